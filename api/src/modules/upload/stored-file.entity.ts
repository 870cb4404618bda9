import { Column, EnumColumn, Row, Table } from '../../common/columns.js';
import { FILE_CATEGORIES, type FileCategory } from '../../contracts/index.js';

/** One upload: who sent which bytes under which name. The bytes live in the content store under `cid`. */
@Table('stored_files')
export class StoredFile extends Row {
  /** IPFS CIDv1; several rows may share one cid (the same bytes uploaded twice). */
  @Column('text')
  cid!: string;

  @Column('text')
  name!: string;

  @Column('integer')
  size!: number;

  /** The type found in the bytes (never the one the client claimed). */
  @Column('text')
  mimeType!: string;

  @EnumColumn(FILE_CATEGORIES)
  category!: FileCategory;

  /** Null once the uploader's account is deleted; the file stays for the documents that cite it. */
  @Column('integer', { nullable: true })
  uploadedBy: number | null = null;
}
