import {
  Input,
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { cx } from '../../utils/cx';
import * as shared from '../../styles/shared.css';
import { FieldFrame, splitFieldProps, type FieldProps } from '../Field/Field';
import * as styles from './TextField.css';

export interface TextFieldProps extends FieldProps<AriaTextFieldProps> {
  placeholder?: string;
}

/** Single-line text input with label, hint and error message. */
export function TextField({ placeholder, ...props }: TextFieldProps) {
  const { root, frame } = splitFieldProps(props);
  return (
    <AriaTextField {...root}>
      <FieldFrame {...frame}>
        <Input className={shared.inputBox} placeholder={placeholder} />
      </FieldFrame>
    </AriaTextField>
  );
}

export interface TextAreaProps extends TextFieldProps {
  rows?: number;
}

/** Multi-line text input (bio, lease terms, messages). */
export function TextArea({ placeholder, rows = 4, ...props }: TextAreaProps) {
  const { root, frame } = splitFieldProps(props);
  return (
    <AriaTextField {...root}>
      <FieldFrame {...frame}>
        <AriaTextArea className={cx(shared.inputBox, styles.textArea)} placeholder={placeholder} rows={rows} />
      </FieldFrame>
    </AriaTextField>
  );
}
