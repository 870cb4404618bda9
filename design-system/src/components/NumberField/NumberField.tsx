import {
  Button,
  Group,
  Input,
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components';
import { MinusIcon, PlusIcon } from '../../icons/Icons';
import { cx } from '../../utils/cx';
import * as shared from '../../styles/shared.css';
import { FieldHelp, FieldLabel, type FieldTextProps } from '../Field/Field';
import * as styles from './NumberField.css';

export interface NumberFieldProps extends Omit<AriaNumberFieldProps, 'className' | 'children'>, FieldTextProps {
  placeholder?: string;
  className?: string;
}

/** Numeric input with steppers; `step={0.5}` for bathrooms, `formatOptions` for currency. */
export function NumberField({ label, description, errorMessage, placeholder, className, ...props }: NumberFieldProps) {
  return (
    <AriaNumberField {...props} className={cx(shared.field, className)}>
      <FieldLabel label={label} />
      <Group className={cx(shared.inputBox, styles.group)}>
        <Input className={styles.input} placeholder={placeholder} />
        <Button slot="decrement" className={styles.stepper}>
          <MinusIcon />
        </Button>
        <Button slot="increment" className={styles.stepper}>
          <PlusIcon />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaNumberField>
  );
}
