import { Entity, PrimaryKey, type Opt } from '@mikro-orm/core';
import { Column, CreatedAtColumn } from './columns.js';

/**
 * A secret handed to one user until it expires (a session, a single-use token). Only its SHA-256 is stored
 * (common/tokens.ts), so a database leak replays nothing.
 */
@Entity({ abstract: true })
export abstract class HashedToken {
  @PrimaryKey({ type: 'text' })
  tokenHash!: string;

  @Column('integer')
  userId!: number;

  @Column('datetime')
  expiresAt!: Date;

  @CreatedAtColumn()
  createdAt: Opt<Date> = new Date();
}
