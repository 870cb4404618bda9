import type { Opt } from '@mikro-orm/core';
import { Column, Row, Table } from '../../common/columns.js';

/** A file attached to a property (docs/product.md#entities); bytes live in the content-addressed store under ipfsHash. */
@Table('documents', {
  description: 'A file attached to a property, addressed by its IPFS content id.',
  id: 'Document id.',
  createdAt: 'When it was attached.',
})
export class PropertyDocument extends Row {
  @Column('text', { field: 'File name as uploaded.' })
  name!: string;

  @Column('text', { field: "Document type, e.g. 'lease-agreement'." })
  type!: string;

  @Column('text', { field: 'IPFS CIDv1 of the bytes.' })
  ipfsHash!: string;

  @Column('integer', { field: 'The property the file belongs to.' })
  propertyId!: number;

  @Column('integer', { field: 'The user who uploaded it.' })
  uploadedBy!: number;

  /** Bytes, for a lease's contract (read as its contractDocument); not part of the document's own API shape. */
  @Column('integer', { nullable: true, hidden: true })
  size: number | null = null;

  @Column('text[]', { default: '{}', field: "Who may download: user ids, or 'public'." })
  accessibleTo: Opt<string[]> = [];
}
