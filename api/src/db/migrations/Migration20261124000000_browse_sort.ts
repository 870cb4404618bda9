import { Migration } from '@mikro-orm/migrations';

/**
 * Browse by price (sort=price_asc|price_desc) in keyset order, read forwards or backwards from one index, and a
 * rent of at least $1 for listings written from now on (NOT VALID: rows stored before are left as they are).
 * Ends with ANALYZE: an index built on loaded data is only chosen once the planner has statistics.
 */
export class Migration20261124000000_browse_sort extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index properties_price_idx on properties (status, show_on_marketplace, monthly_rent, id);`);
    this.addSql(`alter table properties add constraint properties_rent_min check (monthly_rent >= 1) not valid;`);
    this.addSql(`analyze properties;`);
  }
}
