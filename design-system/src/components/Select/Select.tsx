import { Button, Select as AriaSelect, SelectValue, type SelectProps as AriaSelectProps } from 'react-aria-components';
import { ChevronDownIcon } from '../../icons/Icons';
import { cx } from '../../utils/cx';
import * as shared from '../../styles/shared.css';
import { FieldHelp, FieldLabel } from '../Field/Field';
import { ListPopover, type ListFieldProps } from '../ListBox/ListBox';
import * as styles from './Select.css';

export interface SelectProps<T extends object> extends Omit<AriaSelectProps<T>, 'className' | 'children'>, ListFieldProps<T> {}

/** Single choice from a list (property type, province, status filter). */
export function Select<T extends object>({ label, description, errorMessage, items, children, className, ...props }: SelectProps<T>) {
  return (
    <AriaSelect {...props} className={cx(shared.field, className)}>
      <FieldLabel label={label} />
      <Button className={cx(shared.inputBox, styles.trigger)}>
        <SelectValue className={styles.value} />
        <ChevronDownIcon className={styles.chevron} />
      </Button>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <ListPopover items={items}>{children}</ListPopover>
    </AriaSelect>
  );
}
