import { LISTING_STATS_STEPS } from '@hearth/api/contracts/listing-stats.schema';
import type { ListingStatsData, StepCounts } from './listing-stats.model';

type Counts = StepCounts & { __typename?: string };

const counts = (row: Counts): StepCounts => Object.fromEntries(LISTING_STATS_STEPS.map((step) => [step, row[step]])) as StepCounts;

/** The query's stats as the view's data; null when nothing was counted yet (the view's "no views yet" state). */
export function toListingStats(stats: { days: number; from: string; to: string; totals: Counts; perDay: Array<Counts & { day: string }> }): ListingStatsData | null {
  const totals = counts(stats.totals);
  if (LISTING_STATS_STEPS.every((step) => totals[step] === 0)) return null;
  return { days: stats.days, from: stats.from, to: stats.to, totals, perDay: stats.perDay.map((row) => ({ day: row.day, ...counts(row) })) };
}
