import {
  DateRangePicker as AriaDateRangePicker,
  type DateRangePickerProps as AriaDateRangePickerProps,
  type DateValue,
} from 'react-aria-components';
import { cx } from '../../utils/cx';
import * as shared from '../../styles/shared.css';
import { RangeCalendar } from '../Calendar/Calendar';
import type { IsoDateRange } from '../Calendar/unavailableRanges';
import { DateSegments } from '../DatePicker/DateSegments';
import { DatePickerShell, unavailableWithRanges, type DatePickerExtraProps } from '../DatePicker/DatePickerShell';
import * as styles from '../DatePicker/DatePicker.css';

export interface DateRangePickerProps<T extends DateValue>
  extends Omit<AriaDateRangePickerProps<T>, 'className' | 'children'>, DatePickerExtraProps {
  /** Booked ranges; a new range may not include any of their days. */
  unavailableRanges?: readonly IsoDateRange[];
}

/** Start and end date (lease period). Ranges that would span a booked day cannot be selected. */
export function DateRangePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  unavailableRanges,
  isDateUnavailable,
  className,
  ...props
}: DateRangePickerProps<T>) {
  return (
    <AriaDateRangePicker
      {...props}
      isDateUnavailable={unavailableWithRanges(unavailableRanges, isDateUnavailable)}
      className={cx(shared.field, className)}
    >
      <DatePickerShell
        label={label}
        description={description}
        errorMessage={errorMessage}
        calendar={<RangeCalendar />}
      >
        <DateSegments slot="start" />
        <span aria-hidden className={styles.rangeDash}>–</span>
        <DateSegments slot="end" />
      </DatePickerShell>
    </AriaDateRangePicker>
  );
}
