// Price drops (docs/product.md#price-history), without zod: the listing card reads them in the first load.

/** A listing whose latest rent change lowered its rent within this many days carries `previousRent` and the badge. */
export const PRICE_DROP_DAYS = 30;

const DAY_MS = 86_400_000;

/** The earliest instant a change counts as a recent drop at `now`. */
export const priceDropSince = (now: Date): Date => new Date(now.getTime() - PRICE_DROP_DAYS * DAY_MS);

/** The rent before the latest change, when that change lowered it within PRICE_DROP_DAYS of `now`; else null. */
export function recentPreviousRent(change: { monthlyRent: number; previousRent: number | null; from: Date } | null | undefined, now: Date): number | null {
  if (!change || change.previousRent === null || change.previousRent <= change.monthlyRent) return null;
  return change.from.getTime() > priceDropSince(now).getTime() ? change.previousRent : null;
}
