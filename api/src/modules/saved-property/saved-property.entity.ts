import { Entity, type Opt } from '@mikro-orm/core';
import { Column, CreatedAtColumn, IdColumn } from '../../common/columns.js';

/** A user's favourite (spec §3 saved_properties); unique per (user, property). */
@Entity({ tableName: 'saved_properties' })
export class SavedProperty {
  @IdColumn()
  id!: number;

  @Column('integer')
  userId!: number;

  @Column('integer')
  propertyId!: number;

  @CreatedAtColumn()
  createdAt: Opt<Date> = new Date();
}
