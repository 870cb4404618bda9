import type { EntityManager } from '@mikro-orm/postgresql';
import type { DomainError } from '../../common/domain-error.js';
import type { Lease } from './lease.entity.js';

/**
 * What the rent increase rules say of a renewal's rent: a renewal whose rent rises is an increase taking effect on its
 * first day, checked like any (docs/rent-increases.md). The rent-increase module answers it (it sits above leases);
 * the root hands its function in, so the lease module names only what it needs.
 */
export interface RenewalRentLimits {
  /** The rent in force when the lease ends, in dollars (raised by any increase since the lease began). */
  currentRent: number;
  /** The highest lawful rent from the renewal's first day, in dollars; null when uncapped or not known. */
  highestRent: number | null;
  /** The cap applying that day, in percent; null when uncapped or not published. */
  capPercent: number | null;
  /** Why no cap applies ('no-cap', 'exempt-new-unit', ...); null when capped. */
  uncapped: string | null;
  /** The day the rent last rose in the tenancy (an increase's effective day, or the day given for a brought-in tenancy). */
  lastIncreaseOn: string | null;
  /** Why the proposed rent is unlawful (RENT_INCREASE_ABOVE_GUIDELINE, RENT_INCREASE_TOO_SOON...); null when lawful or not a rise. */
  refusal: DomainError | null;
}

/** The limits of a renewal of `lease` from `startDate` at `monthlyRent` (null: the limits only, no proposal). */
export type RenewalRentCheck = (em: EntityManager, lease: Lease, startDate: string, monthlyRent: number | null) => Promise<RenewalRentLimits>;
