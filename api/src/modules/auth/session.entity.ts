import { Entity, PrimaryKey, type Opt } from '@mikro-orm/core';
import { Column, CreatedAtColumn } from '../../common/columns.js';

/** A signed-in browser. The cookie holds a random token; only its SHA-256 is stored, so a database leak signs no one in. */
@Entity({ tableName: 'sessions' })
export class Session {
  @PrimaryKey({ type: 'text' })
  tokenHash!: string;

  @Column('integer')
  userId!: number;

  @CreatedAtColumn()
  createdAt: Opt<Date> = new Date();

  @Column('datetime')
  expiresAt!: Date;

  @Column('text', { nullable: true })
  userAgent: string | null = null;
}
