import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { requireViewer, type ServiceContext } from '../../common/actor.js';
import { DomainError, flushUnique, invalidFields, parseInput } from '../../common/domain-error.js';
import { icu, type LocalizedValue } from '../../common/i18n.js';
import {
  DEPOSIT_RETURN_RULES,
  EXISTING_TENANCY_EARLIEST_START,
  IN_PROVINCE,
  LANGUAGES,
  depositReturnDeadline,
  depositReturnSchema,
  inLanguage,
  languageOf,
  returnableHeld,
  type BilingualText,
  type Language,
} from '../../contracts/index.js';
import { findLease, type Lease } from '../lease/index.js';
import type { Notification } from '../notification/index.js';
import { findListing } from '../property/index.js';
import { findUser } from '../user/index.js';
import { DepositReturn } from './deposit-return.entity.js';
import type { DepositReturnNotices } from './deposit-return.notices.js';
import { canReturnDeposit, canSeeDepositReturn, isDepositReturnable } from './deposit-return.policy.js';
import { renderDepositStatement } from './deposit-return.statement.js';

/**
 * Whether the lease has a move-in condition report both parties signed: the inspection module's answer, handed in
 * by the root (that module sits beside this one), so the rule of provinces that need it can be applied.
 */
export type SignedMoveInReport = (em: EntityManager, leaseId: number) => Promise<boolean>;

/** A PDF to send: its bytes and the file name it is offered under. */
export interface StatementPdf {
  bytes: Uint8Array;
  fileName: string;
}

const statementQuerySchema = z.object({ lang: z.enum(LANGUAGES, { error: "lang must be 'en' or 'fr'." }).optional() }).strict();

const inLocale =
  (text: BilingualText): LocalizedValue =>
  (locale) =>
    inLanguage(text, locale);

const LEASE_NOT_FOUND = 'Lease not found';
const NOT_IN_FORCE = 'This lease is {status}: a deposit is returned only for an active or ended lease.';

/**
 * The deposit's return at the end of a lease (docs/deposit-return.md): the landlord itemizes the deductions once,
 * within what is held and the province's rules (deposit-return-rules.ts); the tenant is told in-app and by email,
 * and both read the statement and its PDF, with the province's deadline counted from the move-out day.
 */
export class DepositReturnService {
  constructor(
    private readonly deps: {
      signedMoveInReport: SignedMoveInReport;
      notices: DepositReturnNotices | null;
    },
  ) {}

  /** POST /api/leases/{id}/deposit-return: the landlord's itemized statement, once per lease. */
  async create(ctx: ServiceContext, leaseId: number, input: unknown): Promise<DepositReturn> {
    const viewer = requireViewer(ctx);
    const lease = await this.visibleLease(ctx, leaseId);
    if (!canReturnDeposit(viewer, lease)) throw new DomainError('FORBIDDEN', 'Only the landlord of this lease can return its deposit.');
    const data = parseInput(depositReturnSchema, input);
    if (!isDepositReturnable(lease)) {
      throw new DomainError('LEASE_NOT_IN_FORCE', icu(NOT_IN_FORCE, { status: lease.status }), {
        status: lease.status,
      });
    }
    if (await ctx.em.count(DepositReturn, { leaseId })) throw alreadyReturned();
    const province = lease.province;
    if (!province) throw new DomainError('NOT_FOUND', LEASE_NOT_FOUND);
    const rule = DEPOSIT_RETURN_RULES[province];
    const { held, applied } = returnableHeld(province, lease.deposits);
    if (held + applied === 0) {
      throw new DomainError(
        'NO_DEPOSIT_HELD',
        rule.depositsAllowed
          ? 'This lease records no deposit, so there is none to return.'
          : icu('No deposit may be taken {province} ({law}), so there is none to return.', { province: inLocale(IN_PROVINCE[province]), law: inLocale(rule.law) }),
        { province },
      );
    }
    const deducted = data.deductions.reduce((sum, deduction) => sum + deduction.amount, 0);
    if (deducted > held) {
      throw new DomainError('DEDUCTIONS_EXCEED_DEPOSIT', icu('The deductions ({deducted, number, cad}) are more than the deposits held ({held, number, cad}).', { deducted, held }), {
        held,
        deducted,
      });
    }
    if (rule.damageNeedsMoveInReport && data.deductions.some((deduction) => deduction.kind === 'damage') && !(await this.deps.signedMoveInReport(ctx.em, lease.id))) {
      throw new DomainError(
        'MOVE_IN_REPORT_REQUIRED',
        icu('A damage deduction needs a move-in condition report signed by both parties {province} ({law}).', {
          province: inLocale(IN_PROVINCE[province]),
          law: inLocale(rule.law),
        }),
        { province },
      );
    }
    const movedOutOn = data.movedOutOn ?? lease.endDate;
    if (!movedOutOn) throw new DomainError('VALIDATION_FAILED', 'Please give the day the tenant moved out: this lease has no end date.');
    // The statement is made once and cannot be undone: a move-out before the tenancy began is a typing error.
    const began = lease.startDate ?? EXISTING_TENANCY_EARLIEST_START;
    if (movedOutOn < began) throw invalidFields([{ path: 'movedOutOn', source: icu('The move-out day cannot be before the tenancy began ({began}).', { began }) }]);

    let notification: Notification | null = null;
    const statement = await ctx.em.transactional(async (em) => {
      const statement = em.create(DepositReturn, {
        leaseId: lease.id,
        landlordId: lease.landlordId,
        province,
        movedOutOn,
        deadline: depositReturnDeadline(province, movedOutOn),
        held,
        appliedToLastMonth: applied,
        deductions: data.deductions.map(({ reason, amount, kind }) => ({ reason, amount, kind })),
        deducted,
        returned: held - deducted,
      });
      // Two requests at once: the unique lease_id lets one through.
      await flushUnique(em, alreadyReturned);
      notification = (await this.deps.notices?.record(em, lease, statement, viewer.id, ctx.locale)) ?? null;
      return statement;
    });
    await this.deps.notices?.publish(ctx.em, notification);
    return statement;
  }

  /** GET /api/leases/{id}/deposit-return (and GraphQL): the statement, or null while the landlord has made none. */
  async find(ctx: ServiceContext, leaseId: number): Promise<DepositReturn | null> {
    requireViewer(ctx);
    await this.visibleLease(ctx, leaseId);
    return ctx.em.findOne(DepositReturn, { leaseId });
  }

  /** GET /api/leases/{id}/deposit-return/statement: the itemized PDF in the reader's language (Québec: French first). */
  async statement(ctx: ServiceContext, leaseId: number, query: unknown): Promise<StatementPdf> {
    const { lang } = parseInput(statementQuerySchema, query ?? {});
    const statement = await this.find(ctx, leaseId);
    if (!statement) throw new DomainError('NOT_FOUND', 'This lease has no deposit statement yet.');
    const lease = (await findLease(ctx.em, leaseId))!;
    const language: Language = lang ?? languageOf(ctx.locale ?? 'en-CA');
    const [landlord, listing] = await Promise.all([findUser(ctx.em, lease.landlordId), findListing(ctx.em, lease.propertyId)]);
    const bytes = await renderDepositStatement(
      {
        leaseId,
        province: statement.province,
        landlordName: landlord?.name ?? `#${lease.landlordId}`,
        tenantName: lease.tenantName,
        address: listing ? [listing.address, listing.city, listing.postalCode].filter(Boolean).join(', ') : `#${lease.propertyId}`,
        held: statement.held,
        appliedToLastMonth: statement.appliedToLastMonth,
        deductions: statement.deductions,
        deducted: statement.deducted,
        returned: statement.returned,
        movedOutOn: statement.movedOutOn,
        deadline: statement.deadline,
        createdAt: statement.createdAt.toISOString(),
      },
      language,
    );
    return { bytes, fileName: `deposit-statement-lease-${leaseId}-${language}.pdf` };
  }

  /** The lease, when the caller may see it; anyone else learns nothing of it (404). */
  private async visibleLease(ctx: ServiceContext, leaseId: number): Promise<Lease> {
    const lease = await findLease(ctx.em, leaseId);
    if (!lease || !canSeeDepositReturn(ctx.viewer, lease)) throw new DomainError('NOT_FOUND', LEASE_NOT_FOUND);
    return lease;
  }
}

const alreadyReturned = () => new DomainError('DEPOSIT_ALREADY_RETURNED', "This lease's deposit has already been returned: its statement is made once.");
