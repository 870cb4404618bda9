import { Migration } from '@mikro-orm/migrations';

/**
 * Where a listing is (docs/product.md#search-and-map): its postal code and the point it is shown at on the map, geocoded when saved.
 * Nullable until every writer and the backfill give them.
 */
export class Migration20261127000000_listing_location extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table properties add column postal_code text null, add column latitude double precision null, add column longitude double precision null;`);
    this.addSql(`alter table properties add constraint properties_point_check check ((latitude is null) = (longitude is null) and (latitude is null or (latitude between -90 and 90 and longitude between -180 and 180)));`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table properties drop column postal_code, drop column latitude, drop column longitude;`);
  }
}
