import { Bar } from '@visx/shape';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Group } from '@visx/group';
import type { ListingStatsData } from '../listing-stats.model';
import * as styles from './ListingStats.css';

const HEIGHT = 100;
const STEP = 10;

/**
 * Views per day (visx bars), oldest on the left, drawn to any width; the first and last day are written under it, and
 * every day's numbers are in the table below.
 */
export function DailyChart({ perDay, label, firstDay, lastDay }: { perDay: ListingStatsData['perDay']; label: string; firstDay: string; lastDay: string }) {
  const width = perDay.length * STEP;
  const x = scaleBand<string>({ domain: perDay.map((row) => row.day), range: [0, width], padding: 0.2 });
  const y = scaleLinear<number>({ domain: [0, Math.max(1, ...perDay.map((row) => row.views))], range: [HEIGHT, 0] });
  return (
    <>
      <svg className={styles.daily} viewBox={`0 0 ${width} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-label={label}>
        <Group>
          {perDay.map((row) => (
            <Bar key={row.day} className={styles.bar} x={x(row.day)} y={y(row.views)} width={x.bandwidth()} height={HEIGHT - y(row.views)} />
          ))}
        </Group>
      </svg>
      <div className={styles.axis} aria-hidden>
        <span>{firstDay}</span>
        <span>{lastDay}</span>
      </div>
    </>
  );
}
