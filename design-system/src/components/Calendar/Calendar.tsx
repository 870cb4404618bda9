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
    <header className={styles.header}>
      <Button slot="previous" variant="icon" size="sm">
        <ChevronLeftIcon />
      </Button>
      <Heading className={styles.heading} />
      <Button slot="next" variant="icon" size="sm">
        <ChevronRightIcon />
      </Button>
    </header>
  );
}

function Grid({ single }: { single?: boolean }) {
  return (
    <CalendarGrid className={styles.grid}>
      <CalendarGridHeader>{(day) => <CalendarHeaderCell className={styles.headerCell}>{day}</CalendarHeaderCell>}</CalendarGridHeader>
      <CalendarGridBody>{(date) => <CalendarCell date={date} className={cx(styles.cell, single && styles.singleCell)} />}</CalendarGridBody>
    </CalendarGrid>
  );
}

/** Month calendar; used inside DatePicker, also usable inline. */
export function Calendar<T extends DateValue>(props: Omit<AriaCalendarProps<T>, 'className' | 'children'>) {
  return (
    <AriaCalendar {...props} className={styles.calendar}>
      <CalendarHeader />
      <Grid single />
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
