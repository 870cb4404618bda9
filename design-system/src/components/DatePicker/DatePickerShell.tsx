import type { ReactNode } from 'react';
import { Dialog, Group, Popover, type DateValue } from 'react-aria-components';
import { CalendarIcon } from '../../icons/Icons';
import { cx } from '../../utils/cx';
import * as shared from '../../styles/shared.css';
import { Button } from '../Button/Button';
import { isDateUnavailableFromRanges, type IsoDateRange } from '../Calendar/unavailableRanges';
import { FieldFrame, splitFieldProps, type FieldProps, type FieldTextProps } from '../Field/Field';
import * as styles from './DatePicker.css';

/** Props DatePicker and DateRangePicker add to their field props. */
export interface DatePickerExtraProps {
  /**
   * Booked ranges (pending/active leases) as ISO dates; their days cannot be picked,
   * and a range may not include any of them.
   */
  unavailableRanges?: readonly IsoDateRange[];
}

/**
 * Splits a picker's props like any field's (`splitFieldProps`), with the booked days merged into
 * `isDateUnavailable`.
 */
export function splitPickerProps<Rest extends unknown[], P extends FieldProps<object> & DatePickerExtraProps>({
  unavailableRanges,
  isDateUnavailable,
  ...props
}: P & { isDateUnavailable?: (date: DateValue, ...rest: Rest) => boolean }) {
  const { root, frame } = splitFieldProps(props);
  return { root: { ...root, isDateUnavailable: unavailableWithRanges(unavailableRanges, isDateUnavailable) }, shell: frame };
}

/**
 * RAC's `isDateUnavailable` for both pickers: booked days plus whatever the caller blocks
 * (the range picker's callback also receives the anchor date, passed through as is).
 */
export function unavailableWithRanges<Rest extends unknown[]>(
  ranges: readonly IsoDateRange[] | undefined,
  extra: ((date: DateValue, ...rest: Rest) => boolean) | undefined,
) {
  const inRanges = isDateUnavailableFromRanges(ranges);
  return (date: DateValue, ...rest: Rest) => inRanges(date) || (extra?.(date, ...rest) ?? false);
}

/**
 * Inside of a date picker: label, the segments (`children`) with the calendar button, help text,
 * and the popover holding `calendar`.
 */
export function DatePickerShell({ calendar, children, ...frame }: FieldTextProps & { calendar: ReactNode; children: ReactNode }) {
  return (
    <>
      <FieldFrame {...frame}>
        <Group className={cx(shared.inputBox, styles.group)}>
          {children}
          <Button variant="icon" size="sm">
            <CalendarIcon />
          </Button>
        </Group>
      </FieldFrame>
      <Popover className={cx(shared.popover, styles.popover)} offset={6}>
        <Dialog style={{ outline: 'none' }}>{calendar}</Dialog>
      </Popover>
    </>
  );
}
