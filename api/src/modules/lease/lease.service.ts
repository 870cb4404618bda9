import type { EntityManager } from '@mikro-orm/postgresql';
import { addDays, format, parseISO } from 'date-fns';
import { requireViewer, type Actor, type ServiceContext } from '../../common/actor.js';
import { DomainError, parseInput } from '../../common/domain-error.js';
import { calendarDayValue, icu, type MessageSource } from '../../common/i18n.js';
import { refuseSin } from '../../common/no-sin.js';
import {
  BOOKING_LEASE_STATUSES,
  BOOKING_TIME_ZONE,
  START_DATE_TIME_ZONE,
  createLeaseSchema,
  leaseRenewalSchema,
  readPhoneNumber,
  type LeaseStatus,
  currentLease,
  type ContractDocumentInput,
  type CreateLeaseInput,
} from '../../contracts/index.js';
import { calendarDayIn } from '../../common/time-zone.js';
import type { WriteLimiter } from '../../rate-limit/write-limits.js';
import { fileLeaseAgreement } from '../document/index.js';
import type { Notification } from '../notification/index.js';
import { canViewListing, findListing, listingById, lockListingBookings, type PropertyListing } from '../property/index.js';
import { findUser } from '../user/index.js';
import { checkDeposits } from './deposit-rules.js';
import { Lease, leaseEvent } from './lease.entity.js';
import { toActor } from '../auth/index.js';
import { canCreateLeaseFor, canCreateLeases, canListAllLeases, canListLeasesOf, canSeeLeaseDetails, canWithdrawLease } from './lease.policy.js';
import { leaseTenantSql } from './lease.queries.js';
import { withSignatures } from './lease-signature.lookups.js';
import type { LeaseNotices } from './lease-notices.js';
import { toLeaseView, type LeaseView, type PropertyBookingState } from './lease-view.js';
import type { RenewalRentCheck } from './renewal-rent.js';

/** Checks that a contract's content id is a file the landlord uploaded; returns the contract with the verified size. */
export type ContractFileCheck = (ctx: ServiceContext, contract: ContractDocumentInput) => Promise<ContractDocumentInput>;

/** Lists of leases are newest first and capped; a landlord or tenant has far fewer than this. */
export const LEASE_LIST_CAP = 500;
const EXCLUSION_VIOLATION = '23P01';
const NEWEST_FIRST = { createdAt: 'desc', id: 'desc' } as const;
/** A renewal continues a lease in force or one whose end has passed. */
const RENEWABLE_STATUSES: readonly LeaseStatus[] = ['active', 'ended'];

const NOT_LEASE_OWNER = 'Only the landlord who owns this property can create a lease for it.';

export class LeaseService {
  constructor(
    private readonly writeLimits: WriteLimiter,
    private readonly checkContractFile: ContractFileCheck | null = null,
    /** Injectable clock, so tests can pin "today". */
    private readonly now: () => Date = () => new Date(),
    private readonly notices: LeaseNotices | null = null,
    /** The rent increase rules a renewal's rent must meet; none checks nothing (tests of other rules). */
    private readonly renewalRent: RenewalRentCheck | null = null,
  ) {}

  /**
   * POST /api/leases (docs/product.md#validation-rules): the owning landlord, status pending (an invitation), no overlap
   * (database-enforced), deposits within the rules of the listing's province (docs/product.md#leases-and-deposits).
   */
  async create(ctx: ServiceContext, input: unknown): Promise<Lease> {
    const viewer = requireViewer(ctx);
    // Only landlords ever may: refuse others before validating, so they learn nothing about the input.
    if (!canCreateLeases(viewer)) throw new DomainError('FORBIDDEN', NOT_LEASE_OWNER);
    await this.writeLimits.consume(viewer, 'lease');
    refuseSin(input);
    const data = parseInput(createLeaseSchema(calendarDayIn(START_DATE_TIME_ZONE, this.now())), input);
    return this.offer(ctx, viewer, data);
  }

  /**
   * POST /api/leases/{id}/renewal: the lease's landlord offers its tenant a new pending lease starting the day after
   * the end of an active (or ended) lease; the tenant accepts or declines it like any invitation.
   */
  async offerRenewal(ctx: ServiceContext, leaseId: number, input: unknown): Promise<Lease> {
    const viewer = requireViewer(ctx);
    const lease = await ctx.em.findOne(Lease, { id: leaseId });
    if (!lease || !canSeeLeaseDetails(viewer, lease)) throw new DomainError('NOT_FOUND', 'Lease not found');
    if (!canWithdrawLease(viewer, lease)) throw new DomainError('FORBIDDEN', 'Only the landlord of this lease can offer a renewal.');
    refuseSin(input);
    const renewal = parseInput(leaseRenewalSchema, input);
    if (!RENEWABLE_STATUSES.includes(lease.status) || !lease.endDate) {
      throw new DomainError('LEASE_NOT_RENEWABLE', 'Only an active or ended lease with an end date can be renewed.', { status: lease.status });
    }
    await this.writeLimits.consume(viewer, 'lease');
    const startDate = renewalStart(lease.endDate);
    // The renewal's rent is an increase from its first day when it rises: refused above the lawful limit; the rent
    // in force (raised since the lease began, maybe) is the default.
    const limits = (await this.renewalRent?.(ctx.em, lease, startDate, renewal.monthlyRent ?? null)) ?? null;
    if (limits?.refusal) throw limits.refusal;
    const currentRent = limits ? Math.floor(limits.currentRent) : lease.monthlyRent;
    const data = parseInput(createLeaseSchema(calendarDayIn(START_DATE_TIME_ZONE, this.now())), {
      propertyId: lease.propertyId,
      tenantName: lease.tenantName,
      tenantEmail: lease.tenantEmail,
      // A number stored before the phone rule that does not read as one is left out rather than block the renewal.
      tenantPhone: lease.tenantPhone && readPhoneNumber(lease.tenantPhone) ? lease.tenantPhone : null,
      monthlyRent: renewal.monthlyRent ?? currentRent,
      startDate,
      endDate: renewal.endDate,
      terms: renewal.terms ?? lease.terms,
      deposits: renewal.deposits,
      rentDueDay: lease.rentDueDay,
    });
    // The tenancy goes on: its last increase is this renewal's start if its rent rose, else the one before (the rent
    // increase rules find the tenancy's first day through renewalOf).
    data.lastIncreaseOn = data.monthlyRent > currentRent ? startDate : (limits?.lastIncreaseOn ?? lease.lastIncreaseOn);
    const offered = await this.offer(ctx, viewer, data, lease);
    lease.history = [...lease.history, leaseEvent('renewal-offered', { leaseId: offered.id })];
    await ctx.em.flush();
    return offered;
  }

  /**
   * GET /api/leases/{id}/renewal: what a renewal of the lease would be, for the landlord's dialog: its first day, the
   * rent in force and the highest lawful rent from that day (docs/product.md#renewals).
   */
  async renewalTerms(ctx: ServiceContext, leaseId: number): Promise<LeaseRenewalTerms> {
    const viewer = requireViewer(ctx);
    const lease = await ctx.em.findOne(Lease, { id: leaseId });
    if (!lease || !canSeeLeaseDetails(viewer, lease)) throw new DomainError('NOT_FOUND', 'Lease not found');
    if (!canWithdrawLease(viewer, lease)) throw new DomainError('FORBIDDEN', 'Only the landlord of this lease can offer a renewal.');
    if (!RENEWABLE_STATUSES.includes(lease.status) || !lease.endDate) {
      throw new DomainError('LEASE_NOT_RENEWABLE', 'Only an active or ended lease with an end date can be renewed.', { status: lease.status });
    }
    const startDate = renewalStart(lease.endDate);
    const limits = (await this.renewalRent?.(ctx.em, lease, startDate, null)) ?? null;
    return {
      leaseId: lease.id,
      startDate,
      currentRent: limits ? limits.currentRent : lease.monthlyRent,
      highestRent: limits?.highestRent ?? null,
      capPercent: limits?.capPercent ?? null,
      uncapped: limits?.uncapped ?? null,
    };
  }

  /** A new pending lease (an invitation), its notice to the tenant recorded with it; `renewalOf`: the lease it continues. */
  private async offer(ctx: ServiceContext, viewer: Actor, data: CreateLeaseInput, renewalOf: Lease | null = null): Promise<Lease> {
    const property = await findListing(ctx.em, data.propertyId);
    if (!property || !canViewListing(viewer, property)) throw new DomainError('NOT_FOUND', 'Property not found');
    if (!canCreateLeaseFor(viewer, property)) {
      throw new DomainError('FORBIDDEN', NOT_LEASE_OWNER);
    }
    checkDeposits(property.province, data.monthlyRent, data.deposits);
    if (data.contractDocument && this.checkContractFile) {
      data.contractDocument = await this.checkContractFile(ctx, data.contractDocument);
    }

    let lease: Lease;
    let notification: Notification | null;
    try {
      [lease, notification] = await ctx.em.transactional(async (em) => {
        await lockListingBookings(em, property.id);
        let documentId: number | null = null;
        if (data.contractDocument) {
          const { name, ipfsHash, size } = data.contractDocument;
          const document = fileLeaseAgreement(em, { propertyId: property.id, ownerId: property.ownerId, name, ipfsHash, size });
          await em.flush();
          documentId = document.id;
        }
        // tenantId stays null as the spec's landlord flow sends it (tenants find their leases by email); a renewal
        // keeps the tenant account of the lease it continues.
        const lease = em.create(Lease, {
          ...data,
          landlordId: property.ownerId,
          tenantId: renewalOf?.tenantId ?? null,
          status: 'pending',
          startDate: data.startDate ?? null,
          endDate: data.endDate ?? null,
          documentId,
          renewalOf: renewalOf?.id ?? null,
          // Section G of Québec's lease form; other provinces' leases have no such question.
          quebecLowestRentLast12Months: property.province === 'QC' ? data.quebecLowestRentLast12Months : null,
          history: [leaseEvent('created'), leaseEvent('sent')],
        });
        await em.flush();
        const event = lease.existingTenancy ? 'brought-in' : 'invited';
        return [lease, (await this.notices?.record(em, lease, event, viewer.id, ctx.locale)) ?? null] as const;
      });
    } catch (error) {
      if ((error as { code?: string }).code === EXCLUSION_VIOLATION) throw await this.overlapError(ctx.em, property.id, data);
      throw error;
    }
    lease.province = property.province;
    lease.signatures = [];
    await this.notices?.publish(ctx.em, notification);
    return lease;
  }

  /** GET /api/leases/property/:id: everyone may see the booking view; parties and admins see the full leases. */
  async listForProperty(ctx: ServiceContext, propertyId: number): Promise<LeaseView[]> {
    const property = await findListing(ctx.em, propertyId);
    if (!property || !canViewListing(ctx.viewer, property)) throw new DomainError('NOT_FOUND', 'Property not found');
    const leases = await ctx.em.find(Lease, { propertyId }, { orderBy: { id: 'asc' }, limit: LEASE_LIST_CAP });
    const views = leases.map((lease) => toLeaseView(ctx.viewer, lease));
    await withSignatures(ctx.em, views.filter((view): view is Lease => view instanceof Lease));
    return views;
  }

  /** GET /api/leases/tenant/:userId: leases naming the user by tenantId, or by email once the user verified it. */
  async listForTenant(ctx: ServiceContext, userId: number): Promise<Lease[]> {
    const viewer = requireViewer(ctx);
    if (!canListLeasesOf(viewer, userId)) throw new DomainError('FORBIDDEN', 'You can only see your own leases.');
    const user = userId === viewer.id ? null : await findUser(ctx.em, userId);
    if (userId !== viewer.id && !user) throw new DomainError('NOT_FOUND', 'User not found');
    const tenant = leaseTenantSql(user ? toActor(user) : viewer);
    const leases = await ctx.em
      .createQueryBuilder(Lease, 'l')
      .where(tenant.sql, tenant.params)
      .orderBy(NEWEST_FIRST)
      .limit(LEASE_LIST_CAP)
      .getResultList();
    return withSignatures(ctx.em, leases);
  }

  /** A landlord's leases, newest first; 'all' means every landlord's and is for admins only. */
  async listForLandlord(ctx: ServiceContext, userId: number | 'all'): Promise<Lease[]> {
    const viewer = requireViewer(ctx);
    if (userId === 'all') {
      if (!canListAllLeases(viewer)) throw new DomainError('FORBIDDEN', 'Only administrators can see all leases.');
      return withSignatures(ctx.em, await ctx.em.find(Lease, {}, { orderBy: NEWEST_FIRST, limit: LEASE_LIST_CAP }));
    }
    if (!canListLeasesOf(viewer, userId)) throw new DomainError('FORBIDDEN', 'You can only see your own leases.');
    return withSignatures(ctx.em, await ctx.em.find(Lease, { landlordId: userId }, { orderBy: NEWEST_FIRST, limit: LEASE_LIST_CAP }));
  }

  /** The signed-in user's leases as a tenant (GraphQL myLeases). */
  myTenantLeases(ctx: ServiceContext): Promise<Lease[]> {
    return this.listForTenant(ctx, requireViewer(ctx).id);
  }

  /** The signed-in user's leases as a landlord (GraphQL landlordLeases). */
  myLandlordLeases(ctx: ServiceContext): Promise<Lease[]> {
    return this.listForLandlord(ctx, requireViewer(ctx).id);
  }

  /**
   * Booking state of many properties in one query (the Property.isBooked / currentLease loader). The caller has
   * already been allowed to see the properties; lease details are redacted per viewer.
   */
  async bookingStates(ctx: ServiceContext, propertyIds: readonly number[]): Promise<PropertyBookingState[]> {
    const leases = await ctx.em.find(
      Lease,
      { propertyId: { $in: [...propertyIds] }, status: { $in: [...BOOKING_LEASE_STATUSES] } },
      { orderBy: { id: 'asc' } },
    );
    const today = calendarDayIn(BOOKING_TIME_ZONE, this.now());
    return propertyIds.map((propertyId) => {
      const current = currentLease(
        leases.filter((lease) => lease.propertyId === propertyId),
        today,
      );
      return { isBooked: current !== null, currentLease: current && toLeaseView(ctx.viewer, current) };
    });
  }

  /** The property of a lease the caller may see (batched per request); parties of the lease may see it unlisted. */
  async propertyOf(ctx: ServiceContext, lease: Lease): Promise<PropertyListing | null> {
    const property = await listingById(ctx).load(lease.propertyId);
    if (!property) return null;
    return canViewListing(ctx.viewer, property) || canSeeLeaseDetails(ctx.viewer, lease) ? property : null;
  }

  /** A 409 that says which booking is in the way (its dates are public: the date pickers show them). */
  private async overlapError(em: EntityManager, propertyId: number, data: CreateLeaseInput): Promise<DomainError> {
    const conflicting = await em
      .fork()
      .createQueryBuilder(Lease)
      .where({ propertyId, status: { $in: [...BOOKING_LEASE_STATUSES] } })
      .andWhere(`daterange(start_date, end_date, '[]') && daterange(?::date, ?::date, '[]')`, [data.startDate ?? null, data.endDate ?? null])
      .orderBy({ id: 'asc' })
      .limit(1)
      .getSingleResult();
    return new DomainError(
      'LEASE_OVERLAP',
      overlapMessage(conflicting),
      conflicting ? { conflictingLease: { id: conflicting.id, startDate: conflicting.startDate, endDate: conflicting.endDate } } : {},
    );
  }
}

/** A renewal starts the day after the lease's last day. */
const renewalStart = (endDate: string): string => format(addDays(parseISO(endDate), 1), 'yyyy-MM-dd');

/** What a renewal of a lease would be (GET /api/leases/{id}/renewal, GraphQL leaseRenewalTerms). */
export interface LeaseRenewalTerms {
  leaseId: number;
  startDate: string;
  currentRent: number;
  highestRent: number | null;
  capPercent: number | null;
  uncapped: string | null;
}

/** The message names the booking in the way, its days written in the reader's language. */
function overlapMessage(conflicting: Pick<Lease, 'startDate' | 'endDate'> | null): MessageSource {
  if (!conflicting) return 'These dates overlap a pending or active lease on this property. Please choose other dates.';
  return icu('These dates overlap a pending or active lease on this property ({start} to {end}). Please choose other dates.', {
    start: calendarDayValue(conflicting.startDate),
    end: calendarDayValue(conflicting.endDate),
  });
}
