import { Column, EnumColumn, Row, Table } from '../../common/columns.js';
import { ENTRY_URGENCIES, PROVINCES, type EntryUrgency, type Province } from '../../contracts/index.js';

/**
 * A landlord's written notice of entry on a repair request (docs/entry-notices.md): when, how long, why, checked
 * against the province's rule when given. The request's parties, property and urgency are copied from it, so the
 * notice reads alone (the repair module owns the request's table). Read and written in SQL (entry-notice.queries.ts).
 */
@Table('entry_notices')
export class EntryNotice extends Row {
  @Column('integer')
  repairRequestId!: number;

  @Column('integer')
  propertyId!: number;

  @Column('integer')
  landlordId!: number;

  @Column('integer')
  tenantId!: number;

  @EnumColumn(PROVINCES)
  province!: Province;

  @EnumColumn(ENTRY_URGENCIES)
  urgency!: EntryUrgency;

  @Column('datetime')
  enterAt!: Date;

  @Column('datetime')
  endsAt!: Date;

  @Column('text')
  reason!: string;
}
