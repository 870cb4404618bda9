import { Button, Select as AriaSelect, SelectValue, type SelectProps as AriaSelectProps } from 'react-aria-components';
import { ChevronDownIcon } from '../../icons/Icons';
import { cx } from '../../utils/cx';
import * as shared from '../../styles/shared.css';
import { FieldFrame, splitFieldProps, type FieldProps } from '../Field/Field';
import { ListPopover, type ListFieldProps } from '../ListBox/ListBox';
import * as styles from './Select.css';

export interface SelectProps<T extends object> extends FieldProps<AriaSelectProps<T>>, ListFieldProps<T> {}

/** Single choice from a list (property type, province, status filter). */
export function Select<T extends object>({ items, children, ...props }: SelectProps<T>) {
  const { root, frame } = splitFieldProps(props);
  return (
    <AriaSelect {...root}>
      <FieldFrame {...frame}>
        <Button className={cx(shared.inputBox, styles.trigger)}>
          <SelectValue className={styles.value} />
          <ChevronDownIcon className={styles.chevron} />
        </Button>
      </FieldFrame>
      <ListPopover items={items}>{children}</ListPopover>
    </AriaSelect>
  );
}
