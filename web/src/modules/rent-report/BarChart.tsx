import { Bar } from '@visx/shape';
import { scaleLinear } from '@visx/scale';
import * as styles from './RentReport.css';

export interface ChartBar {
  label: string;
  value: number;
  /** The value as the reader writes it ('$2,300' / « 2 300 $ »). */
  valueLabel: string;
}

/** The bar's own box: 100 units wide, stretched to its grid column, so it fills any width without measuring. */
const TRACK = 100;

/**
 * Horizontal bars (visx: the scale and the bars, plain SVG that renders on the server as in the browser), one row
 * each: the label and value are HTML beside the bar, so text keeps its size on a phone. The numbers are also in the
 * table the page puts after it; screen readers read that table, not the bars.
 */
export function BarChart({ id, title, bars }: { id: string; title: string; bars: readonly ChartBar[] }) {
  const x = scaleLinear<number>({ domain: [0, Math.max(1, ...bars.map((bar) => bar.value))], range: [0, TRACK], nice: true });
  const ticks = x.ticks(4);
  return (
    <figure className={styles.figure} aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className={styles.figcaption}>
        {title}
      </figcaption>
      <div className={styles.bars} aria-hidden="true">
        {bars.map((bar) => (
          <div key={bar.label} style={{ display: 'contents' }}>
            <span className={styles.barLabel}>{bar.label}</span>
            <svg className={styles.barTrack} viewBox={`0 0 ${TRACK} 20`} preserveAspectRatio="none" focusable="false">
              {ticks.map((tick) => (
                <line key={tick} className={styles.barGrid} x1={x(tick)} x2={x(tick)} y1={0} y2={20} vectorEffect="non-scaling-stroke" />
              ))}
              <Bar className={styles.barFill} x={0} y={2} width={x(bar.value)} height={16} rx={0} />
            </svg>
            <span className={styles.barValue}>{bar.valueLabel}</span>
          </div>
        ))}
      </div>
    </figure>
  );
}
