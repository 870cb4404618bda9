import { addDays, formatISO } from 'date-fns';
import pg from 'pg';
import { viewingRequestText } from '../../modules/notification/index.js';
import { FIRST_RENTS_OF_LOADED_LISTINGS } from '../../modules/property/index.js';
import { createRandom, generateListing, generatePerson, type ListingRow, type PersonRow, type Random } from './listing-generator.js';

/** Rows per INSERT ... SELECT FROM unnest(...): one round trip per chunk, parameters stay small. */
const CHUNK = 5000;
/** Connections loading listings (and building their indexes) at once: one per core of the machine the issue measures on. */
const LOADERS = 2;
/** Listings generated at a time: a million never sit in memory at once. */
const LISTING_BATCH = 50_000;

type Column = [name: string, sqlType: string, values: unknown[]];

/** Multi-row insert from parallel arrays; ids come from the sequence first, so their order is known. */
async function insertRows(db: pg.ClientBase, table: string, count: number, columns: (from: number, to: number) => Column[]): Promise<number[]> {
  const ids = await reserveIds(db, table, count);
  for (let from = 0; from < count; from += CHUNK) await insertChunk(db, table, ids, from, Math.min(count, from + CHUNK), columns);
  return ids;
}

async function reserveIds(db: pg.ClientBase | pg.Pool, table: string, count: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `select nextval(pg_get_serial_sequence($1, 'id'))::int as id from generate_series(1, $2)`,
    [table, count],
  );
  return rows.map((row) => row.id);
}

/** Rows from..to (one INSERT ... SELECT FROM unnest(...)). */
async function insertChunk(db: pg.ClientBase, table: string, ids: number[], from: number, to: number, columns: (from: number, to: number) => Column[]) {
  const cols: Column[] = [['id', 'int', ids.slice(from, to)], ...columns(from, to)];
  const select = cols.map(([name, type]) => (type.startsWith('text[]:') ? `string_to_array(t.${name}, '${type.slice(7)}')` : `t.${name}`));
  await db.query(
    `insert into ${table} (${cols.map(([name]) => name).join(', ')})
     select ${select.join(', ')} from unnest(${cols.map(([, type], i) => `$${i + 1}::${type.startsWith('text[]:') ? 'text' : type}[]`).join(', ')})
     as t(${cols.map(([name]) => name).join(', ')})`,
    cols.map(([, , values]) => values),
  );
}

/** `passwordHash` null: accounts no password signs in to (the demo market's landlords). */
export async function insertPeople(db: pg.ClientBase, people: PersonRow[], passwordHash: string | null): Promise<number[]> {
  return insertRows(db, 'users', people.length, (from, to) => {
    const slice = people.slice(from, to);
    return [
      ['email', 'text', slice.map((p) => p.email)],
      ['name', 'text', slice.map((p) => p.name)],
      ['password', 'text', slice.map(() => passwordHash)],
      ['role', 'text', slice.map((p) => p.role)],
      ['whatsapp', 'text', slice.map((p) => p.whatsapp)],
      ['location', 'text', slice.map((p) => p.location)],
    ];
  });
}

/** The properties columns of listings from..to. */
const listingColumns = (listings: ListingRow[]) => (from: number, to: number): Column[] => {
  const s = listings.slice(from, to);
  return [
    ['title', 'text', s.map((l) => l.title)],
    ['description', 'text', s.map((l) => l.description)],
    ['title_fr', 'text', s.map((l) => l.titleFr)],
    ['description_fr', 'text', s.map((l) => l.descriptionFr)],
    ['address', 'text', s.map((l) => l.address)],
    ['city', 'text', s.map((l) => l.city)],
    ['neighbourhood', 'text', s.map((l) => l.neighbourhood)],
    ['latitude', 'float8', s.map((l) => l.latitude)],
    ['longitude', 'float8', s.map((l) => l.longitude)],
    ['province', 'text', s.map((l) => l.province)],
    ['property_type', 'text', s.map((l) => l.propertyType)],
    ['bedrooms', 'int', s.map((l) => l.bedrooms)],
    ['bathrooms', 'numeric', s.map((l) => l.bathrooms)],
    ['sqft', 'int', s.map((l) => l.sqft)],
    ['furnished', 'text', s.map((l) => l.furnished)],
    ['parking', 'text', s.map((l) => l.parking)],
    ['monthly_rent', 'int', s.map((l) => l.monthlyRent)],
    // Lists travel as delimited strings: unnest of a 2-D array would flatten them.
    ['amenities', 'text[]:|', s.map((l) => l.amenities.join('|'))],
    ['images', 'text[]: ', s.map((l) => l.images.join(' '))],
    ['status', 'text', s.map((l) => l.status)],
    ['show_on_marketplace', 'boolean', s.map((l) => l.showOnMarketplace)],
    ['owner_id', 'int', s.map((l) => l.ownerId)],
    ['lease_start_date', 'date', s.map((l) => l.leaseStartDate)],
    ['lease_end_date', 'date', s.map((l) => l.leaseEndDate)],
    ['created_at', 'timestamptz', s.map((l) => l.createdAt.toISOString())],
    ['updated_at', 'timestamptz', s.map((l) => l.createdAt.toISOString())],
  ];
};

export async function insertListings(db: pg.ClientBase, listings: ListingRow[]): Promise<number[]> {
  return insertRows(db, 'properties', listings.length, listingColumns(listings));
}

/**
 * A bulk load's listings on LOADERS connections at once: each row's search vector (English and French stemming,
 * unaccent) is computed by the backend that inserts it, so one connection kept one core busy and the other idle.
 */
async function loadListings(pool: pg.Pool, listings: ListingRow[]): Promise<number[]> {
  const ids = await reserveIds(pool, 'properties', listings.length);
  const columns = listingColumns(listings);
  let next = 0;
  const loader = async () => {
    const db = await pool.connect();
    try {
      while (next < listings.length) {
        const from = next;
        next += CHUNK; // claimed before the await: the other loader takes the chunk after it
        await insertChunk(db, 'properties', ids, from, Math.min(listings.length, from + CHUNK), columns);
      }
    } finally {
      db.release();
    }
  };
  await Promise.all(Array.from({ length: LOADERS }, loader));
  return ids;
}

/** From this many new listings on, the listing indexes are dropped and built again after the load. */
const BULK_LOAD_MIN = 100_000;

/** Drops the listings' plain indexes (constraints keep theirs) and answers the statements that recreate them. */
async function dropListingIndexes(db: pg.Pool): Promise<string[]> {
  const { rows } = await db.query<{ name: string; definition: string }>(
    `select indexname as name, indexdef as definition from pg_indexes where schemaname = current_schema() and tablename = 'properties'
       and indexname not in (select conname from pg_constraint where conrelid = 'properties'::regclass)`,
  );
  for (const { name } of rows) await db.query(`drop index ${pg.escapeIdentifier(name)}`);
  return rows.map((row) => row.definition);
}

/** Builds indexes on LOADERS connections at once (CREATE INDEX locks out writes, not other index builds). */
async function buildIndexes(pool: pg.Pool, definitions: string[]): Promise<void> {
  const queue = [...definitions];
  const builder = async () => {
    const db = await pool.connect();
    try {
      await db.query(`set maintenance_work_mem = '512MB'`);
      for (let definition = queue.shift(); definition; definition = queue.shift()) await db.query(definition);
    } finally {
      await db.query('reset maintenance_work_mem').catch(() => {});
      db.release();
    }
  };
  await Promise.all(Array.from({ length: LOADERS }, builder));
}

/** Every table a seed writes: vacuumed and analyzed after it. */
export const SEEDED_TABLES = ['users', 'properties', 'search_places', 'leases', 'saved_properties', 'inquiries', 'chat_messages', 'notifications'] as const;

/**
 * Fresh planner statistics (autovacuum would get there, minutes later; until then browse plans are 3-4x slower) and
 * the visibility map, so a browse's total is counted from an index alone from the first request. Outside a transaction.
 */
export async function analyzeSeededTables(db: pg.ClientBase | pg.Pool): Promise<void> {
  await db.query(`vacuum (analyze) ${SEEDED_TABLES.join(', ')}`);
}

export interface SeededListing {
  id: number;
  ownerId: number;
  title: string;
  monthlyRent: number;
}
export interface SeededTenant {
  id: number;
  name: string;
  email: string;
  whatsapp: string;
}

const isoDate = (date: Date) => formatISO(date, { representation: 'date' });

/**
 * Activity around listings: leases (an active one, sometimes followed by a pending one that starts the day after,
 * so they never overlap), saved properties, inquiries with a short chat, and viewing-request notifications.
 */
export async function insertActivity(
  db: pg.ClientBase,
  listings: SeededListing[],
  tenants: SeededTenant[],
  random: Random,
  rates = { leased: 0.12, saved: 3, inquiries: 0.1, viewingRequests: 0.05 },
  now = new Date(),
) {
  if (listings.length === 0 || tenants.length === 0) return { leases: 0, saved: 0, inquiries: 0, chatMessages: 0, notifications: 0 };

  const leaseRows: Array<[SeededListing, SeededTenant, string, Date, Date]> = [];
  for (const listing of listings) {
    if (!random.chance(rates.leased)) continue;
    const start = addDays(now, -random.int(10, 200));
    const end = addDays(start, 364);
    leaseRows.push([listing, random.pick(tenants), 'active', start, end]);
    if (random.chance(0.4)) leaseRows.push([listing, random.pick(tenants), 'pending', addDays(end, 1), addDays(end, 365)]);
  }
  await insertRows(db, 'leases', leaseRows.length, (from, to) => {
    const s = leaseRows.slice(from, to);
    return [
      ['property_id', 'int', s.map(([l]) => l.id)],
      ['landlord_id', 'int', s.map(([l]) => l.ownerId)],
      ['tenant_id', 'int', s.map(([, t]) => t.id)],
      ['tenant_name', 'text', s.map(([, t]) => t.name)],
      ['tenant_email', 'text', s.map(([, t]) => t.email)],
      ['tenant_phone', 'text', s.map(([, t]) => t.whatsapp)],
      ['status', 'text', s.map(([, , status]) => status)],
      ['start_date', 'date', s.map(([, , , start]) => isoDate(start))],
      ['end_date', 'date', s.map(([, , , , end]) => isoDate(end))],
      ['monthly_rent', 'int', s.map(([l]) => l.monthlyRent)],
      ['terms', 'text', s.map(() => 'Twelve-month fixed term. Rent due on the first of each month. Tenant pays hydro and internet. No smoking.')],
    ];
  });

  const savedPairs = new Map<string, [number, number]>();
  for (const tenant of tenants) {
    for (let i = 0; i < rates.saved; i += 1) {
      const listing = random.pick(listings);
      savedPairs.set(`${tenant.id}:${listing.id}`, [tenant.id, listing.id]);
    }
  }
  const saved = [...savedPairs.values()];
  await insertRows(db, 'saved_properties', saved.length, (from, to) => [
    ['user_id', 'int', saved.slice(from, to).map(([user]) => user)],
    ['property_id', 'int', saved.slice(from, to).map(([, property]) => property)],
  ]);

  const asked = listings.filter(() => random.chance(rates.inquiries)).map((listing) => ({ listing, tenant: random.pick(tenants), at: addDays(now, -random.int(0, 30)) }));
  await insertRows(db, 'inquiries', asked.length, (from, to) => {
    const s = asked.slice(from, to);
    return [
      ['property_id', 'int', s.map((a) => a.listing.id)],
      ['tenant_id', 'int', s.map((a) => a.tenant.id)],
      ['landlord_id', 'int', s.map((a) => a.listing.ownerId)],
      ['message', 'text', s.map((a) => `Hi, is "${a.listing.title}" still available? I'd like to move in next month.`)],
      ['property_title', 'text', s.map((a) => a.listing.title)],
      ['status', 'text', s.map(() => (random.chance(0.3) ? 'resolved' : 'pending'))],
      ['created_at', 'timestamptz', s.map((a) => a.at.toISOString())],
    ];
  });
  const chats = asked.flatMap((a) => {
    const first = { property: a.listing.id, from: a.tenant.id, to: a.listing.ownerId, text: `Hi, is "${a.listing.title}" still available? I'd like to move in next month.`, at: a.at };
    if (!random.chance(0.5)) return [first];
    return [first, { property: a.listing.id, from: a.listing.ownerId, to: a.tenant.id, text: 'Yes, it is! Would you like to book a viewing this week?', at: new Date(a.at.getTime() + 3_600_000) }];
  });
  await insertRows(db, 'chat_messages', chats.length, (from, to) => {
    const s = chats.slice(from, to);
    return [
      ['property_id', 'int', s.map((c) => c.property)],
      ['sender_id', 'int', s.map((c) => c.from)],
      ['receiver_id', 'int', s.map((c) => c.to)],
      ['message', 'text', s.map((c) => c.text)],
      ['is_read', 'boolean', s.map(() => random.chance(0.5))],
      ['created_at', 'timestamptz', s.map((c) => c.at.toISOString())],
    ];
  });

  const viewings = listings
    .filter(() => random.chance(rates.viewingRequests))
    .map((listing) => {
      const tenant = random.pick(tenants);
      // The service's text and template: each landlord reads the request in their language.
      return { listing, tenant, text: viewingRequestText(tenant.name, listing.title) };
    });
  await insertRows(db, 'notifications', viewings.length, (from, to) => {
    const s = viewings.slice(from, to);
    return [
      ['type', 'text', s.map(() => 'viewing_request')],
      ['title', 'text', s.map((v) => v.text.title)],
      ['message', 'text', s.map((v) => v.text.message)],
      ['template', 'jsonb', s.map((v) => JSON.stringify(v.text.template))],
      ['recipient_id', 'int', s.map((v) => v.listing.ownerId)],
      ['sender_id', 'int', s.map((v) => v.tenant.id)],
      ['property_id', 'int', s.map((v) => v.listing.id)],
      ['is_read', 'boolean', s.map(() => random.chance(0.4))],
      ['metadata', 'jsonb', s.map((v) => JSON.stringify({ tenantWhatsApp: v.tenant.whatsapp, tenantName: v.tenant.name, propertyTitle: v.listing.title }))],
    ];
  });

  return { leases: leaseRows.length, saved: saved.length, inquiries: asked.length, chatMessages: chats.length, notifications: viewings.length };
}

export interface SeedOptions {
  properties: number;
  landlords: number;
  tenants: number;
  /** Password of every seeded account, already hashed (argon2id). */
  passwordHash: string;
  randomSeed?: number;
}

/**
 * `npm run seed`: people, approved and listed properties and activity around them. The listings load on several
 * connections, so not in one transaction: a seed that fails puts back the indexes and the trigger it set aside,
 * then deletes the people it created and with them (on delete cascade) their listings and activity.
 */
export async function seedMarketplace(pool: pg.Pool, options: SeedOptions) {
  const random = createRandom(options.randomSeed ?? Date.now());
  const runTag = Date.now().toString(36);
  const seconds: Record<'listings' | 'indexes' | 'activity' | 'analyze', number> = { listings: 0, indexes: 0, activity: 0, analyze: 0 };
  let mark = performance.now();
  /** Seconds since the previous phase ended, for the seed's report (where a big seed spends its time). */
  const phase = (name: keyof typeof seconds) => {
    const now = performance.now();
    seconds[name] = Math.round((now - mark) / 100) / 10;
    mark = now;
  };
  const landlords = Array.from({ length: options.landlords }, (_, i) => generatePerson('landlord', i, runTag, random));
  const tenants = Array.from({ length: options.tenants }, (_, i) => generatePerson('tenant', i, runTag, random));
  let setAside: string[] = [];
  let triggerOff = false;
  try {
    const [landlordIds, tenantIds] = await inTransaction(pool, async (db) => [
      await insertPeople(db, landlords, options.passwordHash),
      await insertPeople(db, tenants, options.passwordHash),
    ]);
    // The place counts (search_places) are recounted and the listings' change number taken once at the end, not
    // row by row; a big load builds the listing indexes once at the end too (several times faster than growing the
    // GIN and GiST ones row by row).
    if (options.properties >= BULK_LOAD_MIN) setAside = await dropListingIndexes(pool);
    await pool.query('alter table properties disable trigger search_places_track, disable trigger listings_changed');
    triggerOff = true;
    const seeded: SeededListing[] = [];
    for (let from = 0; from < options.properties; from += LISTING_BATCH) {
      const batch = Array.from({ length: Math.min(LISTING_BATCH, options.properties - from) }, (_, i) =>
        generateListing(from + i, landlordIds[(from + i) % landlordIds.length]!, random),
      );
      const ids = await loadListings(pool, batch);
      batch.forEach((listing, i) => seeded.push({ id: ids[i]!, ownerId: listing.ownerId, title: listing.title, monthlyRent: listing.monthlyRent }));
    }
    await seedPriceHistory(pool, seeded.map((listing) => listing.id));
    phase('listings');
    await restore(pool, setAside.splice(0), triggerOff);
    triggerOff = false;
    await pool.query('select search_places_rebuild()');
    phase('indexes');
    const activity = await inTransaction(pool, (db) =>
      insertActivity(
        db,
        seeded,
        tenants.map((tenant, i) => ({ id: tenantIds[i]!, name: tenant.name, email: tenant.email, whatsapp: tenant.whatsapp })),
        random,
      ),
    );
    phase('activity');
    await analyzeSeededTables(pool);
    phase('analyze');
    return { seconds, landlords: landlords.length, tenants: tenants.length, properties: seeded.length, ...activity, sampleLogins: [landlords[0]?.email, tenants[0]?.email] };
  } catch (error) {
    // Indexes first: the cascade finds each person's rows through them.
    await restore(pool, setAside, triggerOff);
    await pool.query(`delete from users where email = any($1::text[])`, [[...landlords, ...tenants].map((person) => person.email)]);
    throw error;
  }
}

/**
 * The loaded listings' price history (docs/product.md#price-history): each its first rent at its creation; and one
 * listing in PRICE_DROP_SHARE had asked about 6 % more (rounded to $25) until a drop 0 to 44 days ago (about two
 * thirds of them within the 30 days of a "Price dropped" badge), so the badge, the filter and the report's changes
 * have data.
 */
export const PRICE_DROP_SHARE = 33;
async function seedPriceHistory(pool: pg.Pool, ids: number[]) {
  await pool.query(FIRST_RENTS_OF_LOADED_LISTINGS);
  const drops = ids.filter((id) => id % PRICE_DROP_SHARE === 0).map((id) => ({ id, daysAgo: id % 45 }));
  await inTransaction(pool, (db) => insertPriceDrops(db, drops, new Date()));
}

/** A listing whose rent in force is a drop made `daysAgo` days before now (insertPriceDrops). */
export interface SeededDrop {
  id: number;
  daysAgo: number;
}

/**
 * Loaded listings that dropped their rent: each had asked about 6 % more (rounded to $25, at least $25) from its
 * first rent's start until the drop, `daysAgo` days before `now` (not before its creation); the drop is the rent in
 * force. Listings whose only rent is their first one (FIRST_RENTS_OF_LOADED_LISTINGS before); in a transaction.
 */
export async function insertPriceDrops(db: pg.ClientBase, drops: SeededDrop[], now: Date): Promise<void> {
  if (drops.length === 0) return;
  await db.query(
    `create temporary table seeded_drops on commit drop as
      select h.id, h.property_id, h.monthly_rent, h.monthly_rent + greatest(25, round(h.monthly_rent * 0.06 / 25)::int * 25) as asked,
        greatest(h.effective_from, $3::timestamptz - d.days_ago * interval '1 day') as at
      from unnest($1::int[], $2::int[]) as d(property_id, days_ago)
        join property_price_history h on h.property_id = d.property_id
      where h.effective_until is null and h.previous_rent is null`,
    [drops.map((drop) => drop.id), drops.map((drop) => drop.daysAgo), now.toISOString()],
  );
  // The first rent becomes the higher one asked until the drop; the drop is the rent in force.
  await db.query(`update property_price_history h set monthly_rent = d.asked, effective_until = d.at from seeded_drops d where h.id = d.id`);
  await db.query(`insert into property_price_history (property_id, monthly_rent, previous_rent, effective_from)
    select property_id, monthly_rent, asked, at from seeded_drops`);
  await db.query('drop table seeded_drops');
}

/** Puts back what a bulk load set aside: the listing indexes, the place-count and change-number triggers. */
async function restore(pool: pg.Pool, indexes: string[], triggerOff: boolean) {
  if (triggerOff) {
    await pool.query('alter table properties enable trigger search_places_track, enable trigger listings_changed');
    await pool.query('update listings_version set number = number + 1');
  }
  await buildIndexes(pool, indexes);
}

async function inTransaction<T>(pool: pg.Pool, work: (db: pg.PoolClient) => Promise<T>): Promise<T> {
  const db = await pool.connect();
  try {
    await db.query('begin');
    const result = await work(db);
    await db.query('commit');
    return result;
  } catch (error) {
    await db.query('rollback');
    throw error;
  } finally {
    db.release();
  }
}
