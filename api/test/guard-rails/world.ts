import type { GraphQLField, GraphQLSchema } from 'graphql';
import { resetRateLimits, sql } from '../auth-helpers.js';
import { HttpClient } from '../http-client.js';
import type { TestApp } from '../test-app.js';
import { buildGraphQLSchema } from '../../src/graphql/schema.js';
import { pdf, png } from '../../src/modules/upload/upload.fixtures.js';
import { uploadFile } from '../upload-client.js';
import { fromNow, HOUR } from '../clock.js';
import { appWithCast, insertProperty, leaseBody, testUser, type TestRole, type TestUser } from '../marketplace-fixtures.js';

/** The five actors of the matrix in docs/product.md#roles-and-permissions. */
export const ACTORS = ['anonymous', 'tenant', 'landlord', 'otherLandlord', 'admin'] as const;
export type ActorName = (typeof ACTORS)[number];

/** A signed-in person of the world; every one has a phone, so leaks of it can be detected. */
export type WorldUser = TestUser & { phone: string };

/**
 * One seeded marketplace per test file: every role, a public and a hidden listing of the landlord, a lease naming
 * the tenant, the tenant's inquiry (which opens the chat and notifies the landlord), a saved property, a public and a
 * private document, and the files behind them.
 */
export interface World {
  t: TestApp;
  anonymous: HttpClient;
  users: Record<Exclude<ActorName, 'anonymous'>, WorldUser>;
  /** Approved, listed, owned by the landlord. */
  propertyId: number;
  /** Approved but hidden from the marketplace, owned by the landlord. */
  hiddenPropertyId: number;
  leaseId: number;
  inquiryId: number;
  /** The landlord's notification about the tenant's inquiry. */
  notificationId: number;
  privateDocumentName: string;
  publicDocumentName: string;
  /** A listing image (public bytes) and a private document file, both uploaded by the landlord. */
  publicImageCid: string;
  privateFileCid: string;
  /** The tenant's open rental application to the public listing; its profile snapshot holds one private document. */
  applicationId: number;
  applicationDocumentCid: string;
  /** A fresh open application of the tenant to a fresh listing of the landlord. */
  freshApplication(): Promise<number>;
  /** A fresh active lease (the tenant accepted it) on a fresh listing. */
  freshActiveLease(): Promise<number>;
  /** Signed-in client for an actor, or the anonymous one. */
  client(actor: ActorName): HttpClient;
  /** The id an actor is, or null for anonymous. */
  idOf(actor: ActorName): number | null;
  /** A fresh public listing of the landlord (for rows that change or delete what they touch). */
  freshProperty(overrides?: { status?: string; showOnMarketplace?: boolean; ownerId?: number }): Promise<number>;
  /** A fresh pending lease (an invitation) from the landlord to the tenant, on a fresh listing. */
  freshLease(): Promise<number>;
  /** A fresh landlord account nobody signs in as (for suspension rows). */
  freshLandlord(): Promise<number>;
  /** An open report by the tenant of a fresh listing (for rows that resolve it). */
  freshReport(): Promise<number>;
  /** A viewing slot of the landlord on a fresh public listing, three days ahead. */
  freshViewingSlot(): Promise<number>;
  /** The tenant's booking of a fresh viewing slot. */
  freshViewingBooking(): Promise<number>;
  /** The tenant's pending viewing request of a fresh listing, proposing `proposedViewingTime`. */
  freshViewingRequest(): Promise<number>;
  /** The tenant's open repair request on a fresh active lease. */
  freshRepairRequest(): Promise<number>;
}

/** The time fresh viewing requests propose: 10:00 or 11:00 in Toronto, three days ahead (within the proposal hours). */
export const proposedViewingTime = (): string => `${fromNow(72 * HOUR).toISOString().slice(0, 10)}T15:00:00.000Z`;

let serial = 0;

async function user(t: TestApp, role: TestRole, name: string): Promise<WorldUser> {
  serial += 1;
  const phone = `+1647555${String(8000 + serial)}`;
  return { ...(await testUser(t, role, { name, phone })), phone };
}

export async function seedWorld(t: TestApp): Promise<World> {
  await resetRateLimits(t);
  const users = {
    tenant: await user(t, 'tenant', 'Tara Tenant'),
    landlord: await user(t, 'landlord', 'Lena Landlord'),
    otherLandlord: await user(t, 'landlord', 'Otto Other'),
    admin: await user(t, 'admin', 'Ada Admin'),
  };
  await resetRateLimits(t);
  const { tenant, landlord } = users;
  const anonymous = new HttpClient(t.url);

  const propertyId = await insertProperty(t, landlord.id, { title: 'Public condo' });
  const hiddenPropertyId = await insertProperty(t, landlord.id, { title: 'Hidden condo', showOnMarketplace: false });

  const lease = await landlord.client.post('/api/leases', leaseBody(propertyId, tenant.email, { tenantName: 'Tara Tenant', tenantPhone: tenant.phone }));
  if (lease.status !== 201) throw new Error(`lease: ${lease.status} ${lease.text}`);

  const inquiry = await tenant.client.post('/api/inquiries', { propertyId, tenantId: tenant.id, message: 'Is it still available?' });
  if (inquiry.status !== 201) throw new Error(`inquiry: ${inquiry.status} ${inquiry.text}`);
  const { rows: notifications } = await sql<{ id: number }>(t, 'select id from notifications where recipient_id = $1 order by id', [landlord.id]);
  if (!notifications[0]) throw new Error('the inquiry did not notify the landlord');

  const saved = await tenant.client.post('/api/saved-properties', { propertyId });
  if (saved.status !== 201) throw new Error(`save: ${saved.status} ${saved.text}`);

  const image = await uploadFile(t.url, landlord.client, { bytes: png(), name: 'front.png', type: 'image/png' }, 'image');
  const file = await uploadFile(t.url, landlord.client, { bytes: pdf('Private inspection report'), name: 'inspection.pdf', type: 'application/pdf' }, 'document');
  if (image.status !== 201 || file.status !== 201) throw new Error(`upload: ${image.status} ${file.status}`);
  const privateDocumentName = 'inspection-report-private.pdf';
  const publicDocumentName = 'building-rules-public.pdf';
  await sql(
    t,
    `insert into documents (name, type, ipfs_hash, property_id, uploaded_by, accessible_to)
     values ($1, 'property-document', $2, $3, $4, '{}'), ($5, 'property-document', $6, $3, $4, '{public}')`,
    [privateDocumentName, file.json.data.cid, propertyId, landlord.id, publicDocumentName, image.json.data.cid],
  );

  const proof = await uploadFile(t.url, tenant.client, { bytes: pdf('Pay stub'), name: 'pay-stub.pdf', type: 'application/pdf' }, 'document');
  if (proof.status !== 201) throw new Error(`upload: ${proof.status} ${JSON.stringify(proof.json)}`);
  const profile = await tenant.client.put('/api/rental-profile', {
    employer: 'Maple Bank',
    documents: [{ kind: 'proof-of-income', name: 'pay-stub.pdf', ipfsHash: proof.json.data.cid }],
  });
  if (profile.status !== 200) throw new Error(`rental profile: ${profile.status} ${profile.text}`);
  const applyTo = async (id: number) => {
    const applied = await tenant.client.post(`/api/properties/${id}/applications`, { message: 'Hello', consent: true });
    if (applied.status !== 201) throw new Error(`apply: ${applied.status} ${applied.text}`);
    return applied.json.id as number;
  };

  const world: World = {
    t,
    anonymous,
    users,
    propertyId,
    hiddenPropertyId,
    leaseId: lease.json.id,
    inquiryId: inquiry.json.id,
    notificationId: notifications[0].id,
    privateDocumentName,
    publicDocumentName,
    publicImageCid: image.json.data.cid,
    privateFileCid: file.json.data.cid,
    applicationId: await applyTo(propertyId),
    applicationDocumentCid: proof.json.data.cid,
    freshApplication: async () => applyTo(await world.freshProperty()),
    async freshActiveLease() {
      const id = await world.freshLease();
      const accepted = await tenant.client.post(`/api/leases/${id}/accept`);
      if (accepted.status !== 200) throw new Error(`accept: ${accepted.status} ${accepted.text}`);
      return id;
    },
    client: (actor) => (actor === 'anonymous' ? anonymous : users[actor].client),
    idOf: (actor) => (actor === 'anonymous' ? null : users[actor].id),
    freshProperty: ({ ownerId, ...overrides } = {}) => insertProperty(t, ownerId ?? landlord.id, { title: 'Guard-rail condo', ...overrides }),
    async freshLease() {
      const propertyId = await world.freshProperty();
      const created = await landlord.client.post('/api/leases', leaseBody(propertyId, tenant.email, { tenantName: 'Tara Tenant', tenantPhone: tenant.phone }));
      if (created.status !== 201) throw new Error(`lease: ${created.status} ${created.text}`);
      return created.json.id as number;
    },
    freshLandlord: async () => {
      serial += 1;
      const { rows } = await sql<{ id: number }>(t, `insert into users (email, name, role) values ($1, 'Fresh Landlord', 'landlord') returning id`, [
        `fresh-landlord-${serial}-${process.pid}@example.ca`,
      ]);
      return rows[0]!.id;
    },
    async freshRepairRequest() {
      const filed = await tenant.client.post(`/api/leases/${await world.freshActiveLease()}/repair-requests`, {
        category: 'plumbing',
        description: 'The tap drips.',
        urgency: 'routine',
      });
      if (filed.status !== 201) throw new Error(`repair request: ${filed.status} ${filed.text}`);
      return filed.json.id as number;
    },
    async freshViewingSlot() {
      const startsAt = fromNow(72 * HOUR).toISOString();
      const created = await landlord.client.post(`/api/properties/${await world.freshProperty()}/viewing-slots`, { startsAt, durationMinutes: 30 });
      if (created.status !== 201) throw new Error(`viewing slot: ${created.status} ${created.text}`);
      return created.json[0].id as number;
    },
    async freshViewingBooking() {
      const booked = await tenant.client.post(`/api/viewing-slots/${await world.freshViewingSlot()}/bookings`, { message: 'Saturday works.' });
      if (booked.status !== 201) throw new Error(`viewing booking: ${booked.status} ${booked.text}`);
      return booked.json.id as number;
    },
    async freshViewingRequest() {
      const asked = await tenant.client.post('/api/notifications/viewing-request', { propertyId: await world.freshProperty(), proposedTimes: [proposedViewingTime()] });
      if (asked.status !== 201) throw new Error(`viewing request: ${asked.status} ${asked.text}`);
      return asked.json.viewingRequest.id as number;
    },
    freshReport: async () => {
      const report = await tenant.client.post(`/api/properties/${await world.freshProperty()}/reports`, { reason: 'scam' });
      if (report.status !== 201) throw new Error(`report: ${report.status} ${report.text}`);
      return report.json.id;
    },
  };
  return world;
}

/** Seeding signs up four people and uploads files: more than the default hook time on a busy machine. */
const SEED_TIMEOUT_MS = 120_000;

/** The GraphQL guard rails' file setup: one seeded world and the app's schema, ready before the first test. */
export const graphqlWorld = () =>
  appWithCast(async (t) => ({ ...(await seedWorld(t)), schema: await buildGraphQLSchema(t.services) }), SEED_TIMEOUT_MS);

export type RootKind = 'query' | 'mutation' | 'subscription';

/** Every root field of the schema with its operation kind, e.g. { kind: 'query', name: 'Query.me', field }. */
export function rootFields(schema: GraphQLSchema, kinds: RootKind[] = ['query', 'mutation', 'subscription']) {
  const roots = { query: schema.getQueryType(), mutation: schema.getMutationType(), subscription: schema.getSubscriptionType() };
  return kinds.flatMap((kind) => {
    const root = roots[kind];
    return root ? Object.values(root.getFields()).map((field: GraphQLField<unknown, unknown>) => ({ kind, name: `${root.name}.${field.name}`, field })) : [];
  });
}

/** The tenant's counterpart in the conversation: the landlord writes to the tenant, everybody else to the landlord. */
export const counterpart = (w: World, actor: ActorName) => (actor === 'landlord' ? w.users.tenant.id : w.users.landlord.id);

/** A separate session of the same person, so logging it out does not end the session the other rows use. */
export async function freshSession(w: World, actor: ActorName): Promise<HttpClient> {
  const client = new HttpClient(w.t.url);
  if (actor === 'anonymous') return client;
  const u = w.users[actor];
  await resetRateLimits(w.t);
  const login = await client.post('/api/auth/login', { email: u.email, password: u.password, role: u.role });
  if (login.status !== 200) throw new Error(`login ${actor}: ${login.status} ${login.text}`);
  return client;
}

/** Contact details of everyone but `actor` (what a denied or public answer must never contain). */
export function othersSecrets(world: World, actor: ActorName, fields: Array<'email' | 'phone' | 'whatsapp'> = ['email', 'phone']): string[] {
  return Object.entries(world.users)
    .filter(([name]) => name !== actor)
    .flatMap(([, u]) => fields.map((field) => u[field]));
}

/**
 * What `viewer` may see of `person` (user.loaders.ts): everything for themself and admins; a tenant's
 * contact details for the landlord they wrote to (the world's inquiry); the name only for strangers. Keys a test
 * can compare with toMatchObject.
 */
export function personSeenAs(w: World, person: 'tenant' | 'admin', viewer: ActorName): Record<string, unknown> {
  const user = w.users[person];
  const full = viewer === person || viewer === 'admin' || (person === 'tenant' && viewer === 'landlord');
  if (full) return { id: user.id, name: user.name, role: user.role, email: user.email, whatsapp: user.whatsapp };
  return { id: user.id, name: user.name, role: null, bio: null, location: null, email: null, phone: null, whatsapp: null };
}

/** A fresh saved search of the world's tenant (the matrices' other actors must not reach it). */
export async function tenantSearch(w: World): Promise<number> {
  const saved = await w.users.tenant.client.post('/api/saved-searches', { name: 'Matrix search' });
  if (saved.status !== 201) throw new Error(`save search: ${saved.status} ${saved.text}`);
  return saved.json.id;
}
