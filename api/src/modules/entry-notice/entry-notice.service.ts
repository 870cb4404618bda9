import { requireViewer, type ServiceContext } from '../../common/actor.js';
import { DomainError, parseInput } from '../../common/domain-error.js';
import { icu, zonedInstantValue, type LocalizedValue, type Message } from '../../common/i18n.js';
import { zoneOffset } from '../../common/time-zone.js';
import {
  checkEntryNotice,
  entryHours,
  entryNoticeSchema,
  inLanguage,
  provinceTimeZone,
  type EntryNoticeAnswer,
  type Province,
  type RepairParty,
} from '../../contracts/index.js';
import { findListing } from '../property/index.js';
import type { RepairRequestAccess } from '../repair/index.js';
import type { EntryNoticeNotices } from './entry-notice-notices.js';
import { canGiveEntryNotice } from './entry-notice.policy.js';
import { entryNoticesOf, insertEntryNotice, upcomingEntryNotices, type EntryNoticeRecord } from './entry-notice.queries.js';
import type { EntryNoticeView, EntryRuleContextView } from './entry-notice.types.js';

/** What this module needs of the repair module: a request for one of its parties (404 to others), or for a reader. */
export interface RepairRequests {
  forParty(ctx: ServiceContext, id: number): Promise<RepairRequestAccess & { side: RepairParty }>;
  forReader(ctx: ServiceContext, id: number): Promise<RepairRequestAccess>;
}

type Refusal = Extract<EntryNoticeAnswer, { ok: false }>;

/** The province's rule as a refusal says it, naming the law and the earliest lawful time (docs/entry-notices.md). */
function refusalMessage(refusal: Refusal, timeZone: string): Message {
  const { rule } = refusal;
  const law: LocalizedValue = (locale) => inLanguage(rule.law, locale);
  const hours: LocalizedValue = (locale) => entryHours(rule, locale);
  const earliest = refusal.earliest ? zonedInstantValue(refusal.earliest, timeZone) : '';
  switch (refusal.code) {
    case 'ENTRY_NOTICE_TOO_SHORT':
      return refusal.noticeHours > rule.noticeHours
        ? icu('Under {law}, routine repairs need {days} days’ written notice before you enter. The earliest lawful time is {earliest}.', { law, days: refusal.noticeHours / 24, earliest })
        : icu('Under {law}, the tenant must get {notice} hours’ written notice before you enter. The earliest lawful time is {earliest}.', { law, notice: refusal.noticeHours, earliest });
    case 'ENTRY_NOTICE_TOO_EARLY':
      return icu('Under {law}, the notice may be given at most {days} days before the entry: choose a sooner time.', { law, days: rule.maxNoticeDays ?? 0 });
    case 'ENTRY_DAY_EXCLUDED':
      return icu('Under {law}, you may not enter on {day}. The earliest lawful time is {earliest}.', {
        law,
        day: (locale) => (refusal.excludedDay ? inLanguage(refusal.excludedDay, locale) : ''),
        earliest,
      });
    case 'ENTRY_OUTSIDE_HOURS':
      return rule.verified
        ? icu('Under {law}, entry is allowed from {hours}, local time, and must end by then. The earliest lawful time is {earliest}.', { law, hours, earliest })
        : icu('Under {law}, entry is allowed from {hours}, local time, and must end by then. Hearth could not confirm these hours in the act and keeps to daytime. The earliest lawful time is {earliest}.', { law, hours, earliest });
    case 'ENTRY_TOO_LONG':
      return rule.maxEntryMinutes !== null
        ? icu('Under {law}, an entry lasts at most {max} hours (entry hours: {hours}, local time).', { law, max: rule.maxEntryMinutes / 60, hours })
        : icu('Under {law}, an entry must fit in the entry hours: {hours}, local time.', { law, hours });
  }
}

const view = (record: EntryNoticeRecord): EntryNoticeView => ({
  ...record,
  timeZone: provinceTimeZone[record.province],
  durationMinutes: Math.round((record.endsAt.getTime() - record.enterAt.getTime()) / 60_000),
});

/**
 * Entry notices (docs/entry-notices.md): the landlord of a repair request gives the tenant written notice of
 * entering, checked against the province's rule (ENTRY_NOTICE_RULES, the same table the form checks with); the
 * tenant gets it in-app and by email. Both parties read a request's notices and their own upcoming ones.
 */
export class EntryNoticeService {
  constructor(
    private readonly repairs: RepairRequests,
    private readonly notices: EntryNoticeNotices,
    /** Injectable clock, so tests can pin "now". */
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** POST /api/repair-requests/{id}/entry-notices: the request's landlord only (its tenant 403, anyone else 404). */
  async give(ctx: ServiceContext, repairRequestId: number, input: unknown): Promise<EntryNoticeView> {
    const { request, side } = await this.repairs.forParty(ctx, repairRequestId);
    if (!canGiveEntryNotice(side)) throw new DomainError('FORBIDDEN', 'Only the landlord of this repair request can give notice of entering.');
    const data = parseInput(entryNoticeSchema, input);
    const province = await this.provinceOf(ctx, request.propertyId);
    const timeZone = provinceTimeZone[province];
    const now = this.now();
    const answer = checkEntryNotice({ province, timeZone, enterAt: data.enterAt, durationMinutes: data.durationMinutes, urgency: request.urgency, now, zoneOffset });
    if (!answer.ok) {
      throw new DomainError(answer.code, refusalMessage(answer, timeZone), {
        province,
        noticeHours: answer.noticeHours,
        earliest: answer.earliest?.toISOString() ?? null,
      });
    }
    const [notice, notification] = await ctx.em.transactional(async (em) => {
      const record = await insertEntryNotice(em, {
        repairRequestId: request.id,
        propertyId: request.propertyId,
        landlordId: request.landlordId,
        tenantId: request.tenantId,
        province,
        urgency: request.urgency,
        enterAt: data.enterAt,
        endsAt: new Date(data.enterAt.getTime() + data.durationMinutes * 60_000),
        reason: data.reason,
        createdAt: now,
      });
      return [record, await this.notices.record(em, record)] as const;
    });
    await this.notices.publish(ctx.em, [notification]);
    return view(notice);
  }

  /** GET /api/repair-requests/{id}/entry-notices: the request's notices, for its parties and admins. */
  async ofRequest(ctx: ServiceContext, repairRequestId: number): Promise<EntryNoticeView[]> {
    const { request } = await this.repairs.forReader(ctx, repairRequestId);
    return (await entryNoticesOf(ctx.em, request.id)).map(view);
  }

  /** GET /api/entry-notices: the caller's entries still to come, as tenant or landlord, the soonest first. */
  async upcoming(ctx: ServiceContext): Promise<EntryNoticeView[]> {
    const viewer = requireViewer(ctx);
    return (await upcomingEntryNotices(ctx.em, viewer.id, this.now())).map(view);
  }

  /** The province and urgency an entry on the request follows, for the landlord's form (its parties and admins may read it). */
  async ruleContext(ctx: ServiceContext, repairRequestId: number): Promise<EntryRuleContextView> {
    const { request } = await this.repairs.forReader(ctx, repairRequestId);
    const province = await this.provinceOf(ctx, request.propertyId);
    return { province, timeZone: provinceTimeZone[province], urgency: request.urgency };
  }

  private async provinceOf(ctx: ServiceContext, propertyId: number): Promise<Province> {
    const listing = await findListing(ctx.em, propertyId);
    // The lease's property outlives a withdrawn listing; a deleted one leaves nothing to enter.
    if (!listing) throw new DomainError('NOT_FOUND', 'Property not found');
    return listing.province;
  }
}

