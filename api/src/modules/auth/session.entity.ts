import { Entity } from '@mikro-orm/core';
import { Column } from '../../common/columns.js';
import { HashedToken } from '../../common/hashed-token.entity.js';

/** A signed-in browser. The cookie holds the secret; a database leak signs no one in. */
@Entity({ tableName: 'sessions' })
export class Session extends HashedToken {
  @Column('text', { nullable: true })
  userAgent: string | null = null;
}
