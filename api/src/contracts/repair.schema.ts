import { z } from 'zod';
import { CID_PATTERN } from './property.schema.js';

/** Repair requests (docs/product.md#repair-requests): what the tenant's form and the API share. */
export const REPAIR_CATEGORIES = ['plumbing', 'heating', 'electrical', 'appliance', 'doors-and-locks', 'pests', 'mould', 'structure', 'other'] as const;
export type RepairCategory = (typeof REPAIR_CATEGORIES)[number];

/** emergency: no heat in winter, flooding, no water, gas, a lock that does not close; shown and listed first. */
export const REPAIR_URGENCIES = ['emergency', 'urgent', 'routine'] as const;
export type RepairUrgency = (typeof REPAIR_URGENCIES)[number];

export const REPAIR_STATUSES = ['open', 'acknowledged', 'scheduled', 'in_progress', 'resolved', 'closed'] as const;
export type RepairStatus = (typeof REPAIR_STATUSES)[number];

/** Which party of the lease moves a request. */
export const REPAIR_PARTIES = ['tenant', 'landlord'] as const;
export type RepairParty = (typeof REPAIR_PARTIES)[number];

/**
 * The status machine, in one place: every allowed move and who makes it. The landlord walks the request forward one
 * step at a time; the tenant confirms a resolved request (closed) or reopens it (back to open). Anything else is 409
 * REPAIR_STATUS_MOVE_NOT_ALLOWED; a status the caller's side never sets is 403 REPAIR_STATUS_NOT_YOURS.
 */
export const REPAIR_STATUS_MOVES: ReadonlyArray<{ from: RepairStatus; to: RepairStatus; by: RepairParty }> = [
  { from: 'open', to: 'acknowledged', by: 'landlord' },
  { from: 'acknowledged', to: 'scheduled', by: 'landlord' },
  { from: 'scheduled', to: 'in_progress', by: 'landlord' },
  { from: 'in_progress', to: 'resolved', by: 'landlord' },
  { from: 'resolved', to: 'closed', by: 'tenant' },
  { from: 'resolved', to: 'open', by: 'tenant' },
];

/** The moves `party` may make from `status`, in table order (the screens' buttons). */
export const repairMovesFrom = (status: RepairStatus, party: RepairParty): RepairStatus[] =>
  REPAIR_STATUS_MOVES.filter((move) => move.from === status && move.by === party).map((move) => move.to);

/** Whether `party` ever sets `status` (a tenant setting `scheduled` is not theirs to set: 403, not 409). */
export const repairStatusSetBy = (status: RepairStatus, party: RepairParty): boolean =>
  REPAIR_STATUS_MOVES.some((move) => move.to === status && move.by === party);

/** Requests still waiting on the landlord (the landlord's list counts their waiting time). */
export const REPAIR_WAITING_STATUSES = ['open', 'acknowledged', 'scheduled', 'in_progress'] as const satisfies readonly RepairStatus[];

/** A tenant may file from the lease's acceptance until this many days after its end date. */
export const REPAIR_FILING_GRACE_DAYS = 30;
export const REPAIR_DESCRIPTION_MAX = 4000;
export const REPAIR_COMMENT_MAX = 2000;
export const REPAIR_PHOTOS_MAX = 10;

const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .transform((value) => value.replace(CONTROL_CHARACTERS, '').trim())
    .pipe(z.string().min(1, `${label} cannot be blank`).max(max, `${label} is too long (max ${max} characters)`));

const photos = z
  .array(z.string().regex(CID_PATTERN, 'A photo has an invalid content id.'), { error: 'Photos must be a list of content ids.' })
  .max(REPAIR_PHOTOS_MAX, `At most ${REPAIR_PHOTOS_MAX} photos`)
  .transform((cids) => [...new Set(cids)])
  .default([]);

/** POST /api/leases/{id}/repair-requests. */
export const repairRequestSchema = z
  .object({
    category: z.enum(REPAIR_CATEGORIES, { error: `Category must be one of: ${REPAIR_CATEGORIES.join(', ')}` }),
    description: text('Description', REPAIR_DESCRIPTION_MAX),
    urgency: z.enum(REPAIR_URGENCIES, { error: `Urgency must be one of: ${REPAIR_URGENCIES.join(', ')}` }),
    photos,
    entryPermission: z.boolean({ error: 'entryPermission must be true or false' }).default(false),
  })
  .strict();
export type RepairRequestInput = z.infer<typeof repairRequestSchema>;

/** PATCH /api/repair-requests/{id}. */
export const repairStatusSchema = z
  .object({ status: z.enum(REPAIR_STATUSES, { error: `Status must be one of: ${REPAIR_STATUSES.join(', ')}` }) })
  .strict();

/** POST /api/repair-requests/{id}/comments. */
export const repairCommentSchema = z.object({ body: text('Comment', REPAIR_COMMENT_MAX), photos }).strict();
export type RepairCommentInput = z.infer<typeof repairCommentSchema>;

/** GET /api/repair-requests: optionally one property's, or only those still waiting on the landlord. */
export const repairRequestsQuerySchema = z
  .object({
    propertyId: z.coerce.number({ error: 'propertyId must be a numeric id' }).int().min(1).optional(),
    waiting: z.enum(['true', 'false']).transform((value) => value === 'true').optional(),
  })
  .strict();
