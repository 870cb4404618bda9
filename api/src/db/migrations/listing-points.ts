import { geocode, type Province } from '../../contracts/index.js';

type Execute = (sql: string, params?: unknown[]) => Promise<unknown>;

/**
 * Places every listing without a point like a new one, from the bundled tables (postal area, else city, else the
 * province's capital): one update for all of them. Shared by the migrations that backfill points.
 */
export async function placeUnplacedListings(execute: Execute): Promise<void> {
  const places = (await execute(`select distinct city, province, postal_code as "postalCode" from properties where latitude is null`)) as {
    city: string;
    province: Province;
    postalCode: string | null;
  }[];
  if (places.length === 0) return;
  const points = places.map((place) => ({ ...place, ...geocode(place) }));
  await execute(
    `update properties p set latitude = v.latitude, longitude = v.longitude
     from jsonb_to_recordset(?::jsonb) as v(city text, province text, "postalCode" text, latitude float8, longitude float8)
     where p.latitude is null and p.city = v.city and p.province = v.province and p.postal_code is not distinct from v."postalCode"`,
    [JSON.stringify(points)],
  );
}
