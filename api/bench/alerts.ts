/**
 * Saved-search matching at scale: `npm run bench -w @hearth/api -- alerts [searches]` seeds 100,000 saved searches
 * (default) over 2,000 owners with realistic criteria (most name a city, some a type, rent caps, bedrooms, a text
 * query or a map box), analyzes, then times the one statement that matches a newly approved listing against all of
 * them (recordMatches), for listings in several cities, each in a rolled-back transaction so every run is fresh.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { bootstrap } from '../src/bootstrap.js';
import { createLogger } from '../src/common/logger.js';
import { loadConfig } from '../src/config.js';
import { recordMatches } from '../src/modules/saved-search/saved-search.queries.js';

const SEARCHES = Number(process.argv[2] ?? 100_000);
const CITIES = ['Toronto', 'Montréal', 'Vancouver', 'Calgary', 'Ottawa', 'Edmonton', 'Québec', 'Winnipeg', 'Hamilton', 'Laval', 'Halifax', 'Victoria', 'Gatineau', 'Sherbrooke', 'Kingston'];

const dataDir = process.env.DATABASE_URL ? undefined : await mkdtemp(path.join(os.tmpdir(), 'hearth-bench-alerts-'));
const runtime = await bootstrap({ ...loadConfig(), seedDemo: false, ...(dataDir ? { dataDir } : {}) }, createLogger('warn'));
const { pool, orm } = runtime.services;
try {
  const cities = `array[${CITIES.map((c) => `'${c}'`).join(',')}]`;
  await pool.query(`insert into users (email, name, role) select 'alert' || n || '@bench.ca', 'Owner ' || n, 'tenant' from generate_series(1, 2000) n`);
  const landlord = (await pool.query(`insert into users (email, name, role) values ('landlord@bench.ca', 'Lena', 'landlord') returning id`)).rows[0].id;
  let started = Date.now();
  await pool.query(
    `insert into saved_searches (owner_id, name, filters, alert, city_key, property_type_key, min_rent, max_rent, bedrooms, query,
                                 bbox_west, bbox_south, bbox_east, bbox_north, unsubscribe_token)
     select (select min(id) from users) + n % 2000, 'Search ' || n, '{}', (array['instant','daily','off'])[1 + n % 3],
            case when n % 5 = 0 then '' else lower((${cities})[1 + n % ${CITIES.length}]) end,
            case when n % 3 = 0 then (array['condo','apartment','townhouse','house-detached'])[1 + n % 4] else '' end,
            case when n % 7 = 0 then 800 + n % 5 * 100 end,
            case when n % 2 = 0 then 1200 + n % 20 * 100 end,
            case when n % 4 = 0 then 1 + n % 3 end,
            case when n % 4 = 1 then (array['balcony','plateau','près du métro','garden','downtown'])[1 + n % 5] end,
            case when n % 10 = 3 then -80 + n % 40 end, case when n % 10 = 3 then 43 + n % 5 end,
            case when n % 10 = 3 then -70 + n % 40 end, case when n % 10 = 3 then 47 + n % 5 end,
            md5(n::text)
       from generate_series(1, $1) n`,
    [SEARCHES],
  );
  console.log(`seeded ${SEARCHES.toLocaleString('en-CA')} saved searches in ${Date.now() - started} ms`);
  await pool.query('analyze');

  const listings: number[] = [];
  for (const [i, city] of ['Montréal', 'Toronto', 'Vancouver', 'Halifax', 'Laval'].entries()) {
    const { rows } = await pool.query(
      `insert into properties (title, description, address, city, province, property_type, bedrooms, bathrooms, monthly_rent, owner_id, status, show_on_marketplace, latitude, longitude)
       values ('Bright condo with balcony', 'Near the metro on the Plateau, garden.', '1 Main St', $1, 'QC', 'condo', 2, 1, $2, $3, 'approved', true, 45.5, -73.6) returning id`,
      [city, 1400 + i * 150, landlord],
    );
    listings.push(rows[0].id);
  }

  const timings: number[] = [];
  for (let round = 0; round < 3; round++) {
    for (const id of listings) {
      const em = orm.em.fork();
      await em.begin();
      started = performance.now();
      const matched = await recordMatches(em, id);
      const ms = performance.now() - started;
      await em.rollback();
      timings.push(ms);
      if (round === 0) console.log(`listing #${id}: ${matched.length} matching searches in ${ms.toFixed(1)} ms`);
    }
  }
  timings.sort((a, b) => a - b);
  console.log(`match one listing against ${SEARCHES.toLocaleString('en-CA')} saved searches: p50 ${timings[Math.floor(timings.length / 2)]!.toFixed(1)} ms, max ${timings.at(-1)!.toFixed(1)} ms (${timings.length} runs)`);
} finally {
  await runtime.shutdown();
  if (dataDir) await rm(dataDir, { recursive: true, force: true }).catch(() => {});
}
