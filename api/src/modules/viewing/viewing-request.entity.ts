import { Property, type Opt } from '@mikro-orm/core';
import { Column, EnumColumn, Row, Table } from '../../common/columns.js';
import { VIEWING_REQUEST_STATUSES, type ViewingRequestStatus } from '../../contracts/index.js';

/**
 * A tenant's request to view a listing without viewing times (docs/product.md#viewing-requests): up to three proposed
 * times and a message; the owner answers once (accepts a time, which becomes `bookingId`; offers slots; declines).
 * Read and written in SQL (viewing-request.queries.ts); the entity names the table for the ORM and the guards.
 */
@Table('viewing_requests')
export class ViewingRequest extends Row {
  @Column('integer')
  propertyId!: number;

  @Column('integer')
  tenantId!: number;

  // An array of instants: no column type of columns.ts says it, so the ORM's own decorator does.
  @Property({ columnType: 'timestamptz[]', type: 'array', default: '{}' })
  proposedTimes: Opt<Date[]> = [];

  @Column('text', { nullable: true })
  message: string | null = null;

  @EnumColumn(VIEWING_REQUEST_STATUSES, { default: 'pending' })
  status: Opt<ViewingRequestStatus> = 'pending';

  @Column('integer', { nullable: true })
  bookingId: number | null = null;

  @Column('text', { nullable: true })
  declineReason: string | null = null;

  @Column('datetime', { nullable: true })
  answeredAt: Date | null = null;
}
