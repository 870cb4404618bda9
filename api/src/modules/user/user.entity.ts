import type { Opt } from '@mikro-orm/core';
import { Column, EnumColumn, Row, Table } from '../../common/columns.js';
import { LANGUAGES, ROLES, type Language, type Role } from '../../contracts/index.js';
import { graphqlEnum } from '../../common/graphql-enum.js';

export const LanguageEnum = graphqlEnum(LANGUAGES, 'Language', 'A language of the app, its emails and API messages.', {
  en: 'English (en-CA).',
  fr: 'French (fr-CA, Quebec French).',
});

export const RoleEnum = graphqlEnum(ROLES, 'Role', 'What a user does on Hearth: rent (tenant), list (landlord) or review (admin).', {
  tenant: 'Browses, saves and inquires about rentals.',
  landlord: 'Lists properties, creates leases and answers inquiries.',
  admin: 'Reviews listings (approve or reject) and sees all leases; created by operators only.',
});

/** An account (docs/product.md#entities). Everything but id and name is exposed through UserResolver field rules, never directly. */
@Table('users', {
  description: 'A Hearth account. A stranger sees the name only; other fields are null unless the viewer may see them.',
  id: 'Numeric id, shown as #id in the UI.',
})
export class User extends Row {
  /** Unique case-insensitively (index on lower(email)). */
  @Column('text')
  email!: string;

  @Column('text', { nullable: true, field: 'Full name.' })
  name: string | null = null;

  /** argon2id hash; null for accounts that only ever used magic links. */
  @Column('text', { nullable: true, hidden: true })
  password: string | null = null;

  @EnumColumn(ROLES, { default: 'tenant' })
  role: Opt<Role> = 'tenant';

  @Column('text', { nullable: true })
  whatsapp: string | null = null;

  @Column('text', { nullable: true })
  phone: string | null = null;

  @Column('text', { nullable: true })
  bio: string | null = null;

  @Column('text', { nullable: true })
  location: string | null = null;

  /** When the owner proved the email address is theirs (the emailed link); null until then. */
  @Column('datetime', { nullable: true })
  emailVerifiedAt: Date | null = null;

  /** The language the person chose (emails, API messages, the app); null until they choose: their browser's then. */
  @EnumColumn(LANGUAGES, { nullable: true })
  preferredLanguage: Language | null = null;

  /** When an admin suspended the account (no sign-in, listings off the marketplace); null when active. */
  @Column('datetime', { nullable: true })
  suspendedAt: Date | null = null;

  /** The reason the admin gave the landlord for the suspension (when they gave one); null when active. */
  @Column('text', { nullable: true })
  suspensionReason: string | null = null;
}
