import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.js';
import { ALL_PROPERTY_TYPES, AMENITIES, FURNISHED_OPTIONS, PARKING_OPTIONS, PROVINCES, RENT_REPORT_MIN_SAMPLE } from '../contracts/index.js';
import { verifyPassword } from '../modules/auth/password-hasher.js';
import { adminCreateMain } from './admin-create.js';
import type { CliIo } from './cli-runtime.js';
import { migrateMain } from './migrate.js';
import { seedMain } from './seed.js';
import { SEEDED_TABLES } from '../db/seeders/marketplace-seeder.js';

let databaseUrl: string;
let db: pg.Client;
beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
});
afterAll(() => db.end());

function captureIo() {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = { out: (line) => out.push(line), err: (line) => err.push(line) };
  return { io, out, err };
}
const env = () => ({ DATABASE_URL: databaseUrl, NODE_ENV: 'test' });
const one = async (text: string, values: unknown[] = []) => (await db.query(text, values)).rows[0];

describe('admin:create', () => {
  it('creates an administrator with an argon2id password', async () => {
    const { io, out } = captureIo();
    const code = await adminCreateMain(['--email', 'Boss@Hearth.ca', '--password', 'admin-pass', '--name', 'Bo Boss'], env(), io);
    expect(code).toBe(0);
    expect(out.join('\n')).toMatch(/Administrator created: #\d+ Boss@Hearth.ca \(Bo Boss\)/);
    const user = await one(`select role, name, password from users where email = 'Boss@Hearth.ca'`);
    expect(user).toMatchObject({ role: 'admin', name: 'Bo Boss' });
    expect(await verifyPassword(user.password, 'admin-pass')).toBe(true);
  });

  it('promotes an existing account (any letter case) and keeps its password unless given', async () => {
    await db.query(`insert into users (email, name, role, password) values ('lena@example.ca', 'Lena', 'landlord', 'keep-me')`);
    const { io, out } = captureIo();
    expect(await adminCreateMain(['--email', 'LENA@example.ca'], env(), io)).toBe(0);
    expect(out[0]).toMatch(/Administrator promoted/);
    expect(await one(`select role, password from users where email = 'lena@example.ca'`)).toEqual({ role: 'admin', password: 'keep-me' });
    expect(await one(`select count(*)::int as n from users where lower(email) = 'lena@example.ca'`)).toEqual({ n: 1 });
  });

  it.each([
    [[], '--email is required'],
    [['--email', 'not-an-email', '--password', 'secret1', '--name', 'X'], 'Please enter a valid email address'],
    [['--email', 'a@b.ca', '--password', '123', '--name', 'X'], 'Password must be at least 6 characters long'],
    [['--email', 'a@b.ca', '--pasword', 'secret1'], "Unknown option '--pasword'"],
    [['--email', 'new@b.ca'], '--password and --name are required to create a new administrator'],
  ])('refuses %j with a clear message and exit code 1', async (argv, message) => {
    const { io, err } = captureIo();
    expect(await adminCreateMain(argv as string[], env(), io)).toBe(1);
    expect(err.join('\n')).toContain(message);
    expect(err.join('\n')).toContain('Usage: npm run admin:create');
  });
});

describe('seed', () => {
  it('loads approved, listed, realistic data with every enum value and activity around it', async () => {
    const { io, out } = captureIo();
    const code = await seedMain(['--properties', '400', '--landlords', '8', '--tenants', '30', '--random-seed', '7'], env(), io);
    expect(code).toBe(0);
    expect(out[0]).toMatch(/^Seeded 400 properties, 8 landlords, 30 tenants, \d+ leases, .* in \d+\.\d s\.$/);

    expect(await one(`select count(*)::int as n from users where email like '%@seed.hearth.test'`)).toEqual({ n: 38 });
    const props = await one(`select count(*)::int as n, bool_and(status = 'approved' and show_on_marketplace) as listed,
      array_agg(distinct province) as provinces, array_agg(distinct property_type) as types, array_agg(distinct furnished) as furnished,
      array_agg(distinct parking) as parking, bool_and(images[1] like 'https://%') as https_images, min(monthly_rent) as min_rent,
      max(monthly_rent) as max_rent, count(*) filter (where sqft is null)::int as no_sqft from properties`);
    expect(props.n).toBe(400);
    expect(props.listed).toBe(true);
    expect([...props.provinces].sort()).toEqual([...PROVINCES].sort());
    expect([...props.types].sort()).toEqual([...ALL_PROPERTY_TYPES].sort());
    expect([...props.furnished].sort()).toEqual([...FURNISHED_OPTIONS].sort());
    expect([...props.parking].sort()).toEqual([...PARKING_OPTIONS].sort());
    expect(props.https_images).toBe(true);
    expect(props.min_rent).toBeGreaterThanOrEqual(500);
    expect(props.max_rent).toBeLessThanOrEqual(9000);
    expect(props.no_sqft).toBeGreaterThan(0);
    // Planner statistics from the first request on: every table the seed wrote was analyzed after it.
    const analyzed = await one(`select count(*)::int as n from pg_stat_user_tables
      where relname = any($1) and last_analyze is not null`, [[...SEEDED_TABLES]]);
    expect(analyzed.n).toBe(SEEDED_TABLES.length);
    const amenities = await one(`select array_agg(distinct a) as all from properties, unnest(amenities) a`);
    expect([...amenities.all].sort()).toEqual([...AMENITIES].sort());

    // City/province pairs are real ones, and big cities cost more than small ones.
    const toronto = await one(`select avg(monthly_rent)::int as rent from properties where city = 'Toronto' and province = 'ON'`);
    const cornerBrook = await one(`select avg(monthly_rent)::int as rent from properties where city = 'Corner Brook'`);
    expect(await one(`select count(*)::int as n from properties where city = 'Toronto' and province <> 'ON'`)).toEqual({ n: 0 });
    if (toronto.rent && cornerBrook.rent) expect(toronto.rent).toBeGreaterThan(cornerBrook.rent);

    const activity = await one(`select
      (select count(*) from leases where status = 'active')::int as active,
      (select count(*) from leases where status = 'pending')::int as pending,
      (select count(*) from saved_properties)::int as saved,
      (select count(*) from inquiries)::int as inquiries,
      (select count(*) from chat_messages)::int as chats,
      (select count(*) from notifications where type = 'viewing_request')::int as viewings`);
    expect(activity.active).toBeGreaterThan(10);
    expect(activity.pending).toBeGreaterThan(0);
    expect(activity.saved).toBeGreaterThan(0);
    expect(activity.inquiries).toBeGreaterThan(0);
    expect(activity.chats).toBeGreaterThanOrEqual(activity.inquiries);
    expect(activity.viewings).toBeGreaterThan(0);
    // Leases belong to the property's owner (the exclusion constraint already guarantees no overlaps).
    expect(await one(`select count(*)::int as n from leases l join properties p on p.id = l.property_id where l.landlord_id <> p.owner_id`)).toEqual({ n: 0 });

    // The rent report was refreshed once after the load: its rows count the seeded listings from the start.
    expect(out[1]).toMatch(/, report \d+(\.\d)?\.$/);
    expect(await one(`select generated_at is not null as refreshed from rent_report_state`)).toEqual({ refreshed: true });
    const rows = await one(`select count(*)::int as n, min(sample_size)::int as smallest from rent_report_rows`);
    expect(rows.n).toBeGreaterThan(0);
    expect(rows.smallest).toBeGreaterThanOrEqual(RENT_REPORT_MIN_SAMPLE);
  });

  it('can run twice (new accounts each time) and validates its arguments', async () => {
    expect(await seedMain(['--properties', '5'], env(), captureIo().io)).toBe(0);
    for (const argv of [[], ['--properties', 'many'], ['--properties', '-3'], ['--properties', '5', '--landlords', '0']]) {
      const { io, err } = captureIo();
      expect(await seedMain(argv, env(), io)).toBe(1);
      expect(err.join('\n')).toContain('Usage: npm run seed');
    }
  });
});

describe('migrate', () => {
  it('reports the applied migrations', async () => {
    const { io, out } = captureIo();
    expect(await migrateMain([], env(), io)).toBe(0);
    expect(out[0]).toMatch(/^Database is up to date: \d+ migrations applied \(latest Migration\d+_\w+\)\.$/);
  });
});
