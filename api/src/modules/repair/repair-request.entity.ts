import { Property, type Opt } from '@mikro-orm/core';
import { Column, EnumColumn, Row, Table } from '../../common/columns.js';
import {
  REPAIR_CATEGORIES,
  REPAIR_STATUSES,
  REPAIR_URGENCIES,
  type RepairCategory,
  type RepairStatus,
  type RepairUrgency,
} from '../../contracts/index.js';

/**
 * A repair a tenant asked for on their lease (docs/product.md#repair-requests). `propertyId` and `landlordId` are the
 * lease's, copied when filed. Read and written in SQL (repair.queries.ts); the entities name the tables for the ORM
 * and the guards.
 */
@Table('repair_requests')
export class RepairRequest extends Row {
  @Column('integer')
  leaseId!: number;

  @Column('integer')
  propertyId!: number;

  @Column('integer')
  landlordId!: number;

  @Column('integer')
  tenantId!: number;

  @EnumColumn(REPAIR_CATEGORIES)
  category!: RepairCategory;

  @Column('text')
  description!: string;

  @EnumColumn(REPAIR_URGENCIES)
  urgency!: RepairUrgency;

  // An array of content ids: no column type of columns.ts says it, so the ORM's own decorator does.
  @Property({ columnType: 'text[]', type: 'array', default: '{}' })
  photos: Opt<string[]> = [];

  @Column('boolean', { default: false })
  entryPermission: Opt<boolean> = false;

  @EnumColumn(REPAIR_STATUSES, { default: 'open' })
  status: Opt<RepairStatus> = 'open';

  @Column('datetime', { nullable: true })
  resolvedAt: Date | null = null;

  @Column('datetime')
  updatedAt!: Date;
}

/** One status change of a repair request: who moved it, from what to what (`fromStatus` null when filed). */
@Table('repair_request_events')
export class RepairRequestEvent extends Row {
  @Column('integer')
  requestId!: number;

  @Column('integer', { nullable: true })
  actorId: number | null = null;

  @EnumColumn(REPAIR_STATUSES, { nullable: true })
  fromStatus: RepairStatus | null = null;

  @EnumColumn(REPAIR_STATUSES)
  toStatus!: RepairStatus;
}

/** A comment of the thread on a repair request, by either party, with photos by content id. */
@Table('repair_request_comments')
export class RepairComment extends Row {
  @Column('integer')
  requestId!: number;

  @Column('integer', { nullable: true })
  authorId: number | null = null;

  @Column('text')
  body!: string;

  @Property({ columnType: 'text[]', type: 'array', default: '{}' })
  photos: Opt<string[]> = [];
}
