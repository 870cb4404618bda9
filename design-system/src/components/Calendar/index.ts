export { Calendar, RangeCalendar } from './Calendar';
export { isDateUnavailableFromRanges } from './unavailableRanges';
export type { IsoDateRange } from './unavailableRanges';
export type { CalendarMarks, CalendarProps } from './Calendar';
