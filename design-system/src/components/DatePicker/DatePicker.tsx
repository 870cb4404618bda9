import {
  DatePicker as AriaDatePicker,
  Dialog,
  Group,
  Popover,
  type DatePickerProps as AriaDatePickerProps,
  type DateValue,
} from 'react-aria-components';
import { CalendarIcon } from '../../icons/Icons';
import { cx } from '../../utils/cx';
import * as shared from '../../styles/shared.css';
import { Button } from '../Button/Button';
import { Calendar } from '../Calendar/Calendar';
import { isDateUnavailableFromRanges, type IsoDateRange } from '../Calendar/unavailableRanges';
import { FieldHelp, FieldLabel, type FieldTextProps } from '../Field/Field';
import { DateSegments } from './DateSegments';
import * as styles from './DatePicker.css';

export interface DatePickerProps<T extends DateValue>
  extends Omit<AriaDatePickerProps<T>, 'className' | 'children'>, FieldTextProps {
  /** Booked ranges (pending/active leases) as ISO dates; their days cannot be picked. */
  unavailableRanges?: readonly IsoDateRange[];
  className?: string;
}

/**
 * Date field with a calendar popover. `minValue={today(getLocalTimeZone())}` blocks past days;
 * `unavailableRanges` blocks booked ones (combined with any `isDateUnavailable` you pass).
 */
export function DatePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  unavailableRanges,
  isDateUnavailable,
  className,
  ...props
}: DatePickerProps<T>) {
  const inRanges = isDateUnavailableFromRanges(unavailableRanges);
  return (
    <AriaDatePicker
      {...props}
      isDateUnavailable={(d) => inRanges(d) || (isDateUnavailable?.(d) ?? false)}
      className={cx(shared.field, className)}
    >
      <FieldLabel label={label} />
      <Group className={cx(shared.inputBox, styles.group)}>
        <DateSegments />
        <Button variant="icon" size="sm">
          <CalendarIcon />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={cx(shared.popover, styles.popover)} offset={6}>
        <Dialog style={{ outline: 'none' }}>
          <Calendar />
        </Dialog>
      </Popover>
    </AriaDatePicker>
  );
}
