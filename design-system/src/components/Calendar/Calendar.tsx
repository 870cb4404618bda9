import { useId } from 'react';
import {
  Calendar as AriaCalendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
  RangeCalendar as AriaRangeCalendar,
  type CalendarProps as AriaCalendarProps,
  type DateValue,
  type RangeCalendarProps as AriaRangeCalendarProps,
} from 'react-aria-components';
import { ChevronLeftIcon, ChevronRightIcon } from '../../icons/Icons';
import { cx } from '../../utils/cx';
import { Button } from '../Button/Button';
import * as styles from './Calendar.css';

function CalendarHeader() {
  return (
    <div className={styles.header}>
      <Button slot="previous" variant="icon" size="sm">
        <ChevronLeftIcon />
      </Button>
      <Heading className={styles.heading} />
      <Button slot="next" variant="icon" size="sm">
        <ChevronRightIcon />
      </Button>
    </div>
  );
}

/** Days set apart (e.g. days with free viewing times): a dot under the number, and `description` read with the day. */
export interface CalendarMarks {
  isMarked: (date: DateValue) => boolean;
  description: string;
}

/**
 * react-aria names a day's button itself (aria-label) and passes no aria-describedby through, so a mark's
 * description is tied to the button (the cell's child) here.
 */
function describeDay(cell: HTMLTableCellElement | null, descriptionId: string, marked: boolean) {
  const button = cell?.firstElementChild;
  if (!button) return;
  if (marked) button.setAttribute('aria-describedby', descriptionId);
  else if (button.getAttribute('aria-describedby') === descriptionId) button.removeAttribute('aria-describedby');
}

function Grid({ single, marks, fluid }: { single?: boolean; marks?: CalendarMarks; fluid?: boolean }) {
  const markId = useId();
  return (
    <>
      <CalendarGrid className={cx(styles.grid, fluid && styles.fluidGrid)}>
        <CalendarGridHeader>{(day) => <CalendarHeaderCell className={cx(styles.headerCell, fluid && styles.fluidHeaderCell)}>{day}</CalendarHeaderCell>}</CalendarGridHeader>
        <CalendarGridBody>
          {(date) => {
            const marked = marks?.isMarked(date) ?? false;
            return (
              <CalendarCell
                ref={marks ? (cell) => describeDay(cell, markId, marked) : undefined}
                date={date}
                className={cx(styles.cell, single && styles.singleCell, fluid && styles.fluidCell)}
                data-marked={marked || undefined}
              />
            );
          }}
        </CalendarGridBody>
      </CalendarGrid>
      {marks ? (
        <span id={markId} hidden>
          {marks.description}
        </span>
      ) : null}
    </>
  );
}

export interface CalendarProps<T extends DateValue> extends Omit<AriaCalendarProps<T>, 'className' | 'children'> {
  marks?: CalendarMarks;
  /** As wide as its container (up to 360 px), days shrinking to fit: a 320 px phone's dialog. */
  fluid?: boolean;
}

/** Month calendar; used inside DatePicker, also usable inline. */
export function Calendar<T extends DateValue>({ marks, fluid, ...props }: CalendarProps<T>) {
  return (
    <AriaCalendar {...props} className={cx(styles.calendar, fluid && styles.fluidCalendar)}>
      <CalendarHeader />
      <Grid single marks={marks} fluid={fluid} />
    </AriaCalendar>
  );
}

export function RangeCalendar<T extends DateValue>(props: Omit<AriaRangeCalendarProps<T>, 'className' | 'children'>) {
  return (
    <AriaRangeCalendar {...props} className={styles.calendar}>
      <CalendarHeader />
      <Grid />
    </AriaRangeCalendar>
  );
}
