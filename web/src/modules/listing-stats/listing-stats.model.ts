import type { ListingStatsStep } from '@hearth/api/contracts/listing-stats.schema';

/** How many of each funnel step. */
export type StepCounts = Record<ListingStatsStep, number>;

/** A listing's statistics as the page draws them (docs/product.md#listing-statistics). */
export interface ListingStatsData {
  days: number;
  from: string;
  to: string;
  totals: StepCounts;
  /** Every day, oldest first, zeros included. */
  perDay: Array<StepCounts & { day: string }>;
}
