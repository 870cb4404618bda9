import { addDays, format } from 'date-fns';
import { afterAll, beforeAll } from 'vitest';
import type { Actor } from '../src/common/actor.js';
import type { AppConfig } from '../src/config.js';
import { geocode, START_DATE_TIME_ZONE } from '../src/contracts/index.js';
import { calendarDayIn } from '../src/common/time-zone.js';
import { fromNow } from './clock.js';
import { resetRateLimits, signedUpClient, sql } from './auth-helpers.js';
import { HttpClient } from './http-client.js';
import { startTestApp, type TestApp } from './test-app.js';

/**
 * The one set of marketplace fixtures every test shares: real accounts signed in through the real endpoints, and
 * listings inserted straight into the database (the property API has its own tests).
 */
export type TestRole = 'tenant' | 'landlord' | 'admin';

/** A signed-in person: the cookie-holding client and what they signed up with. */
export interface TestUser {
  client: HttpClient;
  id: number;
  role: TestRole;
  name: string;
  email: string;
  password: string;
  whatsapp: string;
  /** Set only when asked for (a fresh account has none). */
  phone: string | null;
  emailVerified: boolean;
}

export interface UserDetails {
  name?: string;
  email?: string;
  whatsapp?: string;
  phone?: string;
  /** Whether the account has verified its email (default true: the verification flow has its own tests). */
  emailVerified?: boolean;
}

let serial = 0;

/** Signs a person up (each with their own WhatsApp number unless given); admins are promoted in SQL, as operators do. */
export async function testUser(t: TestApp, role: TestRole, details: UserDetails = {}): Promise<TestUser> {
  serial += 1;
  await resetRateLimits(t);
  const whatsapp = details.whatsapp ?? `+1416555${String(7000 + serial)}`;
  const { client, user, body } = await signedUpClient(t, {
    role: role === 'admin' ? 'tenant' : role,
    name: details.name ?? `A ${role}`,
    whatsapp,
    ...(details.email ? { email: details.email } : {}),
  });
  if (details.phone) await sql(t, 'update users set phone = $1 where id = $2', [details.phone, user.id]);
  // The session reads the role from the database on every request, so the promotion takes effect at once.
  if (role === 'admin') await sql(t, `update users set role = 'admin' where id = $1`, [user.id]);
  const emailVerified = details.emailVerified ?? true;
  if (emailVerified) await sql(t, 'update users set email_verified_at = now() where id = $1', [user.id]);
  return { client, id: user.id, role, name: user.name, email: user.email, password: body.password as string, whatsapp, phone: details.phone ?? null, emailVerified };
}

export type MarketplaceActor = 'tenant' | 'landlord' | 'otherLandlord' | 'admin';

/** The parties of the matrix in docs/product.md#roles-and-permissions: anonymous, a tenant, a landlord (the owner), another landlord and an admin. */
export async function marketplaceActors(t: TestApp, details: Partial<Record<MarketplaceActor, UserDetails>> = {}) {
  const actors = {
    anonymous: new HttpClient(t.url),
    tenant: await testUser(t, 'tenant', { name: 'Tara Tenant', ...details.tenant }),
    landlord: await testUser(t, 'landlord', { name: 'Lena Landlord', whatsapp: '+14165550001', ...details.landlord }),
    otherLandlord: await testUser(t, 'landlord', { name: 'Otto Other', ...details.otherLandlord }),
    admin: await testUser(t, 'admin', { name: 'Ada Admin', ...details.admin }),
  };
  await resetRateLimits(t);
  return actors;
}

export interface ListingOverrides {
  title?: string;
  city?: string;
  status?: string;
  showOnMarketplace?: boolean;
}

/** The point the API would give a listing in `city` (every listing has one; the columns are NOT NULL). */
export function cityPoint(city: string, province = 'ON'): [latitude: number, longitude: number] {
  const { latitude, longitude } = geocode({ city, province: province as Parameters<typeof geocode>[0]['province'] });
  return [latitude, longitude];
}

/** Inserts one listing of `ownerId` (approved and listed unless told otherwise) and returns its id. */
export async function insertProperty(t: TestApp, ownerId: number, overrides: ListingOverrides = {}): Promise<number> {
  const { rows } = await sql<{ id: number }>(
    t,
    // With its first rent in the price history, as the API records it at creation.
    `with listing as (
       insert into properties (title, address, city, province, property_type, bedrooms, bathrooms, monthly_rent, owner_id, status, show_on_marketplace, latitude, longitude)
       values ($1, '1 King St W', $2, 'ON', 'condo', 2, 1, 2400, $3, $4, $5, $6, $7) returning id, monthly_rent, created_at)
     insert into property_price_history (property_id, monthly_rent, effective_from) select id, monthly_rent, created_at from listing returning property_id as id`,
    [overrides.title ?? 'Sunny condo', overrides.city ?? 'Toronto', ownerId, overrides.status ?? 'approved', overrides.showOnMarketplace ?? true, ...cityPoint(overrides.city ?? 'Toronto')],
  );
  return rows[0]!.id;
}

/** Inserts `count` approved, listed rows for `ownerId` in one statement (newest has the highest id). */
export async function insertListings(t: TestApp, ownerId: number, count: number, city = 'Ottawa') {
  await sql(
    t,
    `insert into properties (title, address, city, province, property_type, bedrooms, bathrooms, monthly_rent, owner_id, created_at, latitude, longitude)
     select 'Listing ' || n, n || ' Bank St', $3, 'ON', 'condo', 1 + n % 4, 1, 1000 + n * 10, $1, now() - (($2 - n) || ' seconds')::interval, $4, $5
     from generate_series(1, $2) n`,
    [ownerId, count, city, ...cityPoint(city)],
  );
}

/** A valid listing body (docs/product.md#validation-rules). */
export function listingBody(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Sunny two-bedroom',
    description: 'Close to the subway.',
    address: '12 King St W',
    city: 'Toronto',
    province: 'ON',
    propertyType: 'condo',
    bedrooms: 2,
    bathrooms: '1.5',
    monthlyRent: 2400,
    amenities: ['Dishwasher', 'Central AC'],
    images: ['https://gateway.example.org/ipfs/bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy'],
    ...overrides,
  };
}

/** Creates a listing through REST as `owner`; `status` is then set directly (the review flow has its own tests). */
export async function createListing(t: TestApp, owner: TestUser, overrides: Record<string, unknown> = {}, status = 'approved') {
  const response = await owner.client.post('/api/properties', listingBody(overrides));
  if (response.status !== 201) throw new Error(`create failed: ${response.status} ${response.text}`);
  if (status !== 'pending') await sql(t, 'update properties set status = $1 where id = $2', [status, response.json.id]);
  return response.json as { id: number; ownerId: number; status: string };
}

/** A calendar day `offset` days from the server's "today" for lease start dates. */
export const day = (offset: number): string => dayIn(START_DATE_TIME_ZONE, offset);

/**
 * A calendar day `offset` days from today on `timeZone`'s clock: what a rule counting in a province's days (rent
 * increases, renewal reminders) calls today. Between that province's midnight and Vancouver's, `day` is a day behind.
 */
export function dayIn(timeZone: string, offset: number): string {
  const [y, m, d] = calendarDayIn(timeZone, fromNow(0)).split('-').map(Number);
  return format(addDays(new Date(y!, m! - 1, d!), offset), 'yyyy-MM-dd');
}

/** A lease body as the spec's Create Lease dialog sends it (status pending, tenantId null). */
export function leaseBody(propertyId: number, tenantEmail: string, overrides: Record<string, unknown> = {}) {
  return {
    propertyId,
    tenantId: null,
    tenantName: 'Tia Tenant',
    tenantEmail,
    tenantPhone: '+14165550199',
    monthlyRent: 2400,
    startDate: day(10),
    endDate: day(375),
    terms: 'No smoking.',
    status: 'pending',
    ...overrides,
  };
}

/** The matrix plus a second tenant (someone else's inquiries, leases and documents). */
export async function actorsWithOtherTenant(t: TestApp, details: Partial<Record<MarketplaceActor | 'otherTenant', UserDetails>> = {}) {
  const actors = await marketplaceActors(t, details);
  const otherTenant = await testUser(t, 'tenant', { name: 'Theo Other', ...details.otherTenant });
  await resetRateLimits(t);
  return { ...actors, otherTenant };
}

/** Lease tests: the tenant's email is in mixed case, as tenants find their leases by email case-insensitively. */
export const leaseActors = (t: TestApp) => actorsWithOtherTenant(t, { tenant: { name: 'Tia Tenant', email: `Tia.Tenant-${process.pid}@Example.ca` } });

/** Inquiry and notification tests: Tom Tenant and the others around Lana Landlord's listed 'Harbour Loft'. */
export async function harbourLoftCast(t: TestApp) {
  const actors = await actorsWithOtherTenant(t, { landlord: { name: 'Lana Landlord' }, tenant: { name: 'Tom Tenant' } });
  return { ...actors, propertyId: await insertProperty(t, actors.landlord.id, { title: 'Harbour Loft' }) };
}

/** The service-level Actor a signed-in test user is (for service tests that call methods directly). */
export const actorOf = (user: TestUser): Actor => ({ id: user.id, role: user.role, name: user.name, email: user.email, emailVerified: user.emailVerified });

export type FileTestApp<U> = TestApp & { users: { [K in keyof U]: TestUser } };

/**
 * This test file's app: a real server over the file's own database, started before the file's own hooks and tests
 * and closed after them, with one signed-up account per entry of `users` (made in the order given). The returned
 * objects are empty until then and filled in place, so a file keeps them in constants.
 */
export function withTestApp<const U extends Record<string, TestRole> = Record<never, TestRole>>(
  options: { config?: Partial<AppConfig>; users?: U; timeout?: number } = {},
): FileTestApp<U> {
  const roles = Object.entries(options.users ?? {}) as Array<[keyof U, TestRole]>;
  const users = Object.fromEntries(roles.map(([key]) => [key, {}])) as FileTestApp<U>['users'];
  const app = { users } as FileTestApp<U>;
  let started = false;
  beforeAll(async () => {
    Object.assign(app, await startTestApp(options.config));
    started = true;
    for (const [key, role] of roles) Object.assign(users[key], await testUser(app, role));
  }, options.timeout);
  afterAll(async () => {
    if (started) await app.close();
  });
  return app;
}

/** withTestApp plus the cast its tests share (`t` is the app); the fields are filled by the time a test reads them. */
export function appWithCast<C extends object>(castFor: (t: TestApp) => Promise<C>, timeout?: number): C & { t: TestApp } {
  const scene = {} as C & { t: TestApp };
  const t = withTestApp({ timeout });
  beforeAll(async () => {
    Object.assign(scene, { t }, await castFor(t));
  }, timeout);
  return scene;
}
