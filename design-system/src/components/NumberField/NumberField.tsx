import { Button, NumberField as AriaNumberField, type NumberFieldProps as AriaNumberFieldProps } from 'react-aria-components';
import { MinusIcon, PlusIcon } from '../../icons/Icons';
import { FieldFrame, splitFieldProps, type FieldProps } from '../Field/Field';
import { InputGroup } from '../Field/InputGroup';
import * as styles from './NumberField.css';

export interface NumberFieldProps extends FieldProps<AriaNumberFieldProps> {
  placeholder?: string;
}

/** Numeric input with steppers; `step={0.5}` for bathrooms, `formatOptions` for currency. */
export function NumberField({ placeholder, ...props }: NumberFieldProps) {
  const { root, frame } = splitFieldProps(props);
  return (
    <AriaNumberField {...root}>
      <FieldFrame {...frame}>
        <InputGroup className={styles.group} inputClassName={styles.input} placeholder={placeholder}>
          <Button slot="decrement" className={styles.stepper}>
            <MinusIcon />
          </Button>
          <Button slot="increment" className={styles.stepper}>
            <PlusIcon />
          </Button>
        </InputGroup>
      </FieldFrame>
    </AriaNumberField>
  );
}
