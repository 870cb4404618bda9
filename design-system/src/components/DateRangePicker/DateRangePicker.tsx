import {
  DateRangePicker as AriaDateRangePicker,
  type DateRangePickerProps as AriaDateRangePickerProps,
  type DateValue,
} from 'react-aria-components';
import { RangeCalendar } from '../Calendar/Calendar';
import type { FieldProps } from '../Field/Field';
import { DateSegments } from '../DatePicker/DateSegments';
import { DatePickerShell, splitPickerProps, type DatePickerExtraProps } from '../DatePicker/DatePickerShell';
import * as styles from '../DatePicker/DatePicker.css';

export interface DateRangePickerProps<T extends DateValue> extends FieldProps<AriaDateRangePickerProps<T>>, DatePickerExtraProps {}

/** Start and end date (lease period). Ranges that would span a booked day cannot be selected. */
export function DateRangePicker<T extends DateValue>(props: DateRangePickerProps<T>) {
  const { root, shell } = splitPickerProps(props);
  return (
    <AriaDateRangePicker {...root}>
      <DatePickerShell {...shell} calendar={<RangeCalendar />}>
        <DateSegments slot="start" />
        <span aria-hidden className={styles.rangeDash}>–</span>
        <DateSegments slot="end" />
      </DatePickerShell>
    </AriaDateRangePicker>
  );
}
