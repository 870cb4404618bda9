import { z } from 'zod';

/** Listing statistics (docs/product.md#listing-statistics): how many days back a landlord may look, and the choices the page offers. */
export const LISTING_STATS_DAYS_MIN = 1;
export const LISTING_STATS_DAYS_MAX = 90;
export const LISTING_STATS_DAYS_DEFAULT = 30;
export const LISTING_STATS_DAY_CHOICES = [7, 30, 90] as const;
export const LISTING_STATS_DAYS_MESSAGE = 'days must be a whole number from 1 to 90.';

/** `?days=30`: a whole number of days, today included; absent means 30. */
export const listingStatsQuerySchema = z.object({
  days: z.coerce
    .number({ error: LISTING_STATS_DAYS_MESSAGE })
    .int(LISTING_STATS_DAYS_MESSAGE)
    .min(LISTING_STATS_DAYS_MIN, LISTING_STATS_DAYS_MESSAGE)
    .max(LISTING_STATS_DAYS_MAX, LISTING_STATS_DAYS_MESSAGE)
    .default(LISTING_STATS_DAYS_DEFAULT),
});

/** The funnel's steps, in order: what the totals and each day count. */
export const LISTING_STATS_STEPS = ['views', 'saves', 'inquiries', 'viewingsBooked', 'applications'] as const;
export type ListingStatsStep = (typeof LISTING_STATS_STEPS)[number];
