import { Migration } from '@mikro-orm/migrations';
import { geocode, type Province } from '../../contracts/index.js';

/**
 * Every listing gets a point (issue 14): listings saved before geocoding are placed like new ones, from the
 * bundled tables (postal area, else city, else the province's capital), one update for all of them.
 */
export class Migration20261127200000_listing_points extends Migration {
  override async up(): Promise<void> {
    const places = (await this.execute(
      `select distinct city, province, postal_code as "postalCode" from properties where latitude is null`,
    )) as { city: string; province: Province; postalCode: string | null }[];
    if (places.length === 0) return;
    const points = places.map((place) => ({ ...place, ...geocode(place) }));
    await this.execute(
      `update properties p set latitude = v.latitude, longitude = v.longitude
       from jsonb_to_recordset(?::jsonb) as v(city text, province text, "postalCode" text, latitude float8, longitude float8)
       where p.latitude is null and p.city = v.city and p.province = v.province and p.postal_code is not distinct from v."postalCode"`,
      [JSON.stringify(points)],
    );
  }

  override async down(): Promise<void> {
    // The points stay: they are data, and the columns' own migration drops them.
  }
}
