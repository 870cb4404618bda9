import { Button, ComboBox as AriaComboBox, Group, Input, type ComboBoxProps as AriaComboBoxProps } from 'react-aria-components';
import { ChevronDownIcon } from '../../icons/Icons';
import { cx } from '../../utils/cx';
import * as shared from '../../styles/shared.css';
import { FieldHelp, FieldLabel } from '../Field/Field';
import { ListPopover, type ListFieldProps } from '../ListBox/ListBox';
import * as styles from './ComboBox.css';

export interface ComboBoxProps<T extends object> extends Omit<AriaComboBoxProps<T>, 'className' | 'children'>, ListFieldProps<T> {
  placeholder?: string;
}

/** Text input with a filtered list (city search, property picker). */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  items,
  children,
  placeholder,
  className,
  ...props
}: ComboBoxProps<T>) {
  return (
    <AriaComboBox {...props} className={cx(shared.field, className)}>
      <FieldLabel label={label} />
      <Group className={cx(shared.inputBox, styles.group)}>
        <Input className={styles.input} placeholder={placeholder} />
        <Button className={styles.button}>
          <ChevronDownIcon />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <ListPopover items={items}>{children}</ListPopover>
    </AriaComboBox>
  );
}
