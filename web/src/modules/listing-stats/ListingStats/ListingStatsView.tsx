import { Radio, RadioGroup, Stat, StatGrid } from '@hearth/design-system';
import { LISTING_STATS_DAY_CHOICES, type ListingStatsStep } from '@hearth/api/contracts/listing-stats.schema';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ErrorNotice, LoadingRows, layout, type ScreenState } from '../../common';
import type { ListingStatsData } from '../listing-stats.model';
import { DailyChart } from './DailyChart';
import { FunnelChart } from './FunnelChart';
import * as styles from './ListingStats.css';

export type ListingStatsState = ScreenState<ListingStatsData>;

export interface ListingStatsViewProps {
  state: ListingStatsState;
  /** The period shown: one of LISTING_STATS_DAY_CHOICES. */
  days: number;
  onDaysChange: (days: number) => void;
}

/**
 * A listing's statistics for its owner (docs/product.md#listing-statistics): totals, the funnel from views to
 * applications and views per day, each chart's numbers also in a table, over 7, 30 or 90 days.
 */
export function ListingStatsView({ state, days, onDaysChange }: ListingStatsViewProps) {
  const { t, i18n } = useLingui();
  const steps: Array<[ListingStatsStep, string]> = [
    ['views', t`Views`],
    ['saves', t`Saves`],
    ['inquiries', t`Inquiries`],
    ['viewingsBooked', t`Viewings booked`],
    ['applications', t`Rental applications`],
  ];
  const dayLabel = (day: string) => new Intl.DateTimeFormat(i18n.locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
  const percent = (count: number, of: number) => (of > 0 ? i18n.number(Math.round((count / of) * 100) / 100, { style: 'percent' }) : '—');
  return (
    <section id="statistics" className={styles.section} aria-labelledby="listing-statistics-title">
      <div className={styles.header}>
        <h2 id="listing-statistics-title" className={styles.title}>{t`Statistics`}</h2>
        <RadioGroup label={t`Period`} orientation="horizontal" value={String(days)} onChange={(value) => onDaysChange(Number(value))}>
          {LISTING_STATS_DAY_CHOICES.map((choice) => (
            <Radio key={choice} value={String(choice)}>
              {t`${plural(choice, { one: '# day', other: '# days' })}`}
            </Radio>
          ))}
        </RadioGroup>
      </div>
      {state.status === 'loading' ? <LoadingRows count={2} label={t`Loading statistics`} /> : null}
      {state.status === 'error' ? <ErrorNotice message={state.message} /> : null}
      {state.status === 'empty' ? (
        <div>
          <p className={styles.chartTitle}>{t`No views yet`}</p>
          <p>{t`Visits, saves, inquiries, viewings and applications of this listing will show here as they come.`}</p>
        </div>
      ) : null}
      {state.status === 'ready' ? (
        <>
          <StatGrid>
            {steps.map(([step, label]) => (
              <Stat key={step} label={label} value={i18n.number(state.data.totals[step])} />
            ))}
          </StatGrid>
          <div className={styles.charts}>
            <figure className={styles.chart}>
              <figcaption className={styles.chartTitle}>{t`From views to applications`}</figcaption>
              <FunnelChart totals={state.data.totals} labels={steps} />
              <div className={styles.scroller}>
                <table className={styles.table}>
                  <caption className={layout.visuallyHidden}>{t`The funnel in numbers`}</caption>
                  <thead>
                    <tr>
                      <th scope="col" className={styles.headCell}>{t`Step`}</th>
                      <th scope="col" className={styles.cell}>{t`Count`}</th>
                      <th scope="col" className={styles.cell}>{t`Share of views`}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {steps.map(([step, label]) => (
                      <tr key={step}>
                        <th scope="row" className={styles.headCell}>{label}</th>
                        <td className={styles.cell}>{i18n.number(state.data.totals[step])}</td>
                        <td className={styles.cell}>{percent(state.data.totals[step], state.data.totals.views)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </figure>
            <figure className={styles.chart}>
              <figcaption className={styles.chartTitle}>{t`Views per day`}</figcaption>
              <DailyChart
                perDay={state.data.perDay}
                firstDay={dayLabel(state.data.from)}
                lastDay={dayLabel(state.data.to)}
                label={t`Views per day from ${dayLabel(state.data.from)} to ${dayLabel(state.data.to)}; the table below has each day.`}
              />
              <details className={styles.details}>
                <summary className={styles.summary}>{t`Numbers by day`}</summary>
                <div className={styles.scroller} role="region" aria-label={t`Numbers by day`} tabIndex={0}>
                  <table className={styles.table}>
                    <thead>
                      <tr>
                        <th scope="col" className={styles.headCell}>{t`Day`}</th>
                        {steps.map(([step, label]) => (
                          <th key={step} scope="col" className={styles.cell}>{label}</th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {[...state.data.perDay].reverse().map((row) => (
                        <tr key={row.day}>
                          <th scope="row" className={styles.headCell}>{dayLabel(row.day)}</th>
                          {steps.map(([step]) => (
                            <td key={step} className={styles.cell}>{i18n.number(row[step])}</td>
                          ))}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </details>
            </figure>
          </div>
        </>
      ) : null}
      <p className={styles.note}>
        {t`A view is one visitor opening the listing, counted once a day; your own visits are not counted, and no IP address is stored. Days end at midnight in the listing's province.`}
      </p>
    </section>
  );
}
