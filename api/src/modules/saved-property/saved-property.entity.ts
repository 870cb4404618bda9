import { Column, Row, Table } from '../../common/columns.js';

/** A user's favourite (spec §3 saved_properties); unique per (user, property). */
@Table('saved_properties')
export class SavedProperty extends Row {
  @Column('integer')
  userId!: number;

  @Column('integer')
  propertyId!: number;
}
