import type { Opt } from '@mikro-orm/core';
import { Column, Row, Table } from '../../common/columns.js';
import type { GuidelineProvince } from './rent-guideline.types.js';

/**
 * The yearly rent increase guideline of a province that publishes one (docs/rent-increases.md): the cap of the
 * increases taking effect that year. Kept by admins; the migration seeds every published figure, each with its source.
 */
@Table('rent_guidelines', { name: 'RentGuideline', description: "A province's yearly rent increase guideline, as admins keep it.", id: 'Guideline id.' })
export class RentGuideline extends Row {
  @Column('text', { field: 'Province code (ON, BC, MB, PE).' })
  province!: GuidelineProvince;

  @Column('integer', { field: 'The year the increases it caps take effect.' })
  year!: number;

  @Column('decimal', { precision: 4, scale: 1, runtimeType: 'number', field: 'The cap, in per cent (one decimal).' })
  percent!: number;

  @Column('text', { field: 'Where the figure was published.' })
  source!: string;

  @Column('integer', { nullable: true, field: 'The admin who last set it; null for a seeded figure.' })
  updatedBy: number | null = null;

  @Column('datetime', { defaultRaw: 'now()', field: 'When it was last set.' })
  updatedAt: Opt<Date> = new Date();
}
