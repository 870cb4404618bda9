import { Column, Row, Table } from '../../common/columns.js';

/**
 * One rent a listing has had (docs/product.md#price-history): from `effectiveFrom` until `effectiveUntil` (null: the
 * rent in force), with the rent before it (null for the first). Written only by price-history.ts, in the transaction
 * of the listing's creation or rent change; read through its SQL fragments.
 */
@Table('property_price_history')
export class PropertyPriceChange extends Row {
  @Column('integer')
  propertyId!: number;

  @Column('integer')
  monthlyRent!: number;

  @Column('integer', { nullable: true })
  previousRent: number | null = null;

  @Column('datetime')
  effectiveFrom!: Date;

  @Column('datetime', { nullable: true })
  effectiveUntil: Date | null = null;
}
