import { HttpClient } from '../../../test/http-client.js';
import { resetRateLimits, signedUpClient, sql } from '../../../test/auth-helpers.js';
import type { TestApp } from '../../../test/test-app.js';

export type SignedIn = Awaited<ReturnType<typeof signedUpClient>>;

/** The five parties of the authorization matrix: anonymous, tenant, landlord, another landlord, admin. */
export async function marketplaceActors(t: TestApp) {
  await resetRateLimits(t);
  const landlord = await signedUpClient(t, { role: 'landlord', name: 'Lena Landlord', whatsapp: '+14165550001' });
  const otherLandlord = await signedUpClient(t, { role: 'landlord', name: 'Otto Other' });
  const tenant = await signedUpClient(t, { role: 'tenant', name: 'Tara Tenant' });
  const admin = await signedUpClient(t, { role: 'tenant', name: 'Ada Admin' });
  // Admins are created by operators, never by signup.
  await sql(t, `update users set role = 'admin' where id = $1`, [admin.user.id]);
  return { anonymous: new HttpClient(t.url), landlord, otherLandlord, tenant, admin };
}

/** A valid listing body (spec §5 required fields). */
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
export async function createListing(t: TestApp, owner: SignedIn, overrides: Record<string, unknown> = {}, status = 'approved') {
  const response = await owner.client.post('/api/properties', listingBody(overrides));
  if (response.status !== 201) throw new Error(`create failed: ${response.status} ${response.text}`);
  if (status !== 'pending') await sql(t, 'update properties set status = $1 where id = $2', [status, response.json.id]);
  return response.json as { id: number; ownerId: number; status: string };
}

/** Inserts `count` approved, listed rows for `ownerId` in one statement (newest has the highest id). */
export async function insertListings(t: TestApp, ownerId: number, count: number, city = 'Ottawa') {
  await sql(
    t,
    `insert into properties (title, address, city, province, property_type, bedrooms, bathrooms, monthly_rent, owner_id, created_at)
     select 'Listing ' || n, n || ' Bank St', $3, 'ON', 'condo', 1 + n % 4, 1, 1000 + n * 10, $1, now() - (($2 - n) || ' seconds')::interval
     from generate_series(1, $2) n`,
    [ownerId, count, city],
  );
}
