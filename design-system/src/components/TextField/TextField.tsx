import {
  Input,
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { cx } from '../../utils/cx';
import * as shared from '../../styles/shared.css';
import { FieldHelp, FieldLabel, type FieldTextProps } from '../Field/Field';
import * as styles from './TextField.css';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'children'>, FieldTextProps {
  placeholder?: string;
  className?: string;
}

/** Single-line text input with label, hint and error message. */
export function TextField({ label, description, errorMessage, placeholder, className, ...props }: TextFieldProps) {
  return (
    <AriaTextField {...props} className={cx(shared.field, className)}>
      <FieldLabel label={label} />
      <Input className={shared.inputBox} placeholder={placeholder} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}

export interface TextAreaProps extends TextFieldProps {
  rows?: number;
}

/** Multi-line text input (bio, lease terms, messages). */
export function TextArea({ label, description, errorMessage, placeholder, rows = 4, className, ...props }: TextAreaProps) {
  return (
    <AriaTextField {...props} className={cx(shared.field, className)}>
      <FieldLabel label={label} />
      <AriaTextArea className={cx(shared.inputBox, styles.textArea)} placeholder={placeholder} rows={rows} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
