import type { EntityManager } from '@mikro-orm/postgresql';
import { requireViewer, type ServiceContext } from '../../common/actor.js';
import { dayWindows, type DayWindows } from '../../common/day-windows.js';
import { DomainError, parseInput } from '../../common/domain-error.js';
import { listingStatsQuerySchema, provinceTimeZone, type ListingStatsStep } from '../../contracts/index.js';
import { applicationsPerDay } from '../application/index.js';
import { inquiriesPerDay } from '../inquiry/index.js';
import { canViewListing, findPropertyRecord, PROPERTY_NOT_FOUND, viewsPerDay } from '../property/index.js';
import { savesPerDay } from '../saved-property/index.js';
import { viewingsBookedPerDay } from '../viewing/index.js';
import { canSeeListingStats } from './listing-stats.policy.js';

export type StepCounts = Record<ListingStatsStep, number>;

export interface ListingStats {
  days: number;
  /** The first and last day counted ('YYYY-MM-DD', today last), in the listing's province. */
  from: string;
  to: string;
  /** The listing's province's time zone, whose midnights bound the days. */
  timeZone: string;
  totals: StepCounts;
  perDay: Array<StepCounts & { day: string }>;
}

/** One step's count per day of the windows; each module counts its own rows. */
export type PerDayCount = (em: EntityManager, propertyId: number, windows: DayWindows) => Promise<number[]>;

/** Where each step's counts come from: the module that owns the step. */
const COUNTS: Record<ListingStatsStep, PerDayCount> = {
  views: viewsPerDay,
  saves: savesPerDay,
  inquiries: inquiriesPerDay,
  viewingsBooked: viewingsBookedPerDay,
  applications: applicationsPerDay,
};
const STEPS = Object.keys(COUNTS) as ListingStatsStep[];

/**
 * A landlord's numbers for one listing (docs/product.md#listing-statistics): views, saves, inquiries, viewings booked
 * and applications for each of the last `days` days of the listing's province, every day present, and their totals.
 * It lives above the modules it asks, which count their own tables.
 */
export class ListingStatsService {
  constructor(private readonly now: () => Date) {}

  async stats(ctx: ServiceContext, propertyId: number, input: unknown): Promise<ListingStats> {
    const viewer = requireViewer(ctx);
    const listing = await findPropertyRecord(ctx.em, propertyId);
    // A listing the caller may not see does not exist for them; one they may see is still not theirs to measure.
    if (!listing || !canViewListing(viewer, listing)) throw new DomainError('NOT_FOUND', PROPERTY_NOT_FOUND);
    if (!canSeeListingStats(viewer, listing)) throw new DomainError('FORBIDDEN', "Only the listing's owner and administrators can see its statistics.");
    const { days } = parseInput(listingStatsQuerySchema, input);
    const windows = dayWindows(provinceTimeZone[listing.province], this.now(), days);
    const counts = await Promise.all(STEPS.map((step) => COUNTS[step](ctx.em, propertyId, windows)));
    const perDay = windows.days.map((day, index) => ({ day, ...stepCounts((step) => counts[STEPS.indexOf(step)]![index]!) }));
    const totals = stepCounts((step) => perDay.reduce((sum, row) => sum + row[step], 0));
    return { days, from: windows.days[0]!, to: windows.days.at(-1)!, timeZone: windows.timeZone, totals, perDay };
  }
}

const stepCounts = (count: (step: ListingStatsStep) => number): StepCounts =>
  Object.fromEntries(STEPS.map((step) => [step, count(step)])) as StepCounts;
