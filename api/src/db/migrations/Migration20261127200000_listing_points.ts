import { Migration } from '@mikro-orm/migrations';
import { placeUnplacedListings } from './listing-points.js';

/** Every listing gets a point (docs/product.md#search-and-map): listings saved before geocoding are placed like new ones. */
export class Migration20261127200000_listing_points extends Migration {
  override async up(): Promise<void> {
    await placeUnplacedListings((sql, params) => this.execute(sql, params));
  }

  override async down(): Promise<void> {
    // The points stay: they are data, and the columns' own migration drops them.
  }
}
