import { Entity, Enum, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { FILE_CATEGORIES, type FileCategory } from '../../contracts/index.js';

/** One upload: who sent which bytes under which name. The bytes live in the content store under `cid`. */
@Entity({ tableName: 'stored_files' })
export class StoredFile {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** IPFS CIDv1; several rows may share one cid (the same bytes uploaded twice). */
  @Property({ type: 'text' })
  cid!: string;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'integer' })
  size!: number;

  /** The type found in the bytes (never the one the client claimed). */
  @Property({ type: 'text' })
  mimeType!: string;

  @Enum({ items: () => [...FILE_CATEGORIES], type: 'text' })
  category!: FileCategory;

  /** Null once the uploader's account is deleted; the file stays for the documents that cite it. */
  @Property({ type: 'integer', nullable: true })
  uploadedBy: number | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
