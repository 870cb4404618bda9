import { Migration } from '@mikro-orm/migrations';
import { placeUnplacedListings } from './listing-points.js';

/**
 * Every listing has a point, and the database holds to it: any row still without one (written by raw SQL since the
 * first backfill) is placed from the bundled tables, then the columns become NOT NULL.
 */
export class Migration20261128300000_listing_points_required extends Migration {
  override async up(): Promise<void> {
    await placeUnplacedListings((sql, params) => this.execute(sql, params));
    await this.execute(`alter table properties alter column latitude set not null, alter column longitude set not null`);
  }

  override async down(): Promise<void> {
    await this.execute(`alter table properties alter column latitude drop not null, alter column longitude drop not null`);
  }
}
