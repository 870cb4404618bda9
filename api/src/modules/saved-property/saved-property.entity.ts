import { Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';

/** A user's favourite (spec §3 saved_properties); unique per (user, property). */
@Entity({ tableName: 'saved_properties' })
export class SavedProperty {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'integer' })
  userId!: number;

  @Property({ type: 'integer' })
  propertyId!: number;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
