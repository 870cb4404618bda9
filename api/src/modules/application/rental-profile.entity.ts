import type { Opt } from '@mikro-orm/core';
import { Column, Row, Table } from '../../common/columns.js';
import type { RentalProfileInput } from '../../contracts/index.js';

/** A tenant's one reusable rental profile (docs/product.md#rental-applications); `data` is the contract's shape, copied whole into each application. */
@Table('rental_profiles')
export class RentalProfileRow extends Row {
  @Column('integer')
  userId!: number;

  @Column('json')
  data!: RentalProfileInput;

  @Column('datetime', { defaultRaw: 'now()' })
  updatedAt: Opt<Date> = new Date();
}
