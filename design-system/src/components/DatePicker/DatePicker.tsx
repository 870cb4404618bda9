import {
  DatePicker as AriaDatePicker,
  type DatePickerProps as AriaDatePickerProps,
  type DateValue,
} from 'react-aria-components';
import { Calendar } from '../Calendar/Calendar';
import type { FieldProps } from '../Field/Field';
import { DateSegments } from './DateSegments';
import { DatePickerShell, splitPickerProps, type DatePickerExtraProps } from './DatePickerShell';

export interface DatePickerProps<T extends DateValue> extends FieldProps<AriaDatePickerProps<T>>, DatePickerExtraProps {}

/**
 * Date field with a calendar popover. `minValue={today(getLocalTimeZone())}` blocks past days;
 * `unavailableRanges` blocks booked ones (combined with any `isDateUnavailable` you pass).
 */
export function DatePicker<T extends DateValue>(props: DatePickerProps<T>) {
  const { root, shell } = splitPickerProps(props);
  return (
    <AriaDatePicker {...root}>
      <DatePickerShell {...shell} calendar={<Calendar />}>
        <DateSegments />
      </DatePickerShell>
    </AriaDatePicker>
  );
}
