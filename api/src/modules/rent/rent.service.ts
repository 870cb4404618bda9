import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { requireViewer, type ServiceContext } from '../../common/actor.js';
import { DomainError, parseInput } from '../../common/domain-error.js';
import { calendarDayValue, icu } from '../../common/i18n.js';
import { calendarDayIn } from '../../common/time-zone.js';
import {
  DEFAULT_LOCALE,
  DEPOSIT_INTEREST_RULES,
  LANGUAGES,
  RENT_LEASE_STATUSES,
  dwellingNumberSchema,
  languageOf,
  provinceTimeZone,
  rentPaymentSchema,
  rentYearSchema,
  type Language,
} from '../../contracts/index.js';
import { findLease, leaseDocumentFacts, type Lease } from '../lease/index.js';
import { guidelinesOf, rentChangesOf, type RentChange } from '../rent-increase/index.js';
import { broughtInLedgerStart, buildLedger, depositInterest, periodOfPayment, type InterestYear, type Ledger } from './rent-ledger.js';
import { renderReceipt, renderRl31, renderStatement } from './rent-documents.js';
import { QuebecDwellingNumber, RentPayment } from './rent-payment.entity.js';
import { canKeepRentLedger, canReadRent } from './rent.policy.js';

/** A PDF to send: its bytes and the file name it is offered under. */
export interface RentPdf {
  bytes: Uint8Array;
  fileName: string;
}

/** GET /api/leases/{id}/ledger answers this (GraphQL rentLedger too). */
export interface RentLedgerView extends Ledger {
  leaseId: number;
  /** The lease's monthly rent in cents. */
  monthlyRentCents: number;
  rentDueDay: number;
  /** The province's calendar day the ledger is computed for. */
  today: string;
  /** Every payment recorded, oldest first. */
  payments: RentPayment[];
  /** Interest on the last month's rent deposit, per anniversary (Ontario); empty where none is computed. */
  depositInterest: InterestYear[];
  /** Whether the caller may record payments (the lease's landlord, while the lease is in force or ended). */
  canRecord: boolean;
}

const LEASE_NOT_FOUND = 'Lease not found';
const langQuery = z.object({ lang: z.enum(LANGUAGES, { error: "lang must be 'en' or 'fr'." }).optional() }).strict();
const yearQuery = (currentYear: number) => z.object({ year: rentYearSchema(currentYear), lang: z.enum(LANGUAGES, { error: "lang must be 'en' or 'fr'." }).optional() }).strict();
/** Rent owed is read over at most this many payments (ten years of weekly payments and more). */
const PAYMENTS_CAP = 5000;

const hasRentStatus = (lease: Lease): boolean => (RENT_LEASE_STATUSES as readonly string[]).includes(lease.status);

/**
 * The rent ledger of a lease (docs/rent-ledger.md): payments the landlord records, the monthly ledger both parties
 * read, receipts, yearly statements and Québec's RL-31. Today is the listing's province's calendar day (injected).
 */
export class RentService {
  constructor(private readonly now: () => Date = () => new Date()) {}

  private today(lease: Lease): string {
    return calendarDayIn(provinceTimeZone[lease.province ?? 'ON'], this.now());
  }

  /** The lease the caller may read the rent of; anyone else learns nothing (404). */
  private async readableLease(ctx: ServiceContext, leaseId: number): Promise<Lease> {
    const viewer = requireViewer(ctx);
    const lease = await findLease(ctx.em, leaseId);
    if (!lease || !canReadRent(viewer, lease)) throw new DomainError('NOT_FOUND', LEASE_NOT_FOUND);
    return lease;
  }

  /** POST /api/leases/{id}/payments: the lease's landlord records a payment; its tenant is refused (403), others 404. */
  async recordPayment(ctx: ServiceContext, leaseId: number, input: unknown): Promise<RentPayment> {
    const viewer = requireViewer(ctx);
    const lease = await this.readableLease(ctx, leaseId);
    if (!canKeepRentLedger(viewer, lease)) throw new DomainError('FORBIDDEN', 'Only the landlord of this lease can record rent payments.');
    const data = parseInput(rentPaymentSchema(this.today(lease)), input);
    if (!hasRentStatus(lease)) {
      throw new DomainError('LEASE_NOT_IN_FORCE', 'Payments are recorded on a lease in force or ended, not on one that is pending, declined or withdrawn.', { status: lease.status });
    }
    const from = this.tenancyFrom(lease);
    if (data.paidOn < from) {
      throw new DomainError('PAYMENT_OUTSIDE_TENANCY', icu('The payment date is before this tenancy (it starts {start}).', { start: calendarDayValue(from) }), { earliest: from });
    }
    const payment = ctx.em.create(RentPayment, { leaseId: lease.id, amountCents: data.amount, paidOn: data.paidOn, method: data.method, note: data.note, recordedBy: viewer.id });
    await ctx.em.flush();
    return payment;
  }

  /**
   * The earliest day a payment may carry: the lease's start, or the day it was made in Hearth when earlier (the first
   * month's rent is often paid at signing).
   */
  private tenancyFrom(lease: Lease): string {
    const created = this.createdDay(lease);
    return lease.startDate && lease.startDate < created ? lease.startDate : created;
  }

  /** The day the lease was made in Hearth, in its province. */
  private createdDay(lease: Lease): string {
    return calendarDayIn(provinceTimeZone[lease.province ?? 'ON'], lease.createdAt);
  }

  private payments(em: EntityManager, leaseId: number): Promise<RentPayment[]> {
    return em.find(RentPayment, { leaseId }, { orderBy: { paidOn: 'asc', id: 'asc' }, limit: PAYMENTS_CAP });
  }

  private ledgerOf(lease: Lease, payments: readonly RentPayment[], rentChanges: readonly RentChange[], today: string): Ledger {
    // A lease not (yet) in force owes nothing: the ledger starts once the tenant accepted it.
    if (!hasRentStatus(lease) || !lease.startDate) return buildLedger({ startDate: today, endDate: today, monthlyRentCents: 0, rentDueDay: lease.rentDueDay, today: '0001-01-01' }, payments);
    // A tenancy brought in from outside owes from the period it joined Hearth in, not its years before.
    const startDate = lease.existingTenancy ? broughtInLedgerStart(lease.startDate, this.createdDay(lease), lease.rentDueDay) : lease.startDate;
    return buildLedger({ startDate, endDate: lease.endDate, monthlyRentCents: lease.monthlyRent * 100, rentChanges, rentDueDay: lease.rentDueDay, today }, payments);
  }

  /** The last month's rent deposit's interest where the province computes it by its guideline (Ontario). */
  private async interestOf(em: EntityManager, lease: Lease, today: string): Promise<InterestYear[]> {
    const deposit = lease.deposits.find((one) => one.kind === 'last-month-rent');
    if (!deposit || !lease.province || DEPOSIT_INTEREST_RULES[lease.province].rate !== 'guideline' || !hasRentStatus(lease) || !lease.startDate) return [];
    return depositInterest({ startDate: lease.startDate, endDate: lease.endDate, today }, deposit.amount * 100, await guidelinesOf(em, lease.province));
  }

  /** GET /api/leases/{id}/ledger: both parties and admins. */
  async ledger(ctx: ServiceContext, leaseId: number): Promise<RentLedgerView> {
    const lease = await this.readableLease(ctx, leaseId);
    const today = this.today(lease);
    const payments = await this.payments(ctx.em, lease.id);
    const rentChanges = await rentChangesOf(ctx.em, lease.id);
    return {
      leaseId: lease.id,
      monthlyRentCents: lease.monthlyRent * 100,
      rentDueDay: lease.rentDueDay,
      today,
      ...this.ledgerOf(lease, payments, rentChanges, today),
      payments,
      depositInterest: await this.interestOf(ctx.em, lease, today),
      canRecord: canKeepRentLedger(ctx.viewer, lease) && hasRentStatus(lease),
    };
  }

  private lang(ctx: ServiceContext, asked: Language | undefined): Language {
    return asked ?? languageOf(ctx.locale ?? DEFAULT_LOCALE);
  }

  /** GET /api/payments/{id}/receipt: the payment's receipt for the lease's parties and admins, free, as often as asked. */
  async receipt(ctx: ServiceContext, paymentId: number, query: unknown): Promise<RentPdf> {
    const viewer = requireViewer(ctx);
    const payment = await ctx.em.findOne(RentPayment, { id: paymentId });
    const lease = payment && (await findLease(ctx.em, payment.leaseId));
    if (!payment || !lease || !canReadRent(viewer, lease)) throw new DomainError('NOT_FOUND', 'Payment not found');
    const lang = this.lang(ctx, parseInput(langQuery, query ?? {}).lang);
    const ledger = this.ledgerOf(lease, await this.payments(ctx.em, lease.id), await rentChangesOf(ctx.em, lease.id), this.today(lease));
    const bytes = await renderReceipt(
      {
        facts: await leaseDocumentFacts(ctx.em, lease),
        payment: { ...payment, createdAt: payment.createdAt.toISOString() },
        period: periodOfPayment(ledger, payment.id),
      },
      lang,
    );
    return { bytes, fileName: `hearth-receipt-${payment.id}-${lang}.pdf` };
  }

  /** GET /api/leases/{id}/rent-statement?year=YYYY: rent due and paid in a year, for the tenant's tax returns. */
  async statement(ctx: ServiceContext, leaseId: number, query: unknown): Promise<RentPdf> {
    const lease = await this.readableLease(ctx, leaseId);
    const today = this.today(lease);
    const asked = parseInput(yearQuery(Number(today.slice(0, 4))), query ?? {});
    const lang = this.lang(ctx, asked.lang);
    const endOfYear = `${asked.year}-12-31`;
    const asOf = endOfYear < today ? endOfYear : today;
    const payments = await this.payments(ctx.em, lease.id);
    const ledger = this.ledgerOf(lease, payments, await rentChangesOf(ctx.em, lease.id), asOf);
    const inYear = (day: string) => day.startsWith(`${asked.year}-`);
    const bytes = await renderStatement(
      {
        facts: await leaseDocumentFacts(ctx.em, lease),
        year: asked.year,
        periods: ledger.periods.filter((period) => inYear(period.dueDate)),
        payments: payments.filter((payment) => inYear(payment.paidOn)),
        balanceCents: ledger.balanceCents,
        asOf,
      },
      lang,
    );
    return { bytes, fileName: `hearth-rent-statement-${lease.id}-${asked.year}-${lang}.pdf` };
  }

  /** PUT /api/leases/{id}/dwelling-number: the landlord of a Québec lease enters Revenu Québec's number of the dwelling. */
  async setDwellingNumber(ctx: ServiceContext, leaseId: number, input: unknown): Promise<{ propertyId: number; dwellingNumber: string }> {
    const viewer = requireViewer(ctx);
    const lease = await this.readableLease(ctx, leaseId);
    if (!canKeepRentLedger(viewer, lease)) throw new DomainError('FORBIDDEN', 'Only the landlord of this lease can enter its dwelling number.');
    const { dwellingNumber } = parseInput(dwellingNumberSchema, input);
    if (lease.province !== 'QC') throw new DomainError('NOT_A_QUEBEC_LEASE', 'The RL-31 and its dwelling number are for dwellings in Québec only.');
    await ctx.em
      .createQueryBuilder(QuebecDwellingNumber)
      .insert({ propertyId: lease.propertyId, dwellingNumber, setBy: viewer.id })
      .onConflict('propertyId')
      .merge(['dwellingNumber', 'setBy'])
      .execute();
    return { propertyId: lease.propertyId, dwellingNumber };
  }

  /** The dwelling number of a lease's listing, or null; for the parties and admins. */
  async dwellingNumber(ctx: ServiceContext, leaseId: number): Promise<string | null> {
    const lease = await this.readableLease(ctx, leaseId);
    return (await ctx.em.findOne(QuebecDwellingNumber, { propertyId: lease.propertyId }))?.dwellingNumber ?? null;
  }

  /** GET /api/leases/{id}/rl31?year=YYYY: Québec's RL-31 information for the dwelling, in French. */
  async rl31(ctx: ServiceContext, leaseId: number, query: unknown): Promise<RentPdf> {
    const lease = await this.readableLease(ctx, leaseId);
    const today = this.today(lease);
    const { year } = parseInput(yearQuery(Number(today.slice(0, 4))), query ?? {});
    if (lease.province !== 'QC') throw new DomainError('NOT_A_QUEBEC_LEASE', 'The RL-31 and its dwelling number are for dwellings in Québec only.');
    const december31 = `${year}-12-31`;
    const inForce = hasRentStatus(lease) && lease.startDate !== null && lease.startDate <= december31 && (lease.endDate === null || lease.endDate >= december31);
    if (!inForce) {
      throw new DomainError('RL31_NOT_IN_FORCE', icu('This lease was not in force on December 31, {year}: no RL-31 is given for that year.', { year: String(year) }));
    }
    const dwelling = await ctx.em.findOne(QuebecDwellingNumber, { propertyId: lease.propertyId });
    if (!dwelling) throw new DomainError('DWELLING_NUMBER_MISSING', "The landlord has not entered Revenu Québec's dwelling number yet.");
    const facts = await leaseDocumentFacts(ctx.em, lease);
    const bytes = await renderRl31({ facts, year, dwellingNumber: dwelling.dwellingNumber, tenants: [lease.tenantName] });
    return { bytes, fileName: `hearth-rl31-${lease.id}-${year}.pdf` };
  }
}
