import { Migration } from '@mikro-orm/migrations';

/**
 * Listing statistics (docs/product.md#listing-statistics): one row per visitor per listing per day, the visitor an
 * HMAC under that day's secret (no IP address, no user id, no user agent is stored), and the daily secrets, which are
 * deleted after two days so yesterday's hashes can no longer be linked to anyone.
 */
export class Migration20261205040000_listing_views extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table listing_views (
      property_id integer not null references properties (id) on delete cascade,
      day date not null,
      visitor bytea not null,
      primary key (property_id, day, visitor)
    );`);
    this.addSql(`create table visitor_salts (
      day date primary key,
      secret bytea not null
    );`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table visitor_salts;');
    this.addSql('drop table listing_views;');
  }
}
