import { Bar } from '@visx/shape';
import { scaleLinear } from '@visx/scale';
import { useLingui } from '@lingui/react/macro';
import type { ListingStatsStep } from '@hearth/api/contracts/listing-stats.schema';
import type { StepCounts } from '../listing-stats.model';
import * as styles from './ListingStats.css';

const WIDTH = 100;
const HEIGHT = 16;

/**
 * The funnel, views to applications: one row per step, its bar scaled to the views (visx). The bars are pictures of
 * the numbers beside them and in the table below, so they are hidden from screen readers.
 */
export function FunnelChart({ totals, labels }: { totals: StepCounts; labels: Array<[ListingStatsStep, string]> }) {
  const { i18n } = useLingui();
  const largest = Math.max(1, ...labels.map(([step]) => totals[step]));
  const x = scaleLinear<number>({ domain: [0, largest], range: [0, WIDTH] });
  return (
    <div>
      {labels.map(([step, label]) => (
        <div key={step} className={styles.funnelRow}>
          <span>{label}</span>
          <svg className={styles.funnelBar} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" aria-hidden focusable="false">
            <Bar className={styles.track} x={0} y={0} width={WIDTH} height={HEIGHT} rx={2} />
            <Bar className={styles.bar} x={0} y={0} width={x(totals[step])} height={HEIGHT} rx={2} />
          </svg>
          <span className={styles.number}>{i18n.number(totals[step])}</span>
        </div>
      ))}
    </div>
  );
}
