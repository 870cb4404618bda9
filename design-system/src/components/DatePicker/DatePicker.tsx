import {
  DatePicker as AriaDatePicker,
  type DatePickerProps as AriaDatePickerProps,
  type DateValue,
} from 'react-aria-components';
import { cx } from '../../utils/cx';
import * as shared from '../../styles/shared.css';
import { Calendar } from '../Calendar/Calendar';
import type { IsoDateRange } from '../Calendar/unavailableRanges';
import { DateSegments } from './DateSegments';
import { DatePickerShell, unavailableWithRanges, type DatePickerExtraProps } from './DatePickerShell';

export interface DatePickerProps<T extends DateValue>
  extends Omit<AriaDatePickerProps<T>, 'className' | 'children'>, DatePickerExtraProps {
  /** Booked ranges (pending/active leases) as ISO dates; their days cannot be picked. */
  unavailableRanges?: readonly IsoDateRange[];
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
  return (
    <AriaDatePicker
      {...props}
      isDateUnavailable={unavailableWithRanges(unavailableRanges, isDateUnavailable)}
      className={cx(shared.field, className)}
    >
      <DatePickerShell label={label} description={description} errorMessage={errorMessage} calendar={<Calendar />}>
        <DateSegments />
      </DatePickerShell>
    </AriaDatePicker>
  );
}
