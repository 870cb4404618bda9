import { Entity, Enum, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { ROLES, type Role } from '../../contracts/index.js';
import { graphqlEnum } from '../../common/graphql-enum.js';

export const RoleEnum = graphqlEnum(ROLES, 'Role', 'What a user does on Hearth: rent (tenant), list (landlord) or review (admin).', {
  tenant: 'Browses, saves and inquires about rentals.',
  landlord: 'Lists properties, creates leases and answers inquiries.',
  admin: 'Reviews listings (approve or reject) and sees all leases; created by operators only.',
});

/** An account (spec §3 users). Everything but id and name is exposed through UserResolver field rules, never directly. */
@ObjectType({ description: 'A Hearth account. A stranger sees the name only; other fields are null unless the viewer may see them.' })
@Entity({ tableName: 'users' })
export class User {
  @Field(() => Int, { description: 'Numeric id, shown as #id in the UI.' })
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** Unique case-insensitively (index on lower(email)). */
  @Property({ type: 'text' })
  email!: string;

  @Field(() => String, { nullable: true, description: 'Full name.' })
  @Property({ type: 'text', nullable: true })
  name: string | null = null;

  /** argon2id hash; null for accounts that only ever used magic links. */
  @Property({ type: 'text', nullable: true, hidden: true })
  password: string | null = null;

  @Enum({ items: () => [...ROLES], type: 'text', default: 'tenant' })
  role: Opt<Role> = 'tenant';

  @Property({ type: 'text', nullable: true })
  whatsapp: string | null = null;

  @Property({ type: 'text', nullable: true })
  phone: string | null = null;

  @Property({ type: 'text', nullable: true })
  bio: string | null = null;

  @Property({ type: 'text', nullable: true })
  location: string | null = null;

  /** When the owner proved the email address is theirs (the emailed link); null until then. */
  @Property({ type: 'datetime', nullable: true })
  emailVerifiedAt: Date | null = null;

  /** When an admin suspended the account (no sign-in, listings off the marketplace); null when active. */
  @Property({ type: 'datetime', nullable: true })
  suspendedAt: Date | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
