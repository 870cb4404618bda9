import {
  DateRangePicker as AriaDateRangePicker,
  Dialog,
  Group,
  Popover,
  type DateRangePickerProps as AriaDateRangePickerProps,
  type DateValue,
} from 'react-aria-components';
import { CalendarIcon } from '../../icons/Icons';
import { cx } from '../../utils/cx';
import * as shared from '../../styles/shared.css';
import { Button } from '../Button/Button';
import { RangeCalendar } from '../Calendar/Calendar';
import { isDateUnavailableFromRanges, type IsoDateRange } from '../Calendar/unavailableRanges';
import { FieldHelp, FieldLabel, type FieldTextProps } from '../Field/Field';
import { DateSegments } from '../DatePicker/DateSegments';
import * as styles from '../DatePicker/DatePicker.css';

export interface DateRangePickerProps<T extends DateValue>
  extends Omit<AriaDateRangePickerProps<T>, 'className' | 'children'>, FieldTextProps {
  /** Booked ranges; a new range may not include any of their days. */
  unavailableRanges?: readonly IsoDateRange[];
  className?: string;
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
  const inRanges = isDateUnavailableFromRanges(unavailableRanges);
  return (
    <AriaDateRangePicker
      {...props}
      isDateUnavailable={(d, anchor) => inRanges(d) || (isDateUnavailable?.(d, anchor) ?? false)}
      className={cx(shared.field, className)}
    >
      <FieldLabel label={label} />
      <Group className={cx(shared.inputBox, styles.group)}>
        <DateSegments slot="start" />
        <span aria-hidden className={styles.rangeDash}>–</span>
        <DateSegments slot="end" />
        <Button variant="icon" size="sm">
          <CalendarIcon />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={cx(shared.popover, styles.popover)} offset={6}>
        <Dialog style={{ outline: 'none' }}>
          <RangeCalendar />
        </Dialog>
      </Popover>
    </AriaDateRangePicker>
  );
}
