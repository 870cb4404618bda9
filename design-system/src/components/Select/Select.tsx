import type { ReactNode } from 'react';
import {
  Button,
  Popover,
  Select as AriaSelect,
  SelectValue,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import { ChevronDownIcon } from '../../icons/Icons';
import { cx } from '../../utils/cx';
import * as shared from '../../styles/shared.css';
import { FieldHelp, FieldLabel, type FieldTextProps } from '../Field/Field';
import { ListBox } from '../ListBox/ListBox';
import * as styles from './Select.css';

export interface SelectProps<T extends object>
  extends Omit<AriaSelectProps<T>, 'className' | 'children'>, FieldTextProps {
  /** Dynamic options; render each with `children`. Or pass `<ListBoxItem>`s as children directly. */
  items?: Iterable<T>;
  children: ReactNode | ((item: T) => ReactNode);
  className?: string;
}

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
      <Popover className={shared.popover} offset={6}>
        <ListBox items={items}>{children}</ListBox>
      </Popover>
    </AriaSelect>
  );
}
