import { Migration } from '@mikro-orm/migrations';

/**
 * 'Search this area' (docs/product.md#search-and-map): listings whose pin lies in the map's box. A GiST index on the pin answers
 * `point <@ box` for the marketplace rows only (the browse's other filters are checked on the few rows it returns).
 */
export class Migration20261127100000_search_bbox extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create index properties_point_idx on properties using gist (point(longitude, latitude)) where status = 'approved' and show_on_marketplace;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index properties_point_idx;`);
  }
}
