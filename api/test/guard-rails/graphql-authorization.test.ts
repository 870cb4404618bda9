import { getNamedType, isNonNullType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { resetRateLimits, signedUpClient, sql } from '../auth-helpers.js';
import { HttpClient } from '../http-client.js';
import { eachRowAndActor, expect5, forgedUserId, leakedSecrets, type Expected } from './matrix.js';
import { fromNow, HOUR } from '../clock.js';
import { day, testUser } from '../marketplace-fixtures.js';
import { freshRaisableLease, freshRentIncrease } from './rest-cases.js';
import { counterpart, freshSession, graphqlWorld, lawfulEntryTime, personSeenAs, proposedViewingTime, rootFields, tenantSearch, type ActorName, type World } from './world.js';

/**
 * The authorization matrix of docs/product.md#roles-and-permissions over every GraphQL query and mutation, like the REST one: each (operation, actor)
 * row runs plain and with a forged x-user-id header. Selections reach into nested users (owner { email phone }) so
 * field-level contact rules are covered too.
 */
/** An active lease holding a key deposit (Ontario allows one), ready for its deposit's return. */
async function leaseWithDeposit(w: World): Promise<number> {
  const id = await w.freshActiveLease();
  await sql(w.t, `update leases set deposits = '[{"kind": "key", "amount": 50}]'::jsonb where id = $1`, [id]);
  return id;
}

/** An active lease whose deposit the landlord returned. */
async function returnedDepositLease(w: World): Promise<number> {
  const id = await leaseWithDeposit(w);
  const made = await w.users.landlord.client.post(`/api/leases/${id}/deposit-return`, { deductions: [{ reason: 'Fob not returned', amount: 20 }] });
  if (made.status !== 201) throw new Error(`deposit return: ${made.status} ${made.text}`);
  return id;
}

// One lease per world and row, not per actor (each fresh lease is a fresh listing); only the landlord's mutation
// succeeds (with a fresh lease each time) and the others are refused before the statement is looked at.
const depositLeases = new WeakMap<World, Promise<number>>();
const returnedLeases = new WeakMap<World, Promise<number>>();
function oncePerWorld(cache: WeakMap<World, Promise<number>>, w: World, make: (w: World) => Promise<number>): Promise<number> {
  if (!cache.has(w)) cache.set(w, make(w));
  return cache.get(w)!;
}

interface GqlCase {
  operation: string;
  variant?: string;
  expect: Record<ActorName, Expected>;
  query: string;
  variables?: (w: World, actor: ActorName) => Record<string, unknown> | Promise<Record<string, unknown>>;
  /** A separate session for calls that end or replace one (login, logout). */
  client?: (w: World, actor: ActorName) => Promise<HttpClient>;
  sees?: Partial<Record<ActorName, ActorName[]>>;
  check?: (data: any, w: World, actor: ActorName) => void;
}

// REPAIR_STATUS_NOT_YOURS: a 403, a status the caller's side never sets (a tenant acknowledging a repair).
const DENIED_CODES = new Set(['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'REPAIR_STATUS_NOT_YOURS']);
const USER = 'id name email phone whatsapp';
const PROPERTY = `id title ownerId status showOnMarketplace isSaved isBooked owner { ${USER} }`;
const LEASE = 'id propertyId landlordId tenantId tenantName tenantEmail tenantPhone monthlyRent terms status';
const APPLICATION = 'id propertyId propertyTitle status applicantName applicantEmail applicantPhone profile { employer } leaseDraft { tenantEmail }';
const ids = (list: any): number[] => (Array.isArray(list) ? list.map((item) => item.id) : []);
/** Variables for auth calls, which are rate limited: every row starts from a clean limit. */
const afterRateLimitReset =
  (variables: (w: World, actor: ActorName) => Record<string, unknown>) =>
  async (w: World, actor: ActorName) => {
    await resetRateLimits(w.t);
    return variables(w, actor);
  };
/** check: the list at `path` holds the world's `thing` exactly when the viewer is one of `who`. */
const holdsOnlyFor = (path: string, thing: 'propertyId' | 'hiddenPropertyId' | 'leaseId', ...who: ActorName[]) => (data: any, w: World, actor: ActorName) => {
  const list = path.split('.').reduce((value, key) => value?.[key], data);
  expect(ids(list).includes(w[thing]), `${path} holds ${thing}`).toBe(who.includes(actor));
};
/** variables: a new thing of the world (a listing, a pending lease, an open report, a landlord) under `name`. */
const fresh = (name: string, thing: 'freshProperty' | 'freshLease' | 'freshReport' | 'freshLandlord' | 'freshViewingSlot' | 'freshViewingBooking' | 'freshViewingRequest' | 'freshApplication' | 'freshRepairRequest') => async (w: World) => ({ [name]: await w[thing]() });
/** check: the answer, or every item of a list answer, carries the viewer's own id in `key`. */
const viewersOwn = (field: string, key: string) => (data: any, w: World, actor: ActorName) => {
  for (const item of [data[field]].flat()) expect(item[key], `${field}.${key}`).toBe(w.idOf(actor));
};

const ROOMS = [{ name: 'Kitchen', items: [{ name: 'Fridge', condition: 'good' }] }];
/** A move-in report the landlord recorded on `leaseId` (over REST: the matrix row is about the GraphQL operation). */
async function inspectionOf(w: World, leaseId: number): Promise<number> {
  const created = await w.users.landlord.client.post(`/api/leases/${leaseId}/inspections`, { kind: 'move-in', rooms: ROOMS });
  if (created.status !== 201) throw new Error(`inspection: ${created.status} ${created.text}`);
  return created.json.id;
}
/** One report on the world's lease for the reads (a fresh lease is a fresh listing; listing pages stay as they were). */
const worldInspections = new WeakMap<World, Promise<number>>();
const worldInspection = (w: World): Promise<number> => {
  if (!worldInspections.has(w)) worldInspections.set(w, inspectionOf(w, w.leaseId));
  return worldInspections.get(w)!;
};
const isParty = (actor: ActorName) => actor === 'tenant' || actor === 'landlord';

const cases: GqlCase[] = [
  // Auth
  {
    operation: 'Query.me',
    expect: expect5('A:null T:ok L:ok O:ok D:ok'),
    query: 'query { me { id role email } }',
    check: viewersOwn('me', 'id'),
  },
  {
    operation: 'Mutation.signup',
    expect: expect5('A:ok T:ok L:ok O:ok D:ok'),
    query: 'mutation($input: SignupInput!) { signup(input: $input) { user { id role } } }',
    client: freshSession,
    variables: afterRateLimitReset((_w, actor) => ({
      input: { name: 'New', email: `gql-${actor}-${Math.random()}@example.ca`, whatsapp: '+14165550100', password: 'secret12', role: 'tenant' },
    })),
  },
  {
    operation: 'Mutation.login',
    expect: expect5('A:ok T:ok L:ok O:ok D:ok'),
    query: 'mutation($input: LoginInput!) { login(input: $input) { ... on SignedIn { user { id role } } } }',
    client: freshSession,
    variables: afterRateLimitReset((w, actor) => {
      const u = w.users[actor === 'anonymous' ? 'tenant' : actor];
      return { input: { email: u.email, password: u.password, role: u.role } };
    }),
  },
  { operation: 'Mutation.logout', expect: expect5('A:ok T:ok L:ok O:ok D:ok'), query: 'mutation { logout }', client: freshSession },
  {
    operation: 'Mutation.signOutEverywhere',
    expect: expect5('A:denied T:ok L:ok O:ok D:ok'),
    query: 'mutation { signOutEverywhere }',
    // A stand-in of the actor's role: signing out everywhere would end the world's own sessions.
    client: async (w, actor) => (actor === 'anonymous' ? new HttpClient(w.t.url) : (await testUser(w.t, actor === 'otherLandlord' ? 'landlord' : actor)).client),
  },
  {
    operation: 'Mutation.requestPasswordReset',
    expect: expect5('A:ok T:ok L:ok O:ok D:ok'),
    query: 'mutation($email: String!) { requestPasswordReset(email: $email) }',
    variables: afterRateLimitReset((w) => ({ email: w.users.landlord.email })),
  },
  {
    // Public: the link may be opened signed out or in anyone's browser. Each call verifies a new account.
    operation: 'Mutation.verifyEmail',
    expect: expect5('A:ok T:ok L:ok O:ok D:ok'),
    query: 'mutation($token: String!) { verifyEmail(token: $token) }',
    variables: async (w) => {
      await resetRateLimits(w.t);
      const { body } = await signedUpClient(w.t);
      return { token: w.t.mailer.lastTokenTo(body.email) };
    },
  },
  {
    // Any signed-in, unverified account (the world's people are verified, so each row signs a new one up).
    operation: 'Mutation.resendVerificationEmail',
    expect: expect5('A:denied T:ok L:ok O:ok D:ok'),
    query: 'mutation { resendVerificationEmail }',
    client: async (w, actor) => {
      if (actor === 'anonymous') return freshSession(w, actor);
      await resetRateLimits(w.t);
      return (await signedUpClient(w.t, { role: actor === 'tenant' ? 'tenant' : 'landlord' })).client;
    },
  },
  { operation: 'Query.apiTokens', expect: expect5('A:denied T:ok L:ok O:ok D:ok'), query: 'query { apiTokens { id userId } }', check: viewersOwn('apiTokens', 'userId') },
  { operation: 'Mutation.createApiToken', expect: expect5('A:denied T:ok L:ok O:ok D:ok'), query: 'mutation { createApiToken(name: "ci") { id } }' },
  {
    operation: 'Mutation.revokeApiToken',
    variant: "the landlord's token",
    expect: expect5('A:denied T:denied L:ok O:denied D:denied'),
    query: 'mutation($id: Int!) { revokeApiToken(id: $id) }',
    variables: async (w) => {
      const created = await w.users.landlord.client.graphql('mutation { createApiToken(name: "victim") { id } }');
      return { id: created.json.data.createApiToken.id };
    },
  },

  // Properties
  {
    operation: 'Query.properties',
    expect: expect5('A:ok T:ok L:ok O:ok D:ok'),
    query: `query { properties(first: 50) { nodes { ${PROPERTY} } } }`,
    check: (d, w) => {
      expect(ids(d.properties.nodes)).toContain(w.propertyId);
      expect(ids(d.properties.nodes)).not.toContain(w.hiddenPropertyId);
    },
  },
  {
    operation: 'Query.placeSuggestions',
    expect: expect5('A:ok T:ok L:ok O:ok D:ok'),
    query: `query { placeSuggestions(q: "to") { kind name listings } }`,
    check: (d) => expect(Array.isArray(d.placeSuggestions)).toBe(true), // counts of public listings only
  },
  {
    operation: 'Query.checkListingText',
    expect: expect5('A:denied T:ok L:ok O:ok D:ok'),
    query: 'query { checkListingText(text: "No kids") { ok code findings { words ground } } }',
    check: (d) => expect(d.checkListingText).toMatchObject({ ok: false, code: 'DISCRIMINATORY_TEXT', findings: [{ words: 'No kids', ground: 'familyStatus' }] }),
  },
  {
    operation: 'Query.rentReport',
    expect: expect5('A:ok T:ok L:ok O:ok D:ok'),
    query: `query { rentReport(province: ON) { generatedAt rows { city bedrooms medianRent sampleSize } } }`,
    check: (d) => expect(Array.isArray(d.rentReport.rows)).toBe(true), // medians of public listings only
  },
  {
    operation: 'Query.ownerProperties',
    expect: expect5('A:ok T:ok L:ok O:ok D:ok'),
    query: `query($ownerId: Int!) { ownerProperties(ownerId: $ownerId) { nodes { ${PROPERTY} } } }`,
    variables: (w) => ({ ownerId: w.users.landlord.id }),
    check: holdsOnlyFor('ownerProperties.nodes', 'hiddenPropertyId', 'landlord', 'admin'),
  },
  {
    operation: 'Query.property',
    expect: expect5('A:ok T:ok L:ok O:ok D:ok'),
    query: `query($id: Int!) { property(id: $id) { ${PROPERTY} currentLease { id tenantName lease { ${LEASE} } } } }`,
    variables: (w) => ({ id: w.propertyId }),
    sees: { landlord: ['tenant'], tenant: [] },
    check: (d, _w, actor) => expect(d.property.isSaved).toBe(actor === 'tenant'),
  },
  {
    operation: 'Query.property',
    variant: 'hidden listing',
    expect: expect5('A:null T:null L:ok O:null D:ok'),
    query: `query($id: Int!) { property(id: $id) { ${PROPERTY} } }`,
    variables: (w) => ({ id: w.hiddenPropertyId }),
  },
  {
    operation: 'Mutation.createProperty',
    expect: expect5('A:denied T:denied L:ok O:ok D:denied'),
    query: 'mutation($input: PropertyCreateInput!) { createProperty(input: $input) { id ownerId } }',
    variables: () => ({ input: { title: 'GQL place', address: '1 Bay St', city: 'Toronto', province: 'ON', propertyType: 'condo', bedrooms: 1, bathrooms: 1, monthlyRent: 1500 } }),
    check: viewersOwn('createProperty', 'ownerId'),
  },
  {
    operation: 'Mutation.updateProperty',
    variant: 'fields',
    expect: expect5('A:denied T:denied L:ok O:denied D:denied'),
    query: 'mutation($id: Int!) { updateProperty(id: $id, input: { title: "Changed" }) { id title } }',
    variables: fresh('id', 'freshProperty'),
  },
  {
    operation: 'Mutation.updateProperty',
    variant: 'review a pending listing',
    expect: expect5('A:denied T:denied L:denied O:denied D:ok'),
    query: 'mutation($id: Int!) { updateProperty(id: $id, input: { status: approved }) { id status } }',
    variables: async (w) => ({ id: await w.freshProperty({ status: 'pending' }) }),
  },
  {
    operation: 'Mutation.deleteProperty',
    expect: expect5('A:denied T:denied L:ok O:denied D:ok'),
    query: 'mutation($id: Int!) { deleteProperty(id: $id) }',
    variables: fresh('id', 'freshProperty'),
  },

  // Saved properties
  {
    operation: 'Query.savedProperties',
    expect: expect5('A:denied T:ok L:ok O:ok D:ok'),
    query: `query { savedProperties { ${PROPERTY} } }`,
    check: holdsOnlyFor('savedProperties', 'propertyId', 'tenant'),
  },
  {
    operation: 'Query.isSaved',
    expect: expect5('A:denied T:ok L:ok O:ok D:ok'),
    query: 'query($propertyId: Int!) { isSaved(propertyId: $propertyId) }',
    variables: (w) => ({ propertyId: w.propertyId }),
    check: (d, _w, actor) => expect(d.isSaved).toBe(actor === 'tenant'),
  },
  {
    operation: 'Mutation.saveProperty',
    expect: expect5('A:denied T:ok L:ok O:ok D:ok'),
    query: 'mutation($propertyId: Int!) { saveProperty(propertyId: $propertyId) { id isSaved } }',
    variables: fresh('propertyId', 'freshProperty'),
  },
  {
    operation: 'Mutation.unsaveProperty',
    variant: "the tenant's saved listing",
    expect: expect5('A:denied T:ok L:denied O:denied D:denied'),
    query: 'mutation($propertyId: Int!) { unsaveProperty(propertyId: $propertyId) }',
    variables: async (w) => {
      const propertyId = await w.freshProperty();
      await w.users.tenant.client.post('/api/saved-properties', { propertyId });
      return { propertyId };
    },
  },

  // Saved searches
  {
    operation: 'Query.savedSearches',
    expect: expect5('A:denied T:ok L:ok O:ok D:ok'),
    query: 'query { savedSearches { id name alert filters } }',
  },
  {
    operation: 'Mutation.saveSearch',
    expect: expect5('A:denied T:ok L:ok O:ok D:ok'),
    query: 'mutation { saveSearch(input: { name: "Toronto", filters: { city: "Toronto" }, alert: daily }) { id alert } }',
  },
  {
    operation: 'Mutation.updateSavedSearch',
    variant: "the tenant's saved search",
    expect: expect5('A:denied T:ok L:denied O:denied D:denied'),
    query: 'mutation($id: Int!) { updateSavedSearch(id: $id, input: { alert: off }) { id alert } }',
    variables: async (w) => ({ id: await tenantSearch(w) }),
  },
  {
    operation: 'Mutation.deleteSavedSearch',
    variant: "the tenant's saved search",
    expect: expect5('A:denied T:ok L:denied O:denied D:denied'),
    query: 'mutation($id: Int!) { deleteSavedSearch(id: $id) }',
    variables: async (w) => ({ id: await tenantSearch(w) }),
  },

  // Viewings
  {
    operation: 'Query.viewingSlots',
    expect: expect5('A:denied T:ok L:ok O:ok D:ok'),
    query: `query($id: Int!) { viewingSlots(propertyId: $id) { id freePlaces myBooking { id } bookings { id tenant { ${USER} } } } }`,
    variables: async (w) => {
      const slotId = await w.freshViewingSlot();
      const { rows } = await sql<{ propertyId: number }>(w.t, 'select property_id as "propertyId" from viewing_slots where id = $1', [slotId]);
      await w.users.tenant.client.post(`/api/viewing-slots/${slotId}/bookings`, {});
      return { id: rows[0]!.propertyId };
    },
    sees: { landlord: ['tenant'] },
    check: (d, _w, actor) => {
      for (const slot of d.viewingSlots) expect(slot.bookings === null).toBe(actor !== 'landlord');
    },
  },
  {
    operation: 'Query.myViewingBookings',
    expect: expect5('A:denied T:ok L:ok O:ok D:ok'),
    query: `query { myViewingBookings { id tenantId tenant { ${USER} } } }`,
    sees: { landlord: ['tenant'] },
    check: (d, w, actor) => {
      for (const booking of d.myViewingBookings) expect([booking.tenantId, w.users.landlord.id]).toContain(w.idOf(actor));
    },
  },
  {
    operation: 'Query.viewingNotice',
    expect: expect5('A:denied T:denied L:ok O:denied D:denied'),
    query: 'query($id: Int!) { viewingNotice(propertyId: $id) { occupied noticeHours law } }',
    variables: (w) => ({ id: w.propertyId }),
  },
  {
    operation: 'Mutation.addViewingSlots',
    expect: expect5('A:denied T:denied L:ok O:denied D:denied'),
    query: 'mutation($id: Int!, $at: String!) { addViewingSlots(propertyId: $id, input: { startsAt: $at, durationMinutes: 30 }) { id } }',
    variables: async (w) => ({ id: await w.freshProperty(), at: fromNow(72 * HOUR).toISOString() }),
  },
  {
    operation: 'Mutation.deleteViewingSlot',
    expect: expect5('A:denied T:denied L:ok O:denied D:denied'),
    query: 'mutation($id: Int!) { deleteViewingSlot(id: $id) }',
    variables: fresh('id', 'freshViewingSlot'),
  },
  {
    operation: 'Mutation.bookViewing',
    expect: expect5('A:denied T:ok L:denied O:denied D:denied'),
    query: 'mutation($id: Int!) { bookViewing(slotId: $id, message: "Hello") { id tenantId status } }',
    variables: fresh('id', 'freshViewingSlot'),
    check: viewersOwn('bookViewing', 'tenantId'),
  },
  {
    operation: 'Query.myViewingRequests',
    expect: expect5('A:denied T:ok L:ok O:ok D:ok'),
    query: `query { myViewingRequests { id tenantId tenant { ${USER} } } }`,
    check: (d, w, actor) => {
      for (const request of d.myViewingRequests) expect([request.tenantId, w.users.landlord.id]).toContain(w.idOf(actor));
    },
  },
  {
    operation: 'Mutation.acceptViewingRequest',
    expect: expect5('A:denied T:denied L:ok O:denied D:denied'),
    query: 'mutation($id: Int!, $time: String!) { acceptViewingRequest(id: $id, time: $time) { id status } }',
    variables: async (w) => ({ id: await w.freshViewingRequest(), time: proposedViewingTime() }),
  },
  {
    operation: 'Mutation.offerViewingSlots',
    expect: expect5('A:denied T:denied L:ok O:denied D:denied'),
    query: 'mutation($id: Int!, $at: String!) { offerViewingSlots(id: $id, input: { startsAt: $at, durationMinutes: 30 }) { id status } }',
    variables: async (w) => ({ id: await w.freshViewingRequest(), at: fromNow(96 * HOUR).toISOString() }),
  },
  {
    operation: 'Mutation.declineViewingRequest',
    expect: expect5('A:denied T:denied L:ok O:denied D:denied'),
    query: 'mutation($id: Int!) { declineViewingRequest(id: $id, reason: "Rented") { id status } }',
    variables: fresh('id', 'freshViewingRequest'),
  },
  {
    operation: 'Mutation.withdrawViewingRequest',
    expect: expect5('A:denied T:ok L:denied O:denied D:denied'),
    query: 'mutation($id: Int!) { withdrawViewingRequest(id: $id) { id status } }',
    variables: fresh('id', 'freshViewingRequest'),
    check: (d) => expect(d.withdrawViewingRequest.status).toBe('withdrawn'),
  },
  {
    operation: 'Query.myRepairRequests',
    expect: expect5('A:denied T:ok L:ok O:ok D:ok'),
    query: 'query { myRepairRequests { id tenantId landlordId } }',
    check: (d, w, actor) => {
      for (const request of d.myRepairRequests) expect([request.tenantId, request.landlordId]).toContain(w.idOf(actor));
    },
  },
  {
    operation: 'Query.repairRequest',
    expect: expect5('A:denied T:ok L:ok O:denied D:ok'),
    query: 'query($id: Int!) { repairRequest(id: $id) { id photos timeline { toStatus } } }',
    variables: fresh('id', 'freshRepairRequest'),
  },
  {
    operation: 'Mutation.fileRepairRequest',
    expect: expect5('A:denied T:ok L:denied O:denied D:denied'),
    query: 'mutation($id: Int!) { fileRepairRequest(leaseId: $id, input: { category: pests, description: "Mice.", urgency: urgent }) { id status } }',
    variables: async (w) => ({ id: await w.freshActiveLease() }),
  },
  {
    operation: 'Mutation.moveRepairRequest',
    expect: expect5('A:denied T:denied L:ok O:denied D:denied'),
    query: 'mutation($id: Int!) { moveRepairRequest(id: $id, status: acknowledged) { id status } }',
    variables: fresh('id', 'freshRepairRequest'),
  },
  {
    operation: 'Mutation.commentOnRepairRequest',
    expect: expect5('A:denied T:ok L:ok O:denied D:denied'),
    query: 'mutation($id: Int!) { commentOnRepairRequest(id: $id, body: "Any news?") { id body } }',
    variables: fresh('id', 'freshRepairRequest'),
  },
  {
    operation: 'Query.entryNotices',
    expect: expect5('A:denied T:ok L:ok O:denied D:ok'),
    query: 'query($id: Int!) { entryNotices(repairRequestId: $id) { id } }',
    variables: fresh('id', 'freshRepairRequest'),
  },
  {
    operation: 'Query.entryRuleContext',
    expect: expect5('A:denied T:ok L:ok O:denied D:ok'),
    query: 'query($id: Int!) { entryRuleContext(repairRequestId: $id) { province urgency } }',
    variables: fresh('id', 'freshRepairRequest'),
  },
  {
    operation: 'Query.myUpcomingEntries',
    expect: expect5('A:denied T:ok L:ok O:ok D:ok'),
    query: 'query { myUpcomingEntries { id tenantId landlordId } }',
    check: (d, w, actor) => {
      for (const notice of d.myUpcomingEntries) expect([notice.tenantId, notice.landlordId]).toContain(w.idOf(actor));
    },
  },
  {
    operation: 'Mutation.giveEntryNotice',
    expect: expect5('A:denied T:denied L:ok O:denied D:denied'),
    query: 'mutation($id: Int!, $at: String!) { giveEntryNotice(repairRequestId: $id, input: { enterAt: $at, durationMinutes: 60, reason: "Fix the tap." }) { id province } }',
    variables: async (w) => ({ id: await w.freshRepairRequest(), at: lawfulEntryTime() }),
  },
  {
    operation: 'Mutation.cancelViewingBooking',
    expect: expect5('A:denied T:ok L:ok O:denied D:denied'),
    query: 'mutation($id: Int!) { cancelViewingBooking(id: $id, reason: "Sorry") { id status cancelledBy } }',
    variables: fresh('id', 'freshViewingBooking'),
  },

  // Users
  {
    operation: 'Query.user',
    expect: expect5('A:ok T:ok L:ok O:ok D:ok'),
    query: `query($id: Int!) { user(id: $id) { ${USER} } }`,
    variables: (w) => ({ id: w.users.landlord.id }),
    check: (d, _w, actor) => {
      if (actor === 'anonymous') expect(d.user.whatsapp).toBeNull();
    },
  },
  {
    operation: 'Query.user',
    variant: 'a tenant (contact for the landlord they wrote to, name only for strangers)',
    expect: expect5('A:ok T:ok L:ok O:ok D:ok'),
    query: `query($id: Int!) { user(id: $id) { ${USER} role bio location } }`,
    variables: (w) => ({ id: w.users.tenant.id }),
    sees: { tenant: ['tenant'], landlord: ['tenant'] },
    check: (d, w, actor) => expect(d.user).toMatchObject(personSeenAs(w, 'tenant', actor)),
  },
  {
    operation: 'Query.user',
    variant: 'an admin (name only for everyone else)',
    expect: expect5('A:ok T:ok L:ok O:ok D:ok'),
    query: `query($id: Int!) { user(id: $id) { ${USER} role bio location } }`,
    variables: (w) => ({ id: w.users.admin.id }),
    check: (d, w, actor) => expect(d.user).toMatchObject(personSeenAs(w, 'admin', actor)),
  },
  {
    operation: 'Query.profile',
    expect: expect5('A:denied T:ok L:ok O:ok D:ok'),
    query: `query { profile { ${USER} } }`,
    check: viewersOwn('profile', 'id'),
  },
  {
    operation: 'Mutation.updateProfile',
    expect: expect5('A:denied T:ok L:ok O:ok D:ok'),
    query: `mutation { updateProfile(input: { location: "Toronto" }) { ${USER} } }`,
    check: viewersOwn('updateProfile', 'id'),
  },

  // Inquiries, chat, notifications
  {
    operation: 'Mutation.sendInquiry',
    expect: expect5('A:denied T:ok L:denied O:denied D:denied'),
    query: 'mutation($input: SendInquiryInput!) { sendInquiry(input: $input) { id tenantId } }',
    variables: async (w) => ({ input: { propertyId: await w.freshProperty(), message: 'Hello' } }),
  },
  {
    operation: 'Query.myInquiries',
    expect: expect5('A:denied T:ok L:ok O:ok D:ok'),
    query: 'query { myInquiries { id tenantId landlordId message } }',
    check: viewersOwn('myInquiries', 'tenantId'),
  },
  {
    operation: 'Query.landlordInquiries',
    variant: 'own (a tenant has received none)',
    expect: expect5('A:denied T:ok L:ok O:ok D:ok'),
    query: 'query { landlordInquiries { id landlordId latestMessage { id message } } }',
    check: viewersOwn('landlordInquiries', 'landlordId'),
  },
  {
    operation: 'Query.landlordInquiries',
    variant: "the landlord's, asked by id",
    expect: expect5('A:denied T:denied L:ok O:denied D:ok'),
    query: 'query($id: Int) { landlordInquiries(landlordId: $id) { id landlordId message } }',
    variables: (w) => ({ id: w.users.landlord.id }),
    check: (d, w) => expect(ids(d.landlordInquiries)).toContain(w.inquiryId),
  },
  {
    operation: 'Query.conversation',
    expect: expect5('A:denied T:ok L:ok O:denied D:denied'),
    query: 'query($other: Int!, $propertyId: Int!) { conversation(otherUserId: $other, propertyId: $propertyId) { id senderId receiverId message } }',
    variables: (w, actor) => ({ other: counterpart(w, actor), propertyId: w.propertyId }),
    check: (d) => expect(d.conversation.length).toBeGreaterThan(0),
  },
  {
    operation: 'Mutation.sendChatMessage',
    expect: expect5('A:denied T:ok L:ok O:denied D:denied'),
    query: 'mutation($input: SendChatMessageInput!) { sendChatMessage(input: $input) { id senderId } }',
    variables: (w, actor) => ({ input: { propertyId: w.propertyId, receiverId: counterpart(w, actor), message: 'Hi' } }),
    check: viewersOwn('sendChatMessage', 'senderId'),
  },
  {
    operation: 'Query.notifications',
    expect: expect5('A:denied T:ok L:ok O:ok D:ok'),
    query: 'query { notifications { id recipientId metadata { tenantWhatsApp tenantName } } }',
    check: viewersOwn('notifications', 'recipientId'),
  },
  { operation: 'Query.unreadNotificationCount', expect: expect5('A:denied T:ok L:ok O:ok D:ok'), query: 'query { unreadNotificationCount }' },
  {
    operation: 'Mutation.markNotificationRead',
    expect: expect5('A:denied T:denied L:ok O:denied D:denied'),
    query: 'mutation($id: Int!) { markNotificationRead(id: $id) { id isRead } }',
    variables: (w) => ({ id: w.notificationId }),
  },
  {
    operation: 'Mutation.requestViewing',
    expect: expect5('A:denied T:ok L:denied O:denied D:denied'),
    query: 'mutation($propertyId: Int!) { requestViewing(propertyId: $propertyId) { success } }',
    variables: fresh('propertyId', 'freshProperty'),
  },

  // Leases and documents
  {
    operation: 'Mutation.createLease',
    expect: expect5('A:denied T:denied L:ok O:denied D:denied'),
    query: 'mutation($input: CreateLeaseInput!) { createLease(input: $input) { id landlordId } }',
    variables: async (w) => ({
      input: { propertyId: await w.freshProperty(), tenantName: 'Someone', tenantEmail: 'someone@example.ca', monthlyRent: 2000, startDate: day(5), endDate: day(100) },
    }),
  },
  {
    operation: 'Mutation.acceptLease',
    expect: expect5('A:denied T:ok L:denied O:denied D:denied'),
    query: 'mutation($id: Int!) { acceptLease(id: $id) { id status acceptedBy } }',
    variables: fresh('id', 'freshLease'),
    check: (d, w) => expect(d.acceptLease).toMatchObject({ status: 'active', acceptedBy: w.users.tenant.id }),
  },
  {
    operation: 'Mutation.declineLease',
    expect: expect5('A:denied T:ok L:denied O:denied D:denied'),
    query: 'mutation($id: Int!) { declineLease(id: $id) { id status } }',
    variables: fresh('id', 'freshLease'),
  },
  {
    operation: 'Mutation.withdrawLease',
    expect: expect5('A:denied T:denied L:ok O:denied D:denied'),
    query: `mutation($id: Int!) { withdrawLease(id: $id) { ${LEASE} } }`,
    variables: fresh('id', 'freshLease'),
    sees: { landlord: ['tenant'] },
  },
  {
    operation: 'Mutation.signLease',
    expect: expect5('A:denied T:ok L:ok O:denied D:denied'),
    query: 'mutation($id: Int!, $input: SignLeaseInput!) { signLease(id: $id, input: $input) { leaseId role signingStatus } }',
    variables: async (w, actor) => ({ id: await w.freshLease(), input: { fullName: actor === 'anonymous' ? 'Nobody' : w.users[actor].name, consent: true } }),
    check: (d, _w, actor) => expect(d.signLease).toMatchObject({ role: actor, signingStatus: 'partly_signed' }),
  },
  // Inspections (docs/inspections.md): the lease's parties record (the tenant too in Ontario), read and sign; admins read.
  {
    operation: 'Mutation.createInspection',
    expect: expect5('A:denied T:ok L:ok O:denied D:denied'),
    query: 'mutation($leaseId: Int!, $input: CreateInspectionInput!) { createInspection(leaseId: $leaseId, input: $input) { id kind createdByRole } }',
    variables: async (w, actor) => ({ leaseId: isParty(actor) ? await w.freshLease() : w.leaseId, input: { kind: 'move_in', rooms: ROOMS } }),
    check: (d, _w, actor) => expect(d.createInspection).toMatchObject({ kind: 'move_in', createdByRole: actor }),
  },
  {
    operation: 'Mutation.signInspection',
    expect: expect5('A:denied T:ok L:ok O:denied D:denied'),
    query: 'mutation($id: Int!, $input: SignInspectionInput!) { signInspection(id: $id, input: $input) { inspectionId role signingStatus } }',
    variables: async (w, actor) => ({
      id: isParty(actor) ? await inspectionOf(w, await w.freshLease()) : await worldInspection(w),
      input: { fullName: actor === 'anonymous' ? 'Nobody' : w.users[actor].name, consent: true },
    }),
    check: (d, _w, actor) => expect(d.signInspection).toMatchObject({ role: actor, signingStatus: 'partly_signed' }),
  },
  {
    operation: 'Query.inspection',
    expect: expect5('A:denied T:ok L:ok O:denied D:ok'),
    query: 'query($id: Int!) { inspection(id: $id) { id leaseId kind rooms { name items { name condition note } } signatures { role name } changesSinceMoveIn { item } } }',
    variables: async (w) => ({ id: await worldInspection(w) }),
  },
  {
    operation: 'Query.leaseInspections',
    expect: expect5('A:denied T:ok L:ok O:denied D:ok'),
    query: 'query($leaseId: Int!) { leaseInspections(leaseId: $leaseId) { id kind } }',
    variables: (w) => ({ leaseId: w.leaseId }),
  },
  {
    operation: 'Query.rentLedger',
    expect: expect5('A:denied T:ok L:ok O:denied D:ok'),
    query: 'query($leaseId: Int!) { rentLedger(leaseId: $leaseId) { leaseId balanceCents periods { dueDate } payments { id } } }',
    variables: async (w) => ({ leaseId: await w.freshActiveLease() }),
  },
  {
    operation: 'Query.quebecDwellingNumber',
    expect: expect5('A:denied T:null L:null O:denied D:null'),
    query: 'query($leaseId: Int!) { quebecDwellingNumber(leaseId: $leaseId) }',
    variables: async (w) => ({ leaseId: await w.freshActiveLease() }),
  },
  {
    operation: 'Mutation.recordRentPayment',
    expect: expect5('A:denied T:denied L:ok O:denied D:denied'),
    query: 'mutation($leaseId: Int!, $input: RentPaymentInput!) { recordRentPayment(leaseId: $leaseId, input: $input) { id amountCents } }',
    // A tenancy under way, so the payment's day is inside it whatever the hour (day() counts in Vancouver, the lease in Ontario).
    variables: async (w) => {
      const leaseId = await w.freshActiveLease();
      await sql(w.t, 'update leases set start_date = $2 where id = $1', [leaseId, day(-60)]);
      return { leaseId, input: { amount: 1200.5, paidOn: day(-30), method: 'e_transfer' } };
    },
    check: (d) => expect(d.recordRentPayment.amountCents).toBe(120_050),
  },
  {
    operation: 'Mutation.setQuebecDwellingNumber',
    expect: expect5('A:denied T:denied L:ok O:denied D:denied'),
    query: 'mutation($leaseId: Int!) { setQuebecDwellingNumber(leaseId: $leaseId, dwellingNumber: "1234567890") { dwellingNumber } }',
    variables: async (w) => {
      const leaseId = await w.freshActiveLease();
      await sql(w.t, `update properties set province = 'QC' where id = (select property_id from leases where id = $1)`, [leaseId]);
      return { leaseId };
    },
  },
  {
    operation: 'Query.leasesForProperty',
    expect: expect5('A:ok T:ok L:ok O:ok D:ok'),
    query: `query($propertyId: Int!) { leasesForProperty(propertyId: $propertyId) { id startDate endDate lease { ${LEASE} } } }`,
    variables: (w) => ({ propertyId: w.propertyId }),
    sees: { landlord: ['tenant'] },
    check: (d, _w, actor) => {
      const party = actor === 'tenant' || actor === 'landlord' || actor === 'admin';
      expect(d.leasesForProperty[0].lease !== null).toBe(party);
    },
  },
  {
    operation: 'Query.myLeases',
    expect: expect5('A:denied T:ok L:ok O:ok D:ok'),
    query: `query { myLeases { ${LEASE} } }`,
    check: holdsOnlyFor('myLeases', 'leaseId', 'tenant'),
  },
  {
    operation: 'Query.landlordLeases',
    expect: expect5('A:denied T:ok L:ok O:ok D:ok'),
    query: `query { landlordLeases { ${LEASE} } }`,
    sees: { landlord: ['tenant'] },
    check: holdsOnlyFor('landlordLeases', 'leaseId', 'landlord'),
  },
  {
    operation: 'Query.allLeases',
    expect: expect5('A:denied T:denied L:denied O:denied D:ok'),
    query: `query { allLeases { ${LEASE} } }`,
  },
  {
    operation: 'Query.propertyDocuments',
    expect: expect5('A:ok T:ok L:ok O:ok D:ok'),
    query: 'query($propertyId: Int!) { propertyDocuments(propertyId: $propertyId) { id name accessibleTo } }',
    variables: (w) => ({ propertyId: w.propertyId }),
    check: (d, w, actor) => {
      const names = d.propertyDocuments.map((doc: any) => doc.name);
      expect(names.includes(w.privateDocumentName)).toBe(actor === 'landlord' || actor === 'admin');
    },
  },
  {
    operation: 'Query.propertyDocuments',
    variant: 'hidden listing',
    expect: expect5('A:denied T:denied L:ok O:denied D:ok'),
    query: 'query($propertyId: Int!) { propertyDocuments(propertyId: $propertyId) { id name } }',
    variables: (w) => ({ propertyId: w.hiddenPropertyId }),
  },

  // Trust and safety: reports and suspensions
  {
    operation: 'Mutation.reportProperty',
    expect: expect5('A:denied T:ok L:denied O:ok D:ok'),
    query: 'mutation($id: Int!) { reportProperty(propertyId: $id, input: { reason: scam }) { id reporterId status } }',
    variables: fresh('id', 'freshProperty'),
    check: viewersOwn('reportProperty', 'reporterId'),
  },
  {
    operation: 'Query.reports',
    expect: expect5('A:denied T:denied L:denied O:denied D:ok'),
    query: 'query { reports { id propertyTitle reporterName } }',
  },
  {
    operation: 'Mutation.resolveReport',
    expect: expect5('A:denied T:denied L:denied O:denied D:ok'),
    query: 'mutation($id: Int!) { resolveReport(id: $id, input: { action: dismiss }) { id status } }',
    variables: fresh('id', 'freshReport'),
  },
  {
    operation: 'Query.users',
    expect: expect5('A:denied T:denied L:denied O:denied D:ok'),
    query: `query { users { ${USER} suspendedAt } }`,
  },
  ...(['suspendUser', 'unsuspendUser'] as const).map((mutation) => ({
    operation: `Mutation.${mutation}`,
    expect: expect5('A:denied T:denied L:denied O:denied D:ok'),
    query: `mutation($id: Int!) { ${mutation}(id: $id) { id suspendedAt } }`,
    variables: fresh('id', 'freshLandlord'),
  })),

  // docs/rent-increases.md: rent increases and the admins' guidelines.
  {
    operation: 'Query.rentIncreases',
    expect: expect5('A:denied T:ok L:ok O:denied D:ok'),
    query: 'query($leaseId: Int!) { rentIncreases(leaseId: $leaseId) { id status } }',
    variables: (w) => ({ leaseId: w.leaseId }),
  },
  {
    operation: 'Query.rentIncreaseCheck',
    expect: expect5('A:denied T:denied L:ok O:denied D:denied'),
    query: 'query($leaseId: Int!) { rentIncreaseCheck(leaseId: $leaseId) { ok earliestDate currentRent } }',
    variables: async (w) => ({ leaseId: (await freshRaisableLease(w, 'AB')).leaseId }),
  },
  {
    operation: 'Mutation.proposeRentIncrease',
    expect: expect5('A:denied T:denied L:ok O:denied D:denied'),
    query: 'mutation($leaseId: Int!, $input: ProposeRentIncreaseInput!) { proposeRentIncrease(leaseId: $leaseId, input: $input) { id status } }',
    variables: async (w) => {
      const { leaseId, effectiveDate } = await freshRaisableLease(w, 'AB');
      return { leaseId, input: { newRent: 2600, effectiveDate } };
    },
  },
  {
    operation: 'Mutation.answerRentIncrease',
    expect: expect5('A:denied T:ok L:denied O:denied D:denied'),
    query: 'mutation($id: Int!) { answerRentIncrease(id: $id, accept: false) { id status } }',
    variables: async (w) => ({ id: await freshRentIncrease(w, 'QC') }),
    check: (d) => expect(d.answerRentIncrease.status).toBe('refused'),
  },
  { operation: 'Query.rentGuidelines', expect: expect5('A:denied T:denied L:denied O:denied D:ok'), query: 'query { rentGuidelines { province year percent } }' },
  {
    operation: 'Mutation.setRentGuideline',
    expect: expect5('A:denied T:denied L:denied O:denied D:ok'),
    query: 'mutation { setRentGuideline(province: "BC", year: 2040, input: { percent: 2, source: "Guard-rail figure" }) { percent } }',
  },

  // docs/product.md#rental-applications: renewals, rental profiles and applications (applications read by their tenant and the listing's landlord only).
  {
    operation: 'Query.leaseRenewalTerms',
    expect: expect5('A:denied T:denied L:ok O:denied D:denied'),
    query: 'query($id: Int!) { leaseRenewalTerms(id: $id) { leaseId startDate currentRent highestRent } }',
    variables: async (w) => ({ id: await w.freshActiveLease() }),
  },
  {
    operation: 'Mutation.offerLeaseRenewal',
    expect: expect5('A:denied T:denied L:ok O:denied D:denied'),
    query: `mutation($id: Int!, $input: LeaseRenewalInput!) { offerLeaseRenewal(id: $id, input: $input) { ${LEASE} renewalOf history { event } } }`,
    variables: async (w) => ({ id: await w.freshActiveLease(), input: { endDate: day(800) } }),
    sees: { landlord: ['tenant'] },
    check: (d) => expect(d.offerLeaseRenewal.status).toBe('pending'),
  },
  // docs/deposit-return.md: the landlord returns the deposit once; the parties and admins read it.
  {
    operation: 'Mutation.returnDeposit',
    expect: expect5('A:denied T:denied L:ok O:denied D:denied'),
    query: 'mutation($leaseId: Int!, $input: DepositReturnInput!) { returnDeposit(leaseId: $leaseId, input: $input) { held deducted returned } }',
    // The landlord's call is sent twice (the second with a forged x-user-id): a fresh lease each time.
    variables: async (w, actor) => ({ leaseId: await (actor === 'landlord' ? leaseWithDeposit(w) : oncePerWorld(depositLeases, w, leaseWithDeposit)), input: { deductions: [{ reason: 'Fob not returned', amount: 20 }] } }),
    check: (d) => expect(d.returnDeposit).toMatchObject({ held: 50, deducted: 20, returned: 30 }),
  },
  {
    operation: 'Query.depositReturn',
    expect: expect5('A:denied T:ok L:ok O:denied D:ok'),
    query: 'query($leaseId: Int!) { depositReturn(leaseId: $leaseId) { held returned deadline deductions { reason amount kind } } }',
    variables: async (w) => ({ leaseId: await oncePerWorld(returnedLeases, w, returnedDepositLease) }),
    check: (d) => expect(d.depositReturn).toMatchObject({ held: 50, returned: 30 }),
  },
  { operation: 'Query.rentalProfile', expect: expect5('A:denied T:ok L:denied O:denied D:denied'), query: 'query { rentalProfile { employer documents { ipfsHash } } }' },
  {
    operation: 'Mutation.saveRentalProfile',
    expect: expect5('A:denied T:ok L:denied O:denied D:denied'),
    query: 'mutation($input: RentalProfileInput!) { saveRentalProfile(input: $input) { employer } }',
    variables: (w) => ({ input: { employer: 'Maple Bank', documents: [{ kind: 'proof_of_income', name: 'pay-stub.pdf', ipfsHash: w.applicationDocumentCid }] } }),
  },
  {
    operation: 'Mutation.applyToProperty',
    expect: expect5('A:denied T:ok L:denied O:denied D:denied'),
    query: 'mutation($propertyId: Int!) { applyToProperty(propertyId: $propertyId, consent: true, message: "Hi") { id tenantId } }',
    variables: fresh('propertyId', 'freshProperty'),
    check: viewersOwn('applyToProperty', 'tenantId'),
  },
  {
    operation: 'Query.propertyApplications',
    expect: expect5('A:denied T:denied L:ok O:denied D:denied'),
    query: `query($propertyId: Int!) { propertyApplications(propertyId: $propertyId) { ${APPLICATION} } }`,
    variables: (w) => ({ propertyId: w.propertyId }),
    sees: { landlord: ['tenant'] },
  },
  {
    operation: 'Query.myApplications',
    expect: expect5('A:denied T:ok L:denied O:denied D:denied'),
    query: `query { myApplications { ${APPLICATION} } }`,
    check: (d, w) => expect(ids(d.myApplications)).toContain(w.applicationId),
  },
  {
    operation: 'Mutation.decideApplication',
    expect: expect5('A:denied T:denied L:ok O:denied D:denied'),
    query: `mutation($id: Int!) { decideApplication(id: $id, decision: shortlisted) { ${APPLICATION} } }`,
    variables: fresh('id', 'freshApplication'),
    sees: { landlord: ['tenant'] },
  },
  {
    operation: 'Mutation.withdrawApplication',
    expect: expect5('A:denied T:ok L:denied O:denied D:denied'),
    query: 'mutation($id: Int!) { withdrawApplication(id: $id) { id status } }',
    variables: fresh('id', 'freshApplication'),
  },
  {
    operation: 'Mutation.deleteApplication',
    expect: expect5('A:denied T:ok L:denied O:denied D:denied'),
    query: 'mutation($id: Int!) { deleteApplication(id: $id) { success } }',
    variables: fresh('id', 'freshApplication'),
  },
  {
    operation: 'Query.applicationAccessLog',
    expect: expect5('A:denied T:ok L:denied O:denied D:denied'),
    query: 'query($id: Int!) { applicationAccessLog(id: $id) { viewerName viewerRole at } }',
    variables: (w) => ({ id: w.applicationId }),
  },
];

/** Subscriptions run over graphql-ws, not HTTP; their identity rules are tested in chat/live-updates.test.ts. */
const COVERED_ELSEWHERE = ['Subscription.chatMessageAdded', 'Subscription.notificationAdded', 'Subscription.unreadNotificationCount'];

const w = graphqlWorld();

/** ok: data without errors; null: the nullable field answers null (not found for this viewer); denied: an auth error code. */
function outcome(row: GqlCase, json: any): 'ok' | 'null' | 'denied' | string {
  const field = row.operation.split('.')[1]!;
  const codes = (json?.errors ?? []).map((e: any) => e.extensions?.code);
  if (codes.length === 0) return json?.data?.[field] === null ? 'null' : 'ok';
  if (codes.every((code: string) => DENIED_CODES.has(code)) && (json.data == null || json.data[field] == null)) return 'denied';
  return `errors ${JSON.stringify(json.errors).slice(0, 300)}`;
}

describe('GraphQL authorization matrix (roles and permissions)', () => {
  it('covers every query, mutation and subscription of the schema', () => {
    const covered = new Set([...cases.map((row) => row.operation), ...COVERED_ELSEWHERE]);
    expect(rootFields(w.schema).map((op) => op.name).filter((op) => !covered.has(op)), 'operations without an authorization row').toEqual([]);
  });

  it('a denied non-null field never comes back as partial data', () => {
    // Sanity for outcome(): nullable roots may answer null, non-null roots must error.
    const query = w.schema.getQueryType()!.getFields();
    expect(isNonNullType(query.profile!.type)).toBe(true);
    expect(getNamedType(query.property!.type).name).toBe('Property');
  });

  eachRowAndActor(cases, (row) => row.operation, async (row, actor, expected, forged) => {
    const client = row.client ? await row.client(w, actor) : w.client(actor);
    const variables = row.variables ? await row.variables(w, actor) : undefined;
    const headers = forged ? { 'x-user-id': String(forgedUserId(w, actor)) } : undefined;
    const response = await client.graphql(row.query, variables, headers);
    const got = outcome(row, response.json);
    const label = `${row.operation} as ${actor}${forged ? ' with forged x-user-id' : ''}: ${response.status} ${response.text.slice(0, 300)}`;
    expect(got, label).toBe(expected);
    const allowed = got === 'ok';
    expect(leakedSecrets(w, actor, response.text, allowed, row.sees?.[actor]), `${label} leaks`).toEqual([]);
    if (allowed && row.check) row.check(response.json.data, w, actor);
  });
});
