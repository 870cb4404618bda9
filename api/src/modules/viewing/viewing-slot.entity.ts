import type { Opt } from '@mikro-orm/core';
import { Column, Row, Table } from '../../common/columns.js';

/**
 * A time a landlord offers for viewing a listing (docs/product.md#viewings). `bookedCount` only moves by one conditional update
 * per booking and never passes `capacity` (a check); live slots of a listing never overlap (exclusion constraint).
 * Deleting a slot cancels it (`cancelledAt`), so its bookings keep their time.
 */
@Table('viewing_slots')
export class ViewingSlot extends Row {
  @Column('integer')
  propertyId!: number;

  @Column('datetime')
  startsAt!: Date;

  @Column('datetime')
  endsAt!: Date;

  @Column('integer')
  capacity!: number;

  @Column('integer', { default: 0 })
  bookedCount: Opt<number> = 0;

  @Column('datetime', { nullable: true })
  cancelledAt: Date | null = null;
}
