import { DateInput, DateSegment } from 'react-aria-components';
import * as styles from './DatePicker.css';

/** Editable date segments (day, month, year) shared by DatePicker and DateRangePicker. */
export function DateSegments({ slot }: { slot?: 'start' | 'end' }) {
  return (
    <DateInput slot={slot} className={styles.dateInput}>
      {(segment) => <DateSegment segment={segment} className={styles.segment} />}
    </DateInput>
  );
}
