import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.js';
import { openOrm } from '../orm.js';
import { Migration20261128300000_listing_points_required } from './Migration20261128300000_listing_points_required.js';

let url: string;
let db: pg.Client;
beforeAll(async () => {
  url = await createTestDatabase();
  db = new pg.Client({ connectionString: url });
  await db.connect();
});
afterAll(() => db.end());

/** The migration on the test database (migrated to the latest): `down` lets rows without a point in again. */
async function migrate(direction: 'up' | 'down') {
  const orm = await openOrm(url);
  try {
    await new Migration20261128300000_listing_points_required(orm.em.getDriver(), orm.config)[direction]();
  } finally {
    await orm.close();
  }
}

it('places listings saved without a point by postal area, city or province, leaves placed ones alone, then requires a point', async () => {
  await migrate('down');
  const { rows: owner } = await db.query(`insert into users (email, name, role) values ('old@example.ca', 'Old', 'landlord') returning id`);
  const insert = async (city: string, province: string, postalCode: string | null, point: [number, number] | null = null) =>
    (
      await db.query(
        `insert into properties (title, address, city, province, postal_code, latitude, longitude, property_type, bedrooms, bathrooms, monthly_rent, owner_id)
         values ('Flat', '1 Main St', $1, $2, $3, $4, $5, 'condo', 1, 1, 1500, $6) returning id`,
        [city, province, postalCode, point?.[0] ?? null, point?.[1] ?? null, owner[0].id],
      )
    ).rows[0].id as number;
  const ids = [
    await insert('Montreal', 'QC', null),
    await insert('Montréal', 'QC', 'H7N 1A1'),
    await insert('Tiny Hamlet', 'NS', null),
    await insert('Toronto', 'ON', null, [43.7, -79.4]),
  ];
  await migrate('up');
  const { rows } = await db.query(`select latitude, longitude from properties where id = any($1) order by id`, [ids]);
  expect(rows).toEqual([
    { latitude: 45.5017, longitude: -73.5673 },
    { latitude: 45.6066, longitude: -73.7124 },
    { latitude: 44.6488, longitude: -63.5752 },
    { latitude: 43.7, longitude: -79.4 },
  ]);
  await expect(insert('Toronto', 'ON', null)).rejects.toMatchObject({ code: '23502' });
});
