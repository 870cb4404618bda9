import { Migration } from '@mikro-orm/migrations';

/**
 * The rent report (docs/rent-report.md), precomputed: one row per province, city (its place key, accents and case
 * forgiven), bedroom count and property type (null: all types together) with at least RENT_REPORT_MIN_SAMPLE public
 * listings. A refresh replaces every row in one transaction, so a reader sees the old report or the new one, never
 * half of each. `rent_report_state` holds when the rows were computed (one row). Owned by the property module,
 * which reads the listings; a listing's rent comparison looks its row up through rent_report_rows_lookup_idx.
 */
export class Migration20261205010000_rent_report extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table rent_report_rows (
      province text not null,
      city_key text not null,
      city text not null,
      bedrooms int not null,
      property_type text,
      median_rent double precision not null,
      sample_size int not null check (sample_size > 0),
      one_month_change_percent numeric(7, 1),
      one_year_change_percent numeric(7, 1)
    );`);
    this.addSql(`create unique index rent_report_rows_key_idx on rent_report_rows (province, city_key, bedrooms, coalesce(property_type, ''));`);
    // A listing's comparison: the all-types row of its city and bedrooms, one index probe per listing.
    this.addSql(`create unique index rent_report_rows_lookup_idx on rent_report_rows (city_key, province, bedrooms) where property_type is null;`);
    this.addSql(`create table rent_report_state (
      one boolean primary key default true check (one),
      generated_at timestamptz
    );`);
    this.addSql(`insert into rent_report_state default values;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table rent_report_state;`);
    this.addSql(`drop table rent_report_rows;`);
  }
}
