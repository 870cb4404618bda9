import { Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';

/** A signed-in browser. The cookie holds a random token; only its SHA-256 is stored, so a database leak signs no one in. */
@Entity({ tableName: 'sessions' })
export class Session {
  @PrimaryKey({ type: 'text' })
  tokenHash!: string;

  @Property({ type: 'integer' })
  userId!: number;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'text', nullable: true })
  userAgent: string | null = null;
}
