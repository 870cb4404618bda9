import type { ReactNode } from 'react';
import { AlertIcon } from '@hearth/design-system';
import * as layout from './layout.css';

/** A failed load: the message instead of a blank screen (docs/product.md#error-catalogue list loads), with an optional action. */
export function ErrorNotice({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <div className={layout.centered} role="alert">
      <AlertIcon size={32} aria-hidden />
      <p className={layout.errorText}>{message}</p>
      {action}
    </div>
  );
}
