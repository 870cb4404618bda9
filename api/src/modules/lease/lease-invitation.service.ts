import { LockMode } from '@mikro-orm/core';
import { requireViewer, type Actor, type ServiceContext } from '../../common/actor.js';
import { DomainError } from '../../common/domain-error.js';
import { icu, type MessageSource } from '../../common/i18n.js';
import type { LeaseStatus } from '../../contracts/index.js';
import { Lease, leaseEvent } from './lease.entity.js';
import { withSignatures } from './lease-signature.lookups.js';
import type { LeaseEvent, LeaseNotices } from './lease-notices.js';
import { canAnswerLeaseInvitation, canSeeLeaseDetails, canWithdrawLease } from './lease.policy.js';

interface Answer {
  event: Extract<LeaseEvent, 'accepted' | 'declined' | 'withdrawn'>;
  status: LeaseStatus;
  may: (actor: Actor, lease: Lease) => boolean;
  refusal: MessageSource;
}

const ONLY_TENANT = 'Only the tenant this lease is addressed to can accept or decline it.';
const ANSWERS = {
  accept: { event: 'accepted', status: 'active', may: canAnswerLeaseInvitation, refusal: ONLY_TENANT },
  decline: { event: 'declined', status: 'declined', may: canAnswerLeaseInvitation, refusal: ONLY_TENANT },
  withdraw: { event: 'withdrawn', status: 'withdrawn', may: canWithdrawLease, refusal: 'Only the landlord who offered this lease can withdraw it.' },
} satisfies Record<string, Answer>;

/**
 * A pending lease is an invitation (docs/product.md#lease-invitations): its tenant accepts it (active) or declines it, its landlord may
 * withdraw it while it is pending. Acceptance records who accepted, when, and the contract's content id at that
 * moment. The other side's notice is recorded with the change and delivered once it committed.
 */
export class LeaseInvitationService {
  constructor(
    private readonly notices: LeaseNotices | null,
    private readonly now: () => Date = () => new Date(),
  ) {}

  accept(ctx: ServiceContext, leaseId: number): Promise<Lease> {
    return this.answer(ctx, leaseId, ANSWERS.accept);
  }

  decline(ctx: ServiceContext, leaseId: number): Promise<Lease> {
    return this.answer(ctx, leaseId, ANSWERS.decline);
  }

  withdraw(ctx: ServiceContext, leaseId: number): Promise<Lease> {
    return this.answer(ctx, leaseId, ANSWERS.withdraw);
  }

  private async answer(ctx: ServiceContext, leaseId: number, answer: Answer): Promise<Lease> {
    const viewer = requireViewer(ctx);
    const [lease, notification] = await ctx.em.transactional(async (em) => {
      // Locked, so a tenant's accept and a landlord's withdraw at the same moment cannot both pass the pending check.
      const found = await em.findOne(Lease, { id: leaseId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      // Outsiders learn nothing, not even that the lease exists.
      if (!found || !canSeeLeaseDetails(viewer, found)) throw new DomainError('NOT_FOUND', 'Lease not found');
      if (!answer.may(viewer, found)) throw new DomainError('FORBIDDEN', answer.refusal);
      if (found.status !== 'pending') {
        throw new DomainError('LEASE_NOT_PENDING', icu('This lease is {status}: only a pending lease can be accepted, declined or withdrawn.', { status: found.status }), {
          status: found.status,
        });
      }
      found.status = answer.status;
      if (answer.event === 'accepted') this.recordAcceptance(found, viewer);
      const contractCid = answer.event === 'accepted' ? { contractCid: found.acceptedContractCid } : {};
      found.history = [...found.history, leaseEvent(answer.event, contractCid)];
      return [found, (await this.notices?.record(em, found, answer.event, viewer.id, ctx.locale)) ?? null] as const;
    });
    await this.notices?.publish(ctx.em, notification);
    return withSignatures(ctx.em, lease);
  }

  /** The accepting account becomes the lease's tenant by id (so it keeps the lease and its contract). */
  private recordAcceptance(lease: Lease, tenant: Actor): void {
    lease.tenantId = tenant.id;
    lease.acceptedBy = tenant.id;
    lease.acceptedAt = this.now();
    lease.acceptedContractCid = lease.contractDocument?.ipfsHash ?? null;
  }
}
