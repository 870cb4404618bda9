import type { Opt } from '@mikro-orm/core';
import { Column, EnumColumn, Row, Table } from '../../common/columns.js';
import { VIEWING_BOOKING_STATUSES, VIEWING_CANCELLED_BY, type ViewingBookingStatus, type ViewingCancelledBy } from '../../contracts/index.js';

/** A tenant's place in a viewing slot; one active booking per tenant and listing (partial unique index). */
@Table('viewing_bookings')
export class ViewingBooking extends Row {
  @Column('integer')
  slotId!: number;

  @Column('integer')
  propertyId!: number;

  @Column('integer')
  tenantId!: number;

  @EnumColumn(VIEWING_BOOKING_STATUSES, { default: 'active' })
  status: Opt<ViewingBookingStatus> = 'active';

  @Column('text', { nullable: true })
  message: string | null = null;

  @EnumColumn(VIEWING_CANCELLED_BY, { nullable: true })
  cancelledBy: ViewingCancelledBy | null = null;

  @Column('text', { nullable: true })
  cancelReason: string | null = null;

  @Column('datetime', { nullable: true })
  cancelledAt: Date | null = null;

  /** Set by the reminder job in the transaction that sends it: a reminder goes out once. */
  @Column('datetime', { nullable: true })
  remindedAt: Date | null = null;
}
