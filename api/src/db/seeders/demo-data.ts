import { addDays, formatISO } from 'date-fns';
import type { PoolClient } from 'pg';
import type { AppServices } from '../../app-services.js';
import { hashPassword } from '../../modules/auth/index.js';
import { viewingRequestText } from '../../modules/notification/index.js';
import { FIRST_RENTS_OF_LOADED_LISTINGS } from '../../modules/property/index.js';
import type { PropertyType } from '../../contracts/index.js';
import { createRandom, generateListing, generatePerson, propertyTypesWithBedrooms, type ListingRow, type ListingShape, type PersonRow, type Random } from './listing-generator.js';
import { listingPictures, storeDemoPictures, type DemoPictures } from './demo-pictures.js';
import { analyzeSeededTables, insertListings, insertPeople, insertPriceDrops, type SeededDrop } from './marketplace-seeder.js';

export const DEMO_ACCOUNTS = [
  { role: 'landlord', email: 'landlord@hearth.test', password: 'hearth-landlord', name: 'Lena Landlord', whatsapp: '+14165550101' },
  { role: 'tenant', email: 'tenant@hearth.test', password: 'hearth-tenant', name: 'Theo Tenant', whatsapp: '+16045550102' },
  { role: 'admin', email: 'admin@hearth.test', password: 'hearth-admin', name: 'Ada Admin', whatsapp: '+15145550103' },
] as const;

/**
 * Beside the drawn listings, three Toronto two-bedroom apartments at three points of their market (well below, at and
 * above the city's average asking rent, docs/demo-data.md), so a renter comparing prices in the demo finds a cheap,
 * a typical and a dear one, as in real life.
 */
const DEMO_SHOWCASE: ListingShape[] = [-1.5, 0, 1].map((rentZ) => ({ city: 'Toronto', propertyType: 'apartment', bedrooms: 2, furnished: 'unfurnished', rentZ }));
/** Drawn listings of the demo landlord (the generator's first rows walk through every province and enum value). */
const DEMO_DRAWN = 24;
/** Approved listings of the demo landlord; one more waits for the admin's review. */
export const DEMO_LISTINGS = DEMO_DRAWN + DEMO_SHOWCASE.length;

/**
 * The market around her listings: in each of these cities, DEMO_MARKET_PER_ROW listings of each bedroom count (0, a
 * studio, to 3), so each city and size reaches the rent report's minimum sample (RENT_REPORT_MIN_SAMPLE, 10) and the
 * report, its city pages and the listings' fair-price sentence have something to say on a fresh install.
 */
export const DEMO_MARKET_CITIES = ['Toronto', 'Montréal', 'Vancouver'] as const;
export const DEMO_MARKET_BEDROOMS = [0, 1, 2, 3] as const;
/**
 * Where each listing of a city and size stands in its market (`rentZ`): the standard normal's quantiles at (i + ½) / 12,
 * dealt out at random, so a dozen listings spread like the market (a cheap and a dear one, the middle near its
 * average) rather than as twelve independent draws happen to fall.
 */
const RENT_Z_BY_TWELFTH = [-1.73, -1.15, -0.81, -0.55, -0.32, -0.1, 0.1, 0.32, 0.55, 0.81, 1.15, 1.73];
const DEMO_MARKET_PER_ROW = RENT_Z_BY_TWELFTH.length;
/** The market's landlords per city (generated people; no password signs in to their accounts). */
const DEMO_MARKET_LANDLORDS_PER_CITY = 2;
export const DEMO_MARKET_LANDLORDS = DEMO_MARKET_CITIES.length * DEMO_MARKET_LANDLORDS_PER_CITY;
export const DEMO_MARKET_LISTINGS = DEMO_MARKET_CITIES.length * DEMO_MARKET_BEDROOMS.length * DEMO_MARKET_PER_ROW;
/** One market listing in this many dropped its rent within the last month (a "Price dropped" badge, the report's change). */
const DEMO_MARKET_DROP_EVERY = 6;
const DAY_MS = 24 * 60 * 60 * 1000;

function isoDateIn(days: number): string {
  return formatISO(addDays(new Date(), days), { representation: 'date' });
}

/** The demo tenant's rental profile (the contract's shape, rentalProfileSchema). */
const DEMO_RENTAL_PROFILE = {
  employer: 'Maple Leaf Software',
  jobTitle: 'Software developer',
  monthlyIncome: 7200,
  householdSize: 2,
  pets: 'One indoor cat',
  moveInDate: isoDateIn(45),
  references: [{ name: 'Paula Previous', relation: 'Previous landlord', contact: '+14165550188' }],
  introduction: 'We are a quiet couple working from home, looking for a long-term home close to transit.',
  documents: [],
};

const isoDate = (date: Date) => formatISO(date, { representation: 'date' });

/**
 * On an empty database: the demo accounts, their listings (same generator as `npm run seed`) and one of each
 * thing a screen shows: a lease, an inquiry with a chat, a viewing request, a saved property, viewing slots on three
 * listings and a booked viewing. Prints the sign-ins.
 */
export async function loadDemoDataIfEmpty(services: AppServices): Promise<boolean> {
  const db = await services.pool.connect();
  try {
    await db.query('begin');
    // Two servers starting on one empty database: the second waits here, then sees the users and stops.
    await db.query('lock table users in exclusive mode');
    const { rows: existing } = await db.query('select 1 from users limit 1');
    if (existing.length > 0) {
      await db.query('rollback');
      return false;
    }
    const ids: Record<string, number> = {};
    for (const account of DEMO_ACCOUNTS) {
      const { rows } = await db.query(
        // Verified, so the demo tenant sees the lease addressed to their email.
        `insert into users (email, name, password, role, whatsapp, location, email_verified_at) values ($1, $2, $3, $4, $5, $6, now()) returning id`,
        [account.email, account.name, await hashPassword(account.password), account.role, account.whatsapp, 'Toronto, Canada'],
      );
      ids[account.role] = rows[0].id;
    }
    const landlord = ids.landlord!;
    const tenant = ids.tenant!;
    const now = services.config.now();

    const pictures = await storeDemoPictures(db, services.store, landlord);
    const listings = withPictures(demoListings(landlord, now), pictures);
    listings[DEMO_LISTINGS]!.status = 'pending';
    const [leased, asked, viewed, shown] = await insertListings(db, listings);
    const [leasedListing, askedListing, viewedListing] = listings;

    const start = addDays(now, -30);
    await db.query(
      `insert into leases (property_id, landlord_id, tenant_id, tenant_name, tenant_email, tenant_phone, status, start_date, end_date, monthly_rent, terms,
         accepted_by, accepted_at, history)
       values ($1, $2, $3, $4, $5, $6, 'active', $7, $8, $9, $10, $3, $7::date - 7, jsonb_build_array(
         jsonb_build_object('event', 'created', 'at', $7::date - 10), jsonb_build_object('event', 'sent', 'at', $7::date - 10),
         jsonb_build_object('event', 'accepted', 'at', $7::date - 7, 'contractCid', null)))`,
      [leased, landlord, tenant, 'Theo Tenant', 'tenant@hearth.test', '+16045550102', isoDate(start), isoDate(addDays(start, 364)),
        leasedListing!.monthlyRent, 'Twelve-month fixed term. Rent due on the first of each month. No smoking.'],
    );
    const question = `Hi Lena, is "${askedListing!.title}" still available from next month? Are pets allowed?`;
    await db.query(`insert into inquiries (property_id, tenant_id, landlord_id, message, property_title) values ($1, $2, $3, $4, $5)`, [asked, tenant, landlord, question, askedListing!.title]);
    await db.query(
      `insert into chat_messages (property_id, sender_id, receiver_id, message, created_at) values
       ($1, $2, $3, $4, now() - interval '2 hours'), ($1, $3, $2, $5, now() - interval '1 hour')`,
      [asked, tenant, landlord, question, 'Hi Theo, yes it is, and a small dog or cat is fine. Would you like to see it this week?'],
    );
    // The service's own text and template, so the landlord reads it in their language.
    const request = viewingRequestText('Theo Tenant', viewedListing!.title);
    await db.query(
      `insert into notifications (type, title, message, template, recipient_id, sender_id, property_id, metadata)
       values ('viewing_request', $1, $2, $3, $4, $5, $6, $7)`,
      [request.title, request.message, JSON.stringify(request.template), landlord, tenant, viewed,
        JSON.stringify({ tenantWhatsApp: '+16045550102', tenantName: 'Theo Tenant', propertyTitle: viewedListing!.title })],
    );
    await db.query(`insert into saved_properties (user_id, property_id) values ($1, $2)`, [tenant, viewed]);
    await insertDemoViewings(db, [asked!, viewed!, shown!], tenant);
    // The tenant's rental profile, and their application (a snapshot of it) to the listing they asked about.
    const profile = JSON.stringify(DEMO_RENTAL_PROFILE);
    await db.query(`insert into rental_profiles (user_id, data) values ($1, $2)`, [tenant, profile]);
    await db.query(
      `insert into rental_applications (property_id, tenant_id, landlord_id, message, profile, applicant_name, applicant_email, applicant_phone, consented_at)
       values ($1, $2, $3, $4, $5, 'Theo Tenant', 'tenant@hearth.test', '+16045550102', now())`,
      [asked, tenant, landlord, 'Hi Lena, my partner and I would love to rent this place. Our profile is attached.', profile],
    );
    await insertDemoMarket(db, now, pictures);
    await db.query('commit');
    await analyzeSeededTables(db);
  } catch (error) {
    await db.query('rollback');
    throw error;
  } finally {
    db.release();
  }
  // The report's own refresh, once: its job runs after listing changes and nightly, and a fresh install has had neither.
  await services.rentReport.refresh();
  services.logger.info(
    { accounts: DEMO_ACCOUNTS.map(({ role, email, password }) => ({ role, email, password })) },
    `demo data loaded (${DEMO_LISTINGS} listings of the demo landlord, 1 pending review, and ${DEMO_MARKET_LISTINGS} of ${DEMO_MARKET_LANDLORDS} other landlords in ` +
      `${DEMO_MARKET_CITIES.join(', ')}); sign in with ${DEMO_ACCOUNTS.map((a) => `${a.role} ${a.email} / ${a.password}`).join(', ')}`,
  );
  return true;
}

/**
 * The market's landlords and listings, every listing's first rent (as a listing created through the API has) and
 * the market's price drops. In the demo's transaction.
 */
async function insertDemoMarket(db: PoolClient, now: Date, pictures: DemoPictures): Promise<void> {
  const { landlords, listings, drops } = demoMarket(now);
  const landlordIds = await insertPeople(db, landlords, null);
  const ids = await insertListings(db, withPictures(listings, pictures).map(({ owner, ...listing }) => ({ ...listing, ownerId: landlordIds[owner]! })));
  await db.query(FIRST_RENTS_OF_LOADED_LISTINGS);
  await insertPriceDrops(db, drops.map(({ index, daysAgo }): SeededDrop => ({ id: ids[index]!, daysAgo })), now);
}

const MARKET_TYPE_WEIGHT: Partial<Record<PropertyType, number>> = { apartment: 3, condo: 2 };

/** A copy of `items` in a random order (Fisher-Yates). */
function shuffled<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/**
 * The demo market, deterministic (its own seeded random, so the demo landlord's listings stay as they were): its
 * landlords, their listings (`owner`: an index into `landlords`) and which of them dropped their rent when.
 * Each rent is drawn around its city's average asking rent for its size (the generator's marketRent and spread,
 * docs/demo-data.md), of a type that size can be, mostly apartments and condos. Every listing was created before
 * any of the demo landlord's (121 to 300 days ago, hers 0 to 120), so the newest-first home page opens on hers as
 * before, and the report's one-month change counts the market.
 */
export function demoMarket(now: Date): {
  landlords: PersonRow[];
  listings: Array<ListingRow & { owner: number }>;
  drops: Array<{ index: number; daysAgo: number }>;
} {
  const random = createRandom(2025);
  const landlords = Array.from({ length: DEMO_MARKET_LANDLORDS }, (_, i) => {
    const person = generatePerson('landlord', i, 'demo', random);
    const city = DEMO_MARKET_CITIES[Math.floor(i / DEMO_MARKET_LANDLORDS_PER_CITY)]!;
    return { ...person, location: `${city}, Canada` };
  });
  const listings: Array<ListingRow & { owner: number }> = [];
  const drops: Array<{ index: number; daysAgo: number }> = [];
  DEMO_MARKET_CITIES.forEach((city, c) => {
    for (const bedrooms of DEMO_MARKET_BEDROOMS) {
      // Apartments three times and condos twice as often as each other type of that size (most rentals are flats).
      const types = propertyTypesWithBedrooms(bedrooms).flatMap((type) => Array<PropertyType>(MARKET_TYPE_WEIGHT[type] ?? 1).fill(type));
      const rentZ = shuffled(RENT_Z_BY_TWELFTH, random);
      for (let i = 0; i < DEMO_MARKET_PER_ROW; i++) {
        const index = listings.length;
        // Past the generator's first rows, which walk through every province and enum value.
        // Not a basement suite at the bottom of the spread: at 0.75 of an apartment it would ask under 60 % of the
        // median, what the report holds for review as a possible scam (docs/rent-report.md).
        const z = rentZ[i]!;
        const propertyType = random.pick(z < -1 ? types.filter((type) => type !== 'basement') : types);
        const listing = generateListing(1000 + index, 0, random, now, { city, bedrooms, propertyType, rentZ: z });
        const createdAt = new Date(now.getTime() - (121 + random.next() * 179) * DAY_MS);
        listings.push({ ...listing, createdAt, owner: c * DEMO_MARKET_LANDLORDS_PER_CITY + (i % DEMO_MARKET_LANDLORDS_PER_CITY) });
        if (index % DEMO_MARKET_DROP_EVERY === DEMO_MARKET_DROP_EVERY - 1) drops.push({ index, daysAgo: random.int(2, 27) });
      }
    }
  });
  return { landlords, listings, drops };
}

/**
 * The demo's listings show the drawings the seed stored (docs/demo-data.md#pictures), not the generator's addresses
 * of photos on the web, which an install without a network cannot load.
 */
function withPictures<T extends ListingRow>(listings: T[], pictures: DemoPictures): T[] {
  return listings.map((listing, index) => ({ ...listing, images: listingPictures(pictures, listing.propertyType, index) }));
}

/** The demo landlord's listings: the drawn ones, the showcase, and last the one waiting for review. Deterministic. */
export function demoListings(landlord: number, now: Date): ListingRow[] {
  const random = createRandom(2024);
  const drawn = Array.from({ length: DEMO_DRAWN }, (_, i) => generateListing(i, landlord, random, now));
  const showcase = DEMO_SHOWCASE.map((shape, i) => generateListing(DEMO_DRAWN + i, landlord, random, now, shape));
  return [...drawn, ...showcase, generateListing(DEMO_LISTINGS, landlord, random, now)];
}

/**
 * Viewing slots on three listings (a single place at 10:00 UTC-5, an open house for four at 18:00, another single
 * place the next week) and the demo tenant's booking of the second listing's first slot. Seeded rows, not a booking
 * made through the API: it has no reminder job (the job queue has not started when the demo data loads).
 */
async function insertDemoViewings(db: PoolClient, propertyIds: number[], tenant: number): Promise<void> {
  const day = (days: number, hourUtc: number) => {
    const at = addDays(new Date(), days);
    at.setUTCHours(hourUtc, 0, 0, 0);
    return at;
  };
  const times = [
    { startsAt: day(2, 15), minutes: 30, capacity: 1 },
    { startsAt: day(3, 23), minutes: 45, capacity: 4 },
    { startsAt: day(9, 15), minutes: 30, capacity: 1 },
  ];
  const slotIds: number[] = [];
  for (const propertyId of propertyIds) {
    for (const { startsAt, minutes, capacity } of times) {
      const { rows } = await db.query(
        `insert into viewing_slots (property_id, starts_at, ends_at, capacity) values ($1, $2, $2::timestamptz + make_interval(mins => $3), $4) returning id`,
        [propertyId, startsAt, minutes, capacity],
      );
      slotIds.push(rows[0].id);
    }
  }
  const slotId = slotIds[times.length]!;
  await db.query(`update viewing_slots set booked_count = 1 where id = $1`, [slotId]);
  await db.query(
    `insert into viewing_bookings (slot_id, property_id, tenant_id, message, ends_at) select id, property_id, $2, $3, ends_at from viewing_slots where id = $1`,
    [slotId, tenant, 'Hi Lena, I would love to see it. I can bring references.'],
  );
}
