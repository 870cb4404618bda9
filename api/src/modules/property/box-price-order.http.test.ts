import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../../test/auth-helpers.js';
import { appWithCast, marketplaceActors } from '../../../test/marketplace-fixtures.js';
import { BOX_CELLS_MAX, boxCells } from './property.queries.js';

const actors = appWithCast(marketplaceActors);

// 400 listings over about half a degree around Toronto, rents and bedrooms spread so that cheap listings, dear
// listings and ties fall on every side of the cells' edges (a tenth of a degree), some right on an edge.
const LISTINGS = 400;
beforeAll(async () => {
  await sql(
    actors.t,
    `insert into properties (title, address, city, province, property_type, bedrooms, bathrooms, monthly_rent, owner_id, status,
       created_at, latitude, longitude)
     select 'Listing ' || n, n || ' Queen St', 'Toronto', 'ON', case when n % 3 = 0 then 'condo' else 'townhouse' end, n % 4, 1,
       1000 + (n * 7919) % 2500, $1, 'approved', timestamptz '2026-11-01T00:00:00Z' + n * interval '1 minute',
       43.45 + ((n * 37) % 60) / 100.0, -79.75 + ((n * 53) % 70) / 100.0
     from generate_series(1, $2) n`,
    [actors.landlord.id, LISTINGS],
  );
});

interface Box {
  west: number;
  south: number;
  east: number;
  north: number;
}

interface Filter {
  bedrooms?: number;
  propertyType?: string;
  /** Every listing here is on Queen St: a text query that matches them all (the cells' walk checks it row by row). */
  q?: string;
}

/** What a browse of the box must answer: every public listing in it, by rent then id, straight from the table. */
async function expected(box: Box, direction: 'asc' | 'desc', { bedrooms = 0, propertyType, q }: Filter): Promise<number[]> {
  const { rows } = await sql<{ id: number }>(
    actors.t,
    `select id from properties where status = 'approved' and show_on_marketplace and not owner_suspended and bedrooms >= $5
       and latitude between $1 and $2 and longitude between $3 and $4 and ($6::text is null or property_type = $6)
       and ($7::text is null or address ilike '%' || $7 || '%') order by monthly_rent ${direction}, id ${direction}`,
    [box.south, box.north, box.west, box.east, bedrooms, propertyType ?? null, q ?? null],
  );
  return rows.map((row) => row.id);
}

/** Every page of the browse, following the next cursor. */
async function pages(box: Box, sort: string, filter: Filter): Promise<number[]> {
  const ids: number[] = [];
  let cursor: string | null = null;
  const filters = new URLSearchParams(Object.entries(filter).map(([key, value]) => [key, String(value)])).toString();
  do {
    const query: string = `bbox=${box.west},${box.south},${box.east},${box.north}&sort=${sort}&${filters}&limit=7${cursor ? `&cursor=${cursor}` : ''}`;
    const response = await actors.anonymous.get(`/api/properties?${query}`);
    expect(response.status).toBe(200);
    ids.push(...(response.json as { id: number }[]).map((listing) => listing.id));
    cursor = response.headers.get('x-next-cursor');
  } while (cursor);
  return ids;
}

describe('a map box sorted by price (read cell by cell up to BOX_CELLS_MAX cells)', () => {
  const boxes: [string, Box][] = [
    ['inside one cell', { west: -79.39, south: 43.61, east: -79.31, north: 43.69 }],
    ['across a few cells, edges on cell lines', { west: -79.5, south: 43.5, east: -79.2, north: 43.8 }],
    ['the whole set, under the cell limit', { west: -79.8, south: 43.4, east: -79.0, north: 44.1 }],
    ['wider than the cell limit (the rent index instead)', { west: -81, south: 43, east: -78, north: 45 }],
  ];

  it.each(boxes)('%s: every listing of the box in rent order, either way, across pages, with each kind of filter', async (_, box) => {
    const filters: Filter[] = [{}, { bedrooms: 2 }, { bedrooms: 5 }, { propertyType: 'condo' }, { propertyType: 'townhouse', bedrooms: 1 }, { q: 'queen' }, { q: 'queen', bedrooms: 3 }];
    for (const filter of filters) {
      const ascending = await expected(box, 'asc', filter);
      if (filter.bedrooms !== 5) expect(ascending.length).toBeGreaterThan(0);
      expect(await pages(box, 'price_asc', filter), JSON.stringify(filter)).toEqual(ascending);
      expect(await pages(box, 'price_desc', filter), JSON.stringify(filter)).toEqual(await expected(box, 'desc', filter));
    }
  });

  it('takes the cells the database puts each pin in, edges included', async () => {
    const [cell] = (await sql<{ cell: number }>(actors.t, 'select hearth_geo_cell(43.6, -79.4) as cell')).rows;
    expect(boxCells({ west: -79.4, south: 43.6, east: -79.4, north: 43.6 })).toEqual([cell!.cell]);
    const box = { west: -79.64, south: 43.58, east: -79.12, north: 43.86 };
    const cells = boxCells(box)!;
    expect(cells).toHaveLength(4 * 6); // latitudes 43.5 to 43.8, longitudes -79.7 to -79.2
    const [inDatabase] = (
      await sql<{ cells: number[] }>(
        actors.t,
        `select array_agg(distinct hearth_geo_cell(latitude, longitude)) as cells from properties
           where latitude between $1 and $2 and longitude between $3 and $4`,
        [box.south, box.north, box.west, box.east],
      )
    ).rows;
    for (const cell of inDatabase!.cells) expect(cells).toContain(cell);
    expect(boxCells({ west: -80, south: 43, east: -79, north: 44 })).toBeNull();
    expect(BOX_CELLS_MAX).toBeLessThan(11 * 11);
  });
});
