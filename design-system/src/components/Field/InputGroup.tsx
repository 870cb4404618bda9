import type { ReactNode } from 'react';
import { Group, Input } from 'react-aria-components';
import { cx } from '../../utils/cx';
import * as shared from '../../styles/shared.css';

/** A text input with buttons beside it inside one field box (ComboBox's toggle, NumberField's steppers). */
export function InputGroup({
  className,
  inputClassName,
  placeholder,
  children,
}: {
  className: string;
  inputClassName: string;
  placeholder?: string;
  children: ReactNode;
}) {
  return (
    <Group className={cx(shared.inputBox, className)}>
      <Input className={inputClassName} placeholder={placeholder} />
      {children}
    </Group>
  );
}
