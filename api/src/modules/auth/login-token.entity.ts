import { Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';

export const LOGIN_TOKEN_PURPOSES = ['magic_link', 'password_reset', 'email_verification'] as const;
export type LoginTokenPurpose = (typeof LOGIN_TOKEN_PURPOSES)[number];

/** A single-use emailed token (magic sign-in link, password reset or email verification); stored hashed. */
@Entity({ tableName: 'login_tokens' })
export class LoginToken {
  @PrimaryKey({ type: 'text' })
  tokenHash!: string;

  @Property({ type: 'integer' })
  userId!: number;

  @Property({ type: 'text' })
  purpose!: LoginTokenPurpose;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt: Date | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
