import { requireViewer, type Actor, type ServiceContext } from '../../common/actor.js';
import { DomainError, invalidFields, parseInput } from '../../common/domain-error.js';
import { calendarDayIn } from '../../common/time-zone.js';
import {
  BOOKING_TIME_ZONE,
  repairCommentSchema,
  repairMovesFrom,
  repairRequestSchema,
  repairRequestsQuerySchema,
  repairStatusSchema,
  type RepairParty,
} from '../../contracts/index.js';
import type { WriteLimiter } from '../../rate-limit/write-limits.js';
import { findLeaseTenancy, isLeaseTenant } from '../lease/index.js';
import type { Notification } from '../notification/index.js';
import { findOwnedFiles } from '../upload/index.js';
import type { RepairNotices } from './repair-notices.js';
import { canCommentOnRepair, canFileRepairs, canSeeRepairRequest, leaseTakesRepairs, repairSide, statusMove } from './repair.policy.js';
import {
  findRepairRequest,
  insertRepairComment,
  insertRepairEvent,
  insertRepairRequest,
  moveRepairStatus,
  repairComments,
  repairRequestsOf,
  repairTimeline,
  type RepairRequestRecord,
} from './repair.queries.js';
import type { RepairCommentView, RepairRequestDetail, RepairRequestView } from './repair.types.js';

const NOT_FOUND = 'Repair request not found';
const HOUR_MS = 3600_000;

/** A repair request as one of its parties (or an admin) reaches it; `side` null for an admin. */
export interface RepairRequestAccess {
  request: RepairRequestRecord;
  side: RepairParty | null;
}

/**
 * Repair requests (docs/product.md#repair-requests): the tenant of an active lease files one (until 30 days after its
 * end); the landlord walks its status forward, the tenant closes or reopens it (REPAIR_STATUS_MOVES); every change is
 * a timeline entry, and the two parties talk in its thread. Each change tells the other party, in-app and by email.
 */
export class RepairService {
  constructor(
    private readonly notices: RepairNotices,
    private readonly writeLimits: WriteLimiter,
    /** Injectable clock, so tests can pin "now". */
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** POST /api/leases/{id}/repair-requests: the lease's tenant, while it takes repairs. */
  async file(ctx: ServiceContext, leaseId: number, input: unknown): Promise<RepairRequestDetail> {
    const viewer = requireViewer(ctx);
    const lease = await findLeaseTenancy(ctx.em, leaseId);
    const landlordOf = lease !== null && lease.landlordId === viewer.id;
    if (!lease || (!landlordOf && !isLeaseTenant(viewer, lease))) throw new DomainError('NOT_FOUND', 'Lease not found');
    if (landlordOf || !canFileRepairs(viewer)) throw new DomainError('FORBIDDEN', "Only the lease's tenant can ask for a repair.");
    const now = this.now();
    if (!leaseTakesRepairs(lease, calendarDayIn(BOOKING_TIME_ZONE, now))) {
      throw new DomainError('REPAIR_LEASE_NOT_ACTIVE', 'Repairs can be requested from the lease’s acceptance until 30 days after it ends.');
    }
    const parsed = parseInput(repairRequestSchema, input);
    await this.writeLimits.consume(viewer, 'repair');
    const photos = await this.ownPhotos(ctx, viewer, parsed.photos, 'photos');
    const [id, notification] = await ctx.em.transactional(async (em) => {
      const created = await insertRepairRequest(em, {
        leaseId: lease.id,
        propertyId: lease.propertyId,
        landlordId: lease.landlordId,
        tenantId: viewer.id,
        category: parsed.category,
        description: parsed.description,
        urgency: parsed.urgency,
        photos,
        entryPermission: parsed.entryPermission,
        createdAt: now,
      });
      await insertRepairEvent(em, { requestId: created, actorId: viewer.id, fromStatus: null, toStatus: 'open', at: now });
      return [created, await this.notices.record(em, (await findRepairRequest(em, created))!, 'filed', viewer.id)] as const;
    });
    await this.notices.publish(ctx.em, [notification]);
    return this.detail(ctx, (await findRepairRequest(ctx.em, id))!, viewer);
  }

  /** GET /api/repair-requests: the caller's (a tenant's own, a landlord's for their properties), emergencies first, then oldest. */
  async list(ctx: ServiceContext, query: unknown): Promise<RepairRequestView[]> {
    const viewer = requireViewer(ctx);
    const filter = parseInput(repairRequestsQuerySchema, query ?? {});
    const now = this.now();
    // Landlords' requests are those of their leases; anyone else's are those they filed (admins file none).
    const side = viewer.role === 'landlord' ? 'landlord' : 'tenant';
    return (await repairRequestsOf(ctx.em, viewer.id, side, filter)).map((request) => this.view(request, viewer, now));
  }

  /** GET /api/repair-requests/{id}: the two parties and admins; anyone else 404. */
  async get(ctx: ServiceContext, id: number): Promise<RepairRequestDetail> {
    const viewer = requireViewer(ctx);
    const { request } = await this.forReader(ctx, id);
    return this.detail(ctx, request, viewer);
  }

  /**
   * For other modules (entry notices, inspections): the request `id` as its two parties and admins reach it; 404 to
   * anyone else (and to a visitor, 401).
   */
  async forReader(ctx: ServiceContext, id: number): Promise<RepairRequestAccess> {
    const viewer = requireViewer(ctx);
    const request = await findRepairRequest(ctx.em, id);
    if (!request || !canSeeRepairRequest(viewer, request)) throw new DomainError('NOT_FOUND', NOT_FOUND);
    return { request, side: repairSide(viewer, request) };
  }

  /** For other modules: the request `id` for one of its two parties only (admins included in 404: they read, they do not act). */
  async forParty(ctx: ServiceContext, id: number): Promise<RepairRequestAccess & { side: RepairParty }> {
    const access = await this.forReader(ctx, id);
    if (access.side === null) throw new DomainError('FORBIDDEN', 'Only the tenant and the landlord of this repair request can do this.');
    return access as RepairRequestAccess & { side: RepairParty };
  }

  /** PATCH /api/repair-requests/{id} {status}: one move of the status machine; 403 for a status not the caller's to set, 409 for any other move. */
  async move(ctx: ServiceContext, id: number, input: unknown): Promise<RepairRequestDetail> {
    const viewer = requireViewer(ctx);
    const { request, side } = await this.forParty(ctx, id);
    const { status } = parseInput(repairStatusSchema, input);
    const verdict = statusMove(side, request.status, status);
    if (verdict === 'not-yours') {
      throw new DomainError('REPAIR_STATUS_NOT_YOURS', side === 'tenant' ? 'Only the landlord can set this status.' : 'Only the tenant can set this status.');
    }
    if (verdict === 'not-allowed') throw notAllowed();
    const now = this.now();
    const notification: Notification = await ctx.em.transactional(async (em) => {
      // Conditional on the status read: a concurrent move makes this one a 409, never two entries for one step.
      if (!(await moveRepairStatus(em, id, request.status, status, now))) throw notAllowed();
      await insertRepairEvent(em, { requestId: id, actorId: viewer.id, fromStatus: request.status, toStatus: status, at: now });
      return this.notices.record(em, (await findRepairRequest(em, id))!, 'moved', viewer.id, status);
    });
    await this.notices.publish(ctx.em, [notification]);
    return this.detail(ctx, (await findRepairRequest(ctx.em, id))!, viewer);
  }

  /** POST /api/repair-requests/{id}/comments {body, photos?}: either party; the other is told. */
  async comment(ctx: ServiceContext, id: number, input: unknown): Promise<RepairCommentView> {
    const viewer = requireViewer(ctx);
    const { request } = await this.forReader(ctx, id);
    if (!canCommentOnRepair(viewer, request)) throw new DomainError('FORBIDDEN', 'Only the tenant and the landlord of this repair request can comment.');
    const parsed = parseInput(repairCommentSchema, input);
    await this.writeLimits.consume(viewer, 'repair');
    const photos = await this.ownPhotos(ctx, viewer, parsed.photos, 'photos');
    const now = this.now();
    const [commentId, notification] = await ctx.em.transactional(async (em) => {
      const created = await insertRepairComment(em, { requestId: id, authorId: viewer.id, body: parsed.body, photos, at: now });
      return [created, await this.notices.record(em, request, 'commented', viewer.id)] as const;
    });
    await this.notices.publish(ctx.em, [notification]);
    return (await repairComments(ctx.em, id)).find((comment) => comment.id === commentId)!;
  }

  /** The request with its timeline and thread, for `viewer`. */
  private async detail(ctx: ServiceContext, request: RepairRequestRecord, viewer: Actor): Promise<RepairRequestDetail> {
    const [timeline, comments] = await Promise.all([repairTimeline(ctx.em, request.id), repairComments(ctx.em, request.id)]);
    return { ...this.view(request, viewer, this.now()), timeline, comments };
  }

  private view(request: RepairRequestRecord, viewer: Actor, now: Date): RepairRequestView {
    const side = repairSide(viewer, request);
    const until = request.resolvedAt ?? now;
    return {
      ...request,
      waitedHours: Math.max(0, Math.round(((until.getTime() - request.createdAt.getTime()) / HOUR_MS) * 10) / 10),
      viewerSide: side,
      nextStatuses: side ? repairMovesFrom(request.status, side) : [],
    };
  }

  /** Photos are the caller's own uploads (any spelling of their cid); anything else is refused, unnamed. */
  private async ownPhotos(ctx: ServiceContext, viewer: Actor, cids: string[], path: string): Promise<string[]> {
    const owned = await findOwnedFiles(ctx.em, viewer.id, cids);
    const files = cids.map(owned);
    const missing = files.findIndex((file) => file === null || !file.mimeType.startsWith('image/'));
    if (missing >= 0) throw invalidFields([{ path: `${path}.${missing}`, source: 'A photo must be an image you uploaded.' }]);
    return [...new Set(files.map((file) => file!.cid))];
  }
}

const notAllowed = () => new DomainError('REPAIR_STATUS_MOVE_NOT_ALLOWED', 'This repair request cannot move to that status from where it is now.');
