import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../auth-helpers.js';
import type { HttpClient } from '../http-client.js';
import { countQueries } from '../../src/modules/property/query-counter.test-helper.js';
import { seedWorld, type World, type WorldUser } from './world.js';
import { cityPoint, withTestApp } from '../marketplace-fixtures.js';

/**
 * A list of N items costs a constant number of SQL statements. Each main list is read for a landlord with
 * 3 items and one with 30 (same shape of data), over REST and GraphQL, and the statement counts must be equal.
 * The seeded world gives the two landlords (landlord: small, otherLandlord: large) and the tenant who talks to both.
 */
const t = withTestApp();
let w: World;
beforeAll(async () => {
  w = await seedWorld(t);
  await populate(w.users.landlord, 3, 'Smallville');
  await populate(w.users.otherLandlord, 30, 'Bigtown');
}, 120_000);

/**
 * `count` listings in `city` for `owner`, each with a pending lease naming the tenant, an inquiry from the tenant
 * with a chat reply, a notification for the owner; the tenant saves every other listing.
 */
async function populate(owner: WorldUser, count: number, city: string) {
  const tenant = w.users.tenant;
  await sql(
    t,
    `with new_properties as (
       insert into properties (title, address, city, province, property_type, bedrooms, bathrooms, monthly_rent, owner_id, latitude, longitude)
       select 'Listing ' || n, n || ' Main St', $3, 'ON', 'condo', 2, 1, 2000 + n, $1, $6, $7 from generate_series(1, $2) n
       returning id
     ), leases as (
       insert into leases (property_id, landlord_id, tenant_name, tenant_email, status, start_date, end_date, monthly_rent)
       select id, $1, 'Tara Tenant', $5, 'pending', current_date + 30, current_date + 400, 2000 from new_properties
     ), inquiries as (
       insert into inquiries (property_id, tenant_id, landlord_id, message, property_title) select id, $4, $1, 'Is it available?', 'Listing' from new_properties
     ), messages as (
       insert into chat_messages (property_id, sender_id, receiver_id, message)
       select id, $4, $1, 'Hello' from new_properties union all select id, $1, $4, 'Yes it is' from new_properties
     ), notifications as (
       insert into notifications (type, title, message, recipient_id, sender_id, property_id, metadata)
       select 'inquiry', 'New inquiry', 'Is it available?', $1, $4, id, '{"tenantName":"Tara Tenant"}'::jsonb from new_properties
     )
     insert into saved_properties (user_id, property_id) select $4, id from new_properties where id % 2 = 0`,
    [owner.id, count, city, tenant.id, tenant.email, ...cityPoint(city)],
  );
}

async function statements(client: HttpClient, run: (client: HttpClient) => Promise<{ status: number; json: any; text: string }>, expectedItems: (json: any) => number, n: number) {
  await run(client); // warm-up: metadata and prepared statements are not what is being measured
  const { result, queries } = await countQueries(() => run(client));
  expect(result.status, result.text.slice(0, 300)).toBe(200);
  expect(result.json?.errors, result.text.slice(0, 300)).toBeUndefined();
  expect(expectedItems(result.json)).toBe(n);
  return queries;
}

interface ListCase {
  name: string;
  /** Who reads the small list (3 items) and who the large one (30). */
  small: () => HttpClient;
  large: () => HttpClient;
  request: (client: HttpClient, size: 'small' | 'large') => Promise<{ status: number; json: any; text: string }>;
  items: (json: any) => number;
}

const cityOf = (size: 'small' | 'large') => (size === 'small' ? 'Smallville' : 'Bigtown');
const landlordOf = (size: 'small' | 'large') => (size === 'small' ? w.users.landlord : w.users.otherLandlord);
const tenantClient = () => w.users.tenant.client;

/** A landlord's list: the small landlord reads 3 items, the other landlord 30. */
const landlordList = (name: string, request: ListCase['request'], items: ListCase['items']): ListCase => ({
  name,
  small: () => landlordOf('small').client,
  large: () => landlordOf('large').client,
  request,
  items,
});
const restItems = (json: any) => json.length;
const graphqlItems = (field: string) => (json: any) => json.data[field].length;

const lists: ListCase[] = [
  {
    name: 'REST browse (tenant: isSaved/isBooked)',
    small: tenantClient,
    large: tenantClient,
    request: (c, size) => c.get(`/api/properties?city=${cityOf(size)}`),
    items: restItems,
  },
  {
    name: 'GraphQL browse with isSaved, isBooked, owner, currentLease',
    small: tenantClient,
    large: tenantClient,
    request: (c, size) =>
      c.graphql(`query($city: String) { properties(first: 100, filter: { city: $city }) { nodes { id title isSaved isBooked owner { id name whatsapp } currentLease { id startDate endDate } } } }`, { city: cityOf(size) }),
    items: (json) => json.data.properties.nodes.length,
  },
  landlordList('REST landlord inquiries with latest message', (c, size) => c.get(`/api/inquiries/landlord/${landlordOf(size).id}`), restItems),
  landlordList(
    'GraphQL landlord inquiries with latest message',
    (c) => c.graphql('query { landlordInquiries { id propertyTitle latestMessage { id message senderId } } }'),
    graphqlItems('landlordInquiries'),
  ),
  landlordList('REST notifications', (c) => c.get('/api/notifications'), restItems),
  landlordList(
    'GraphQL notifications',
    (c) => c.graphql('query { notifications { id title isRead metadata { tenantName } } }'),
    graphqlItems('notifications'),
  ),
  landlordList('REST landlord leases', (c, size) => c.get(`/api/leases/landlord/${landlordOf(size).id}`), restItems),
  landlordList(
    'GraphQL landlord leases with property',
    (c) => c.graphql('query { landlordLeases { id tenantEmail signingStatus signedDocumentCid signatures { role name signedAt } property { id title isBooked owner { id name } } } }'),
    graphqlItems('landlordLeases'),
  ),
];

describe('a list of N items costs a constant number of SQL statements', () => {
  it.each(lists.map((list) => [list.name, list] as const))('%s', async (_name, list) => {
    const small = await statements(list.small(), (c) => list.request(c, 'small'), list.items, list.name.includes('browse') ? 3 : 3 + extraFor(list, 'small'));
    const large = await statements(list.large(), (c) => list.request(c, 'large'), list.items, list.name.includes('browse') ? 30 : 30 + extraFor(list, 'large'));
    expect(small.length, 'the counter sees the statements').toBeGreaterThan(1);
    expect(large.length, `N=3: ${small.length} statements, N=30: ${large.length}\n${large.join('\n')}`).toBe(small.length);
  });
});

/**
 * The world's landlord also owns the seeded public listing (its lease, inquiry and notification count too); the
 * world's rental application to it notified the landlord once more.
 */
function extraFor(list: ListCase, size: 'small' | 'large'): number {
  if (size !== 'small' || list.name.includes('browse')) return 0;
  return list.name.includes('notifications') ? 2 : 1;
}
