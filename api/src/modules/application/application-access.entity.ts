import { Column, Row, Table } from '../../common/columns.js';

/** One landlord read of an application or one of its documents; its tenant sees the list (docs/product.md#rental-applications). */
@Table('application_access_log', { description: 'Who opened an application, and when.', id: 'Entry id.' })
export class ApplicationAccess extends Row {
  @Column('integer')
  applicationId!: number;

  @Column('integer', { nullable: true })
  viewerId: number | null = null;

  @Column('text', { field: 'Who opened it (their name when they did).' })
  viewerName!: string;

  @Column('text', { field: "Their role: 'landlord'." })
  viewerRole!: string;

  @Column('text', { field: "'viewed' (the application) or 'downloaded' (one of its documents)." })
  action!: 'viewed' | 'downloaded';

  @Column('text', { nullable: true, field: 'The document downloaded, if any.' })
  documentName: string | null = null;

  @Column('datetime', { defaultRaw: 'now()', field: 'When.' })
  at: Date = new Date();
}
