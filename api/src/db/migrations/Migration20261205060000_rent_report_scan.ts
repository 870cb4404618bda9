import { Migration } from '@mikro-orm/migrations';

/**
 * The rent report's refresh reads every public listing (docs/rent-report.md, "The refresh"). From the table that is
 * a 1.9 GB heap at a million listings (wide rows: descriptions, search vectors) and a place key computed per row;
 * this partial index holds only what the refresh reads, place key computed once at write time, 66 MB, so the refresh
 * scans it alone (an index-only scan; the table's visibility map is kept by autovacuum). Its predicate is the
 * property module's PUBLIC_LISTING; its key starts with the id because an expression cannot be an INCLUDE column.
 */
export class Migration20261205060000_rent_report_scan extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index properties_rent_report_idx on properties (id, hearth_place_key(city))
      include (province, city, bedrooms, property_type, monthly_rent)
      where status = 'approved' and show_on_marketplace and not owner_suspended;`);
    this.addSql(`analyze properties;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index properties_rent_report_idx;`);
  }
}
