import { addDays, formatISO } from 'date-fns';
import type { PoolClient } from 'pg';
import type { AppServices } from '../../app-services.js';
import { hashPassword } from '../../modules/auth/index.js';
import { viewingRequestText } from '../../modules/notification/index.js';
import { createRandom, generateListing, type ListingRow, type ListingShape } from './listing-generator.js';
import { analyzeSeededTables, insertListings } from './marketplace-seeder.js';

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

    const listings = demoListings(landlord, new Date());
    listings[DEMO_LISTINGS]!.status = 'pending';
    const [leased, asked, viewed, shown] = await insertListings(db, listings);
    const [leasedListing, askedListing, viewedListing] = listings;

    const start = addDays(new Date(), -30);
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
    await db.query('commit');
    await analyzeSeededTables(db);
  } catch (error) {
    await db.query('rollback');
    throw error;
  } finally {
    db.release();
  }
  services.logger.info(
    { accounts: DEMO_ACCOUNTS.map(({ role, email, password }) => ({ role, email, password })) },
    `demo data loaded (${DEMO_LISTINGS} listings, 1 pending review); sign in with ${DEMO_ACCOUNTS.map((a) => `${a.role} ${a.email} / ${a.password}`).join(', ')}`,
  );
  return true;
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
