import type { Opt } from '@mikro-orm/core';
import { Column, EnumColumn, Row, Table } from '../../common/columns.js';
import { graphqlEnum } from '../../common/graphql-enum.js';
import { RENT_INCREASE_STATUSES, type Province, type RentIncreaseStatus } from '../../contracts/index.js';

export const RentIncreaseStatusEnum = graphqlEnum(RENT_INCREASE_STATUSES, 'RentIncreaseStatus', 'Where a rent increase stands.', {
  notified: 'The landlord gave notice; it takes effect on its date (Québec: unless the tenant refuses within one month).',
  accepted: 'Québec: the tenant accepted it.',
  refused: 'Québec: the tenant refused it; the lease renews at the old rent unless the landlord applies to the TAL within one month.',
  cancelled: 'The landlord withdrew it before it took effect.',
});

/** A rent increase a landlord gave notice of (docs/rent-increases.md). Amounts in cents: a capped rent has cents. */
@Table('rent_increases', { name: 'RentIncrease', description: 'A rent increase of a lease, with its notice.', id: 'Rent increase id.', createdAt: 'When the notice was given.' })
export class RentIncrease extends Row {
  @Column('integer', { field: 'The lease it raises.' })
  leaseId!: number;

  /** The listing's province when the notice was given (its rules chose the notice). */
  @Column('text', { field: "The listing's province when the notice was given." })
  province!: Province;

  @Column('integer', { field: 'Monthly rent before, in cents.' })
  previousRentCents!: number;

  @Column('integer', { field: 'Monthly rent from the effective date, in cents.' })
  newRentCents!: number;

  @Column('date', { field: 'The day the new rent takes effect (YYYY-MM-DD).' })
  effectiveDate!: string;

  @Column('date', { field: 'The day the notice was given (YYYY-MM-DD).' })
  noticeDate!: string;

  @Column('decimal', { precision: 4, scale: 1, runtimeType: 'number', nullable: true, field: 'The cap that applied, in per cent; null when uncapped.' })
  capPercent: number | null = null;

  @EnumColumn(RENT_INCREASE_STATUSES, { default: 'notified', graphqlType: RentIncreaseStatusEnum, field: 'notified, accepted or refused (Québec), cancelled.' })
  status: Opt<RentIncreaseStatus> = 'notified';

  @Column('date', { nullable: true, field: 'Québec: the last day the tenant may refuse; null elsewhere.' })
  answerBy: string | null = null;

  @Column('datetime', { nullable: true, field: 'When the tenant answered; null until then.' })
  answeredAt: Date | null = null;

  @Column('integer', { field: 'The landlord who gave the notice.' })
  createdBy!: number;
}
