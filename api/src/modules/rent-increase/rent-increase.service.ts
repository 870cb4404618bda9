import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { assertMayWrite, requireViewer, type Actor, type ServiceContext } from '../../common/actor.js';
import { DomainError, parseInput } from '../../common/domain-error.js';
import { calendarDayValue, icu, type LocalizedValue, type Message } from '../../common/i18n.js';
import { calendarDayIn } from '../../common/time-zone.js';
import {
  DEFAULT_LOCALE,
  IN_PROVINCE,
  LANGUAGES,
  RENT_INCREASE_RULES,
  answerDeadline,
  checkRentIncrease,
  inLanguage,
  languageOf,
  noticeText,
  proposeRentIncreaseSchema,
  provinceTimeZone,
  rentIncreaseResponseSchema,
  type BilingualText,
  type Province,
  type RentIncreaseCheck,
  type RentIncreaseLeaseFacts,
} from '../../contracts/index.js';
import { findLease, type Lease } from '../lease/index.js';
import type { Notification } from '../notification/index.js';
import { findListing } from '../property/index.js';
import { guidelinesOf } from './rent-guideline.service.js';
import { RentIncrease } from './rent-increase.entity.js';
import type { RentIncreaseNotices } from './rent-increase-notices.js';
import { renderRentIncreaseNotice } from './rent-increase-notice.document.js';
import { noticeDocumentInput } from './rent-increase-notice.source.js';
import { answersInHearth, canAnswerRentIncrease, canProposeRentIncrease, canSeeRentIncreases, isRaisable } from './rent-increase.policy.js';
import { lastIncrease } from './rent-in-force.js';

/** The advisory lock class of a lease's rent increases ('RENT'). */
const RENT_INCREASE_LOCK = 0x52454e54;

/** What the form's live check answers: the limits, and the refusal a submit would get (its code and sentence). */
export interface RentIncreaseCheckResult {
  ok: boolean;
  code: string | null;
  message: string | null;
  earliestDate: string | null;
  capPercent: number | null;
  highestRent: number | null;
  uncapped: string | null;
  currentRent: number;
  noticeFrom: string | null;
  noticeUntil: string | null;
  renewalDate: string | null;
}

export interface RentIncreasePdf {
  bytes: Uint8Array;
  fileName: string;
}

const checkQuerySchema = z
  .object({
    newRent: z.coerce.number({ error: 'The new rent must be an amount in dollars.' }).positive('The new rent must be more than $0.').optional(),
    effectiveDate: proposeRentIncreaseSchema.shape.effectiveDate.optional(),
  })
  .strict();
const documentQuerySchema = z.object({ lang: z.enum(LANGUAGES, { error: "lang must be 'en' or 'fr'." }).optional() }).strict();

const inLocale =
  (text: BilingualText): LocalizedValue =>
  (locale) =>
    inLanguage(text, locale);
const centsValue =
  (cents: number): LocalizedValue =>
  (locale) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD', currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2 }).format(cents / 100);
const percentValue =
  (percent: number): LocalizedValue =>
  (locale) =>
    locale.startsWith('fr') ? `${new Intl.NumberFormat('fr-CA', { maximumFractionDigits: 1 }).format(percent)}\u00a0%` : `${percent}%`;
const toCents = (dollars: number): number => Math.round(dollars * 100);

/**
 * Rent increases of a lease (docs/rent-increases.md): the landlord gives notice, checked against the province's rules
 * (contracts/rent-increase-rules.ts) and the guideline of the year it takes effect; the tenant is told in-app and by
 * email; in Québec the tenant answers within one month and a refusal tells the landlord of the TAL step.
 */
export class RentIncreaseService {
  constructor(
    private readonly deps: {
      notices: RentIncreaseNotices | null;
      now?: () => Date;
    },
  ) {}

  private today(province: Province): string {
    return calendarDayIn(provinceTimeZone[province], this.deps.now?.() ?? new Date());
  }

  /** POST /api/leases/{id}/rent-increases: the landlord gives notice of an increase. */
  async propose(ctx: ServiceContext, leaseId: number, input: unknown): Promise<RentIncrease> {
    const viewer = requireViewer(ctx);
    assertMayWrite(ctx);
    let notification: Notification | null = null;
    const increase = await ctx.em.transactional(async (em) => {
      // One notice of a lease at a time: two at once must not both pass the 12-month rule.
      await em.execute('select pg_advisory_xact_lock(?, ?)', [RENT_INCREASE_LOCK, leaseId]);
      const owned = this.landlordLease(viewer, await findLease(em, leaseId));
      const { newRent, effectiveDate } = parseInput(proposeRentIncreaseSchema, input);
      const province = this.province(owned);
      const today = this.today(province);
      const facts = await this.facts(em, owned, province);
      const result = await this.checkWith(em, facts, { newRentCents: toCents(newRent), effectiveDate }, today);
      if (toCents(newRent) <= facts.currentRentCents) {
        throw new DomainError('VALIDATION_FAILED', icu('The new rent must be more than the rent in force, {rent}.', { rent: centsValue(facts.currentRentCents) }));
      }
      if (!result.ok) throw this.refusal(result, province);
      const created = em.create(RentIncrease, {
        leaseId: owned.id,
        province,
        previousRentCents: facts.currentRentCents,
        newRentCents: toCents(newRent),
        effectiveDate,
        noticeDate: today,
        capPercent: result.limits.capPercent,
        answerBy: answersInHearth(province) ? answerDeadline(today) : null,
        createdBy: viewer.id,
      });
      await em.flush();
      notification = (await this.deps.notices?.record(em, created, owned, 'notified', viewer.id, ctx.locale)) ?? null;
      return created;
    });
    await this.deps.notices?.publish(ctx.em, notification);
    return increase;
  }

  /** The form's live check: the lawful limits for the lease, and the refusal the proposal would get (none when lawful). */
  async check(ctx: ServiceContext, leaseId: number, query: unknown): Promise<RentIncreaseCheckResult> {
    const viewer = requireViewer(ctx);
    const lease = this.landlordLease(viewer, await findLease(ctx.em, leaseId));
    const { newRent, effectiveDate } = parseInput(checkQuerySchema, query ?? {});
    const province = this.province(lease);
    const today = this.today(province);
    const facts = await this.facts(ctx.em, lease, province);
    // Without a date yet, the limits of the earliest lawful day; without a rent, the rent in force (no cap question).
    const probeDate = effectiveDate ?? this.probeDay(facts, today);
    const result = await this.checkWith(ctx.em, facts, { newRentCents: newRent === undefined ? facts.currentRentCents : toCents(newRent), effectiveDate: probeDate }, today);
    const refusal = result.ok || (!effectiveDate && result.code !== 'GUIDELINE_NOT_PUBLISHED') ? null : this.refusal(result, province);
    const { limits } = result;
    return {
      ok: result.ok,
      code: refusal?.code ?? null,
      message: refusal ? (refusal.localized(ctx.locale ?? DEFAULT_LOCALE).message) : null,
      earliestDate: limits.earliestDate,
      capPercent: limits.capPercent,
      highestRent: limits.highestRentCents === null ? null : limits.highestRentCents / 100,
      uncapped: limits.uncapped,
      currentRent: facts.currentRentCents / 100,
      noticeFrom: limits.noticeWindow?.from ?? null,
      noticeUntil: limits.noticeWindow?.until ?? null,
      renewalDate: limits.noticeWindow?.renewalDate ?? null,
    };
  }

  /** GET /api/leases/{id}/rent-increases: the lease's increases, newest first, for its landlord, tenant and admins. */
  async list(ctx: ServiceContext, leaseId: number): Promise<RentIncrease[]> {
    const viewer = requireViewer(ctx);
    const lease = await findLease(ctx.em, leaseId);
    if (!lease || !canSeeRentIncreases(viewer, lease)) throw new DomainError('NOT_FOUND', 'Lease not found');
    return ctx.em.find(RentIncrease, { leaseId }, { orderBy: { effectiveDate: 'desc', id: 'desc' } });
  }

  /** GET /api/rent-increases/{id}/notice: the written notice as a PDF (Québec: French first). */
  async notice(ctx: ServiceContext, increaseId: number, query: unknown): Promise<RentIncreasePdf> {
    const { increase, lease } = await this.readable(ctx, increaseId);
    const lang = parseInput(documentQuerySchema, query ?? {}).lang ?? languageOf(ctx.locale ?? DEFAULT_LOCALE);
    const bytes = await renderRentIncreaseNotice(await noticeDocumentInput(ctx.em, increase, lease), lang);
    return { bytes, fileName: `hearth-rent-increase-${increase.id}-${lang}.pdf` };
  }

  /** POST /api/rent-increases/{id}/response {accept}: the tenant answers (Québec, within one month of the notice). */
  async respond(ctx: ServiceContext, increaseId: number, input: unknown): Promise<RentIncrease> {
    const viewer = requireViewer(ctx);
    assertMayWrite(ctx);
    const { accept } = parseInput(rentIncreaseResponseSchema, input);
    let notification: Notification | null = null;
    const answered = await ctx.em.transactional(async (em) => {
      const increase = await em.findOne(RentIncrease, { id: increaseId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const lease = increase ? await findLease(em, increase.leaseId) : null;
      if (!increase || !lease || !canSeeRentIncreases(viewer, lease)) throw new DomainError('NOT_FOUND', 'Rent increase not found');
      if (!canAnswerRentIncrease(viewer, lease)) throw new DomainError('FORBIDDEN', "Only the lease's tenant can answer a notice of rent increase.");
      if (!answersInHearth(increase.province) || increase.answerBy === null) {
        throw new DomainError('RENT_INCREASE_NOT_ANSWERABLE', icu('A notice of rent increase is not answered {province}: it takes effect on its date unless the tribunal decides otherwise.', { province: inLocale(IN_PROVINCE[increase.province]) }));
      }
      if (increase.status !== 'notified') throw new DomainError('RENT_INCREASE_NOT_ANSWERABLE', 'This notice of rent increase was already answered or withdrawn.');
      if (this.today(increase.province) > increase.answerBy) {
        throw new DomainError('RENT_INCREASE_NOT_ANSWERABLE', icu('The month to refuse this notice ended on {date}: the increase is deemed accepted (Civil Code of Québec, art. 1945).', { date: calendarDayValue(increase.answerBy) }));
      }
      increase.status = accept ? 'accepted' : 'refused';
      increase.answeredAt = this.deps.now?.() ?? new Date();
      await em.flush();
      notification = (await this.deps.notices?.record(em, increase, lease, accept ? 'accepted' : 'refused', viewer.id, ctx.locale)) ?? null;
      return increase;
    });
    await this.deps.notices?.publish(ctx.em, notification);
    return answered;
  }

  /** The increase and its lease, for one who may see them; outsiders learn nothing. */
  private async readable(ctx: ServiceContext, increaseId: number): Promise<{ increase: RentIncrease; lease: Lease }> {
    const viewer = requireViewer(ctx);
    const increase = await ctx.em.findOne(RentIncrease, { id: increaseId });
    const lease = increase ? await findLease(ctx.em, increase.leaseId) : null;
    if (!increase || !lease || !canSeeRentIncreases(viewer, lease)) throw new DomainError('NOT_FOUND', 'Rent increase not found');
    return { increase, lease };
  }

  /** The lease for its landlord: 404 to those who may not see it, 403 to those who see it but do not own it, 409 when not active. */
  private landlordLease(viewer: Actor, lease: Lease | null): Lease {
    if (!lease || !canSeeRentIncreases(viewer, lease)) throw new DomainError('NOT_FOUND', 'Lease not found');
    if (!canProposeRentIncrease(viewer, lease)) throw new DomainError('FORBIDDEN', "Only the lease's landlord can give notice of a rent increase.");
    if (!isRaisable(lease)) throw new DomainError('LEASE_NOT_ACTIVE', 'Only an active lease can have its rent increased.', { status: lease.status });
    return lease;
  }

  private province(lease: Lease): Province {
    if (!lease.province) throw new DomainError('NOT_FOUND', 'Property not found');
    return lease.province;
  }

  /**
   * What the rules need of the lease: the tenancy's first day (a renewal continues the lease it renews, a brought-in
   * tenancy starts when it really did), its end, the rent in force, the last increase (ours or the one the landlord
   * declared), and when the unit was first occupied.
   */
  private async facts(em: EntityManager, lease: Lease, province: Province): Promise<RentIncreaseLeaseFacts> {
    const [last, listing, tenancyStart] = await Promise.all([lastIncrease(em, lease.id), findListing(em, lease.propertyId), this.tenancyStart(em, lease)]);
    const lastIncreaseOn = [last?.effectiveDate, lease.lastIncreaseOn].filter((day): day is string => typeof day === 'string').sort().at(-1) ?? null;
    return {
      province,
      tenancyStart: tenancyStart ?? this.today(province),
      leaseEnd: lease.endDate,
      lastIncreaseOn,
      currentRentCents: last?.newRentCents ?? lease.monthlyRent * 100,
      rentDueDay: lease.rentDueDay,
      firstOccupiedOn: listing?.firstOccupiedOn ?? null,
    };
  }

  /** The first day of the tenancy: the start of the first lease of its chain of renewals (bounded: a chain is short). */
  private async tenancyStart(em: EntityManager, lease: Lease): Promise<string | null> {
    let current: Lease | null = lease;
    let start = lease.startDate;
    for (let hops = 0; current?.renewalOf && hops < 50; hops += 1) {
      current = await findLease(em, current.renewalOf);
      if (current?.startDate && (!start || current.startDate < start)) start = current.startDate;
    }
    return start;
  }

  private async checkWith(em: EntityManager, facts: RentIncreaseLeaseFacts, proposal: { newRentCents: number; effectiveDate: string }, today: string): Promise<RentIncreaseCheck> {
    const guidelines = RENT_INCREASE_RULES[facts.province].cap.kind === 'guideline' ? await guidelinesOf(em, facts.province) : new Map<number, number>();
    return checkRentIncrease(facts, proposal, today, (year) => guidelines.get(year) ?? null);
  }

  /** The day the form's limits are shown for before a date is chosen: the earliest lawful one. */
  private probeDay(facts: RentIncreaseLeaseFacts, today: string): string {
    const probe = checkRentIncrease(facts, { newRentCents: facts.currentRentCents, effectiveDate: today }, today, () => 0);
    return probe.limits.earliestDate ?? probe.limits.noticeWindow?.renewalDate ?? today;
  }

  /** The refusal as a DomainError whose sentence names the rule, its law, and the earliest lawful date or highest rent. */
  private refusal(result: Extract<RentIncreaseCheck, { ok: false }>, province: Province): DomainError {
    const rules = RENT_INCREASE_RULES[province];
    const where = inLocale(IN_PROVINCE[province]);
    const law = inLocale(rules.law);
    const { limits } = result;
    const details = { province, earliestDate: limits.earliestDate, highestRent: limits.highestRentCents === null ? null : limits.highestRentCents / 100, capPercent: limits.capPercent };
    const window = limits.noticeWindow;
    let message: Message;
    switch (result.code) {
      case 'RENT_INCREASE_TOO_SOON':
        message = window
          ? icu('A rent increase takes effect when the lease renews, on {renewal}, with notice given from {from} to {until} {province} ({law}).', {
              renewal: calendarDayValue(window.renewalDate),
              from: calendarDayValue(window.from),
              until: calendarDayValue(window.until),
              province: where,
              law,
            })
          : icu('Rent can be raised only {months} months after the tenancy began or after the last increase {province} ({law}): the earliest lawful date is {date}.', {
              months: rules.minimumMonths ?? 12,
              province: where,
              law,
              date: calendarDayValue(limits.earliestDate),
            });
        break;
      case 'RENT_INCREASE_NOTICE_TOO_SHORT':
        message = window
          ? icu('The notice of an increase must reach the tenant by {until} for the renewal on {renewal} {province} ({law}); that day has passed.', {
              until: calendarDayValue(window.until),
              renewal: calendarDayValue(window.renewalDate),
              province: where,
              law,
            })
          : icu('An increase needs {notice} {province} ({law}): with notice given today, the earliest lawful date is {date}.', {
              notice: inLocale(noticeText(rules.notice)),
              province: where,
              law,
              date: calendarDayValue(limits.earliestDate),
            });
        break;
      case 'GUIDELINE_NOT_PUBLISHED':
        message = icu('No rent increase cap is published yet for {year} {province}: Hearth does not guess it. Choose a date in a year with a published figure, or wait until the {year} figure is published.', {
          year: String(result.year),
          province: where,
        });
        return new DomainError('GUIDELINE_NOT_PUBLISHED', message, { ...details, year: result.year });
      case 'RENT_INCREASE_ABOVE_GUIDELINE':
        message = icu('The increase is above the cap of {percent} {province} ({law}): the highest lawful rent is {rent}.', {
          percent: percentValue(limits.capPercent ?? 0),
          province: where,
          law,
          rent: centsValue(limits.highestRentCents ?? 0),
        });
        break;
    }
    return new DomainError(result.code, message, details);
  }
}

