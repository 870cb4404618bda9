import { Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import type { UploadPurpose } from '../../contracts/index.js';

/** A single-use upload URL handed to one user. Only the SHA-256 of its token is stored, so any API instance accepts it. */
@Entity({ tableName: 'upload_grants' })
export class UploadGrant {
  @PrimaryKey({ type: 'text' })
  tokenHash!: string;

  @Property({ type: 'integer' })
  userId!: number;

  /** Narrows the accepted file kinds when the uploader asked for it (e.g. 'contract'). */
  @Property({ type: 'text', nullable: true })
  purpose: UploadPurpose | null = null;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt: Date | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
