import { Entity, Enum, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { REPORT_REASONS, REPORT_STATUSES, type ReportReason, type ReportStatus } from '../../contracts/index.js';

/** A user's report of a listing (issue 11 §7); one open report per (property, reporter), by a partial unique index. */
@Entity({ tableName: 'listing_reports' })
export class ListingReport {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'integer' })
  propertyId!: number;

  @Property({ type: 'integer' })
  reporterId!: number;

  @Enum({ items: () => [...REPORT_REASONS], type: 'text' })
  reason!: ReportReason;

  @Property({ type: 'text', nullable: true })
  details: string | null = null;

  @Enum({ items: () => [...REPORT_STATUSES], type: 'text', default: 'open' })
  status: Opt<ReportStatus> = 'open';

  @Property({ type: 'integer', nullable: true })
  resolvedBy: number | null = null;

  @Property({ type: 'datetime', nullable: true })
  resolvedAt: Date | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
