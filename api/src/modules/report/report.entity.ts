import type { Opt } from '@mikro-orm/core';
import { Column, EnumColumn, Row, Table } from '../../common/columns.js';
import { REPORT_REASONS, REPORT_STATUSES, type ReportReason, type ReportStatus } from '../../contracts/index.js';

/** A user's report of a listing (docs/product.md#trust-and-safety); one open report per (property, reporter), by a partial unique index. */
@Table('listing_reports')
export class ListingReport extends Row {
  @Column('integer')
  propertyId!: number;

  @Column('integer')
  reporterId!: number;

  @EnumColumn(REPORT_REASONS)
  reason!: ReportReason;

  @Column('text', { nullable: true })
  details: string | null = null;

  @EnumColumn(REPORT_STATUSES, { default: 'open' })
  status: Opt<ReportStatus> = 'open';

  @Column('integer', { nullable: true })
  resolvedBy: number | null = null;

  @Column('datetime', { nullable: true })
  resolvedAt: Date | null = null;
}
