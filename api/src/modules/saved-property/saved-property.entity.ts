import { Column, Row, Table } from '../../common/columns.js';

/** A user's favourite (docs/product.md#entities); unique per (user, property). */
@Table('saved_properties')
export class SavedProperty extends Row {
  @Column('integer')
  userId!: number;

  @Column('integer')
  propertyId!: number;
}
