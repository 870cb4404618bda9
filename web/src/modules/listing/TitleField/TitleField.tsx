import type { ComponentProps } from 'react';
import { TextArea } from '@hearth/design-system';
import * as styles from './TitleField.css';

/**
 * A listing's title field (create and edit forms, both languages): a long title wraps on a narrow phone instead of
 * running past the box. Still one line of text: a typed or pasted line break becomes a space.
 */
export function TitleField({ onChange, className, ...props }: Omit<ComponentProps<typeof TextArea>, 'rows'>) {
  return <TextArea {...props} rows={1} className={[styles.root, className].filter(Boolean).join(' ')} onChange={(value) => onChange?.(value.replace(/\s*[\r\n]+\s*/g, ' '))} />;
}
