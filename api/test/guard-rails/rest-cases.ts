import { expect } from 'vitest';
import { resetRateLimits, sql } from '../auth-helpers.js';
import { HttpClient } from '../http-client.js';
import { pdf } from '../../src/modules/upload/upload.fixtures.js';
import { expect5, type Expected } from './matrix.js';
import { fromNow, HOUR } from '../clock.js';
import { day, testUser } from '../marketplace-fixtures.js';
import { counterpart, freshSession, lawfulEntryTime, personSeenAs, proposedViewingTime, tenantSearch, type ActorName, type World } from './world.js';

/**
 * One row per REST route (and variant) of the authorization matrix: how to call it on the seeded world and what each
 * actor should get. The matrix (rest-authorization.test.ts) and the REST surface snapshot both send these.
 */
export interface Sent {
  path: string;
  body?: unknown;
  /** A multipart file upload instead of JSON. */
  file?: Uint8Array;
  /** Another client than the actor's usual one (a fresh session for logout, say). */
  client?: HttpClient;
}

export interface RestCase {
  route: string;
  variant?: string;
  expect: Record<ActorName, Expected>;
  send: (w: World, actor: ActorName) => Sent | Promise<Sent>;
  /** Users whose contact details an allowed actor may see. */
  sees?: Partial<Record<ActorName, ActorName[]>>;
  /** Extra assertions on an allowed answer. */
  check?: (json: any, w: World, actor: ActorName, text: string) => void;
}

const ROOMS = [{ name: 'Kitchen', items: [{ name: 'Fridge', condition: 'good' }] }];

/** A move-in report the landlord recorded on `leaseId`; `sealed`: both parties signed it. */
async function inspectionOf(w: World, leaseId: number, sealed = false): Promise<number> {
  const created = await w.users.landlord.client.post(`/api/leases/${leaseId}/inspections`, { kind: 'move-in', rooms: ROOMS });
  if (created.status !== 201) throw new Error(`inspection: ${created.status} ${created.text}`);
  for (const party of sealed ? [w.users.landlord, w.users.tenant] : []) {
    const signed = await party.client.post(`/api/inspections/${created.json.id}/signatures`, { fullName: party.name, consent: true });
    if (signed.status !== 201) throw new Error(`sign: ${signed.status} ${signed.text}`);
  }
  return created.json.id;
}

// One report on the world's lease and one sealed report for every case that only reads (each fresh lease is a fresh
// listing, and the listing pages of other cases must still show the world's own).
const worldInspections = new WeakMap<World, { open: Promise<number>; sealed?: Promise<number> }>();
const worldInspection = (w: World): Promise<number> => {
  if (!worldInspections.has(w)) worldInspections.set(w, { open: inspectionOf(w, w.leaseId) });
  return worldInspections.get(w)!.open;
};
const sealedInspection = (w: World): Promise<number> => {
  const memo = worldInspections.get(w) ?? { open: inspectionOf(w, w.leaseId) };
  memo.sealed ??= w.freshLease().then((leaseId) => inspectionOf(w, leaseId, true));
  worldInspections.set(w, memo);
  return memo.sealed;
};
/** Only the parties' signatures succeed: they sign a fresh report each; the others are refused on the world's. */
const signs = (actor: ActorName) => actor === 'tenant' || actor === 'landlord';

/** A fresh lease both parties of the world signed (so it is sealed). */
async function sealedLease(w: World): Promise<number> {
  const id = await w.freshLease();
  for (const party of [w.users.landlord, w.users.tenant]) {
    const signed = await party.client.post(`/api/leases/${id}/signatures`, { fullName: party.name, consent: true });
    if (signed.status !== 201) throw new Error(`sign: ${signed.status} ${signed.text}`);
  }
  return id;
}

/** A fresh active lease holding a key deposit (Ontario allows one), ready for its deposit's return. */
async function leaseWithDeposit(w: World): Promise<number> {
  const id = await w.freshActiveLease();
  await sql(w.t, `update leases set deposits = '[{"kind": "key", "amount": 50}]'::jsonb where id = $1`, [id]);
  return id;
}

// One lease per world for each deposit row (not one per actor): each fresh lease is a fresh listing, and the
// property lists' rows expect the world's own listing on their first page. Only the landlord's POST succeeds, and
// the others are refused before the statement's existence is looked at; the landlord's POST gets a fresh lease.
const depositLeases = new WeakMap<World, Promise<number>>();
const returnedLeases = new WeakMap<World, Promise<number>>();
const onceFor = (cache: WeakMap<World, Promise<number>>, w: World, make: (w: World) => Promise<number>) => {
  if (!cache.has(w)) cache.set(w, make(w));
  return cache.get(w)!;
};

/** An active lease whose deposit the landlord returned. */
async function returnedDepositLease(w: World): Promise<number> {
  const id = await leaseWithDeposit(w);
  const made = await w.users.landlord.client.post(`/api/leases/${id}/deposit-return`, { deductions: [{ reason: 'Fob not returned', amount: 20 }] });
  if (made.status !== 201) throw new Error(`deposit return: ${made.status} ${made.text}`);
  return id;
}

/** A fresh active lease begun 60 days ago (a payment may be dated inside the tenancy, not after today). */
async function rentedLease(w: World, province: 'ON' | 'QC' = 'ON'): Promise<number> {
  const id = await w.freshActiveLease();
  await sql(w.t, 'update properties set province = $1 where id = (select property_id from leases where id = $2)', [province, id]);
  // Québec: in force since before December 31 of last year, for its RL-31.
  await sql(w.t, 'update leases set start_date = $2, end_date = $3 where id = $1', [id, day(province === 'QC' ? -400 : -60), day(300)]);
  return id;
}
const RENT_PAYMENT = () => ({ amount: 1200.5, paidOn: day(-30), method: 'e-transfer' });

/** A payment the world's landlord recorded (its receipt is the parties'). */
async function recordedPayment(w: World): Promise<number> {
  const made = await w.users.landlord.client.post(`/api/leases/${await onceFor(rentedLeases, w, rentedLease)}/payments`, RENT_PAYMENT());
  if (made.status !== 201) throw new Error(`payment: ${made.status} ${made.text}`);
  return made.json.id as number;
}
const rentedLeases = new WeakMap<World, Promise<number>>();
const payments = new WeakMap<World, Promise<number>>();

/** A Québec lease whose landlord entered Revenu Québec's dwelling number (its RL-31 can be read). */
async function quebecLeaseWithDwelling(w: World): Promise<number> {
  const id = await rentedLease(w, 'QC');
  const set = await w.users.landlord.client.put(`/api/leases/${id}/dwelling-number`, { dwellingNumber: '123456789' });
  if (set.status !== 200) throw new Error(`dwelling number: ${set.status} ${set.text}`);
  return id;
}
const quebecLeases = new WeakMap<World, Promise<number>>();
const lastYear = () => Number(day(0).slice(0, 4)) - 1;

/** A fresh active lease of the world's tenant in `province` whose rent may lawfully rise on `effectiveDate` (docs/rent-increases.md). */
export async function freshRaisableLease(w: World, province: 'AB' | 'QC'): Promise<{ leaseId: number; effectiveDate: string }> {
  const leaseId = await w.freshActiveLease();
  await sql(w.t, 'update properties set province = $1 where id = (select property_id from leases where id = $2)', [province, leaseId]);
  // Québec: a 12-month lease ending in four months, inside its notice window; Alberta: begun 400 days ago.
  if (province === 'QC') await sql(w.t, 'update leases set start_date = $2, end_date = $3 where id = $1', [leaseId, day(-245), day(119)]);
  else await sql(w.t, 'update leases set start_date = $2 where id = $1', [leaseId, day(-400)]);
  return { leaseId, effectiveDate: province === 'QC' ? day(120) : day(130) };
}

/** A notice of rent increase the world's landlord gave to its tenant (Québec: one the tenant may still answer). */
export async function freshRentIncrease(w: World, province: 'AB' | 'QC' = 'AB'): Promise<number> {
  const { leaseId, effectiveDate } = await freshRaisableLease(w, province);
  const created = await w.users.landlord.client.post(`/api/leases/${leaseId}/rent-increases`, { newRent: 2600, effectiveDate });
  if (created.status !== 201) throw new Error(`rent increase: ${created.status} ${created.text}`);
  return created.json.id as number;
}

const ids = (json: any): number[] => (Array.isArray(json) ? json.map((item) => item.id) : []);
/** check: the answer carries the caller's own id in `key`. */
const viewersOwn = (key: string) => (json: any, w: World, actor: ActorName) => expect(json[key]).toBe(w.idOf(actor));

/** A domain's lists per person (inquiries, leases): each for its tenant or landlord and admins, holding the world's one. */
const personLists = (domain: 'inquiries' | 'leases', held: 'inquiryId' | 'leaseId'): RestCase[] => [
  {
    route: `GET /api/${domain}/tenant/:userId`,
    expect: expect5('A:401 T:ok L:403 O:403 D:ok'),
    send: (w) => ({ path: `/api/${domain}/tenant/${w.users.tenant.id}` }),
    check: (json, w) => expect(ids(json)).toContain(w[held]),
  },
  {
    route: `GET /api/${domain}/landlord/:userId`,
    expect: expect5('A:401 T:403 L:ok O:403 D:ok'),
    send: (w) => ({ path: `/api/${domain}/landlord/${w.users.landlord.id}` }),
    sees: { landlord: ['tenant'] },
    check: (json, w) => expect(ids(json)).toContain(w[held]),
  },
];

export const restCases: RestCase[] = [
  { route: 'GET /healthz', expect: expect5('A:ok T:ok L:ok O:ok D:ok'), send: () => ({ path: '/healthz' }) },
  // The web app's language switch: a cookie and a redirect to a page of this site, for anyone.
  { route: 'GET /language', expect: expect5('A:303 T:303 L:303 O:303 D:303'), send: () => ({ path: '/language?to=fr-CA&next=/healthz' }) },
  // The maps' style (MAP_STYLE_URL or the offline basemap): public configuration, the same for anyone.
  { route: 'GET /map/config.json', expect: expect5('A:ok T:ok L:ok O:ok D:ok'), send: () => ({ path: '/map/config.json' }) },

  // Auth: open calls, identity only from the session.
  {
    route: 'POST /api/auth/signup',
    expect: expect5('A:201 T:201 L:201 O:201 D:201'),
    send: async (w, actor) => {
      await resetRateLimits(w.t);
      return { path: '/api/auth/signup', client: await freshSession(w, actor), body: { name: 'New Person', email: `new-${actor}-${Math.random()}@example.ca`, whatsapp: '+14165550100', password: 'secret12', role: 'tenant' } };
    },
  },
  {
    route: 'POST /api/auth/login',
    expect: expect5('A:ok T:ok L:ok O:ok D:ok'),
    sees: { anonymous: ['tenant'] },
    send: async (w, actor) => {
      await resetRateLimits(w.t);
      const u = w.users[actor === 'anonymous' ? 'tenant' : actor];
      return { path: '/api/auth/login', client: await freshSession(w, actor), body: { email: u.email, password: u.password, role: u.role } };
    },
  },
  {
    route: 'POST /api/auth/logout',
    expect: expect5('A:ok T:ok L:ok O:ok D:ok'),
    send: async (w, actor) => ({ path: '/api/auth/logout', client: await freshSession(w, actor) }),
  },
  {
    route: 'POST /api/auth/logout-all',
    expect: expect5('A:401 T:ok L:ok O:ok D:ok'),
    // A stand-in of the actor's role: signing out everywhere would end the world's own sessions.
    send: async (w, actor) => ({
      path: '/api/auth/logout-all',
      client: actor === 'anonymous' ? new HttpClient(w.t.url) : (await testUser(w.t, actor === 'otherLandlord' ? 'landlord' : actor)).client,
    }),
  },
  {
    route: 'POST /api/auth/magic-link',
    expect: expect5('A:400 T:400 L:400 O:400 D:400'),
    send: () => ({ path: '/api/auth/magic-link', body: { token: 'x'.repeat(43) + '!' } }),
  },
  {
    route: 'GET /api/auth/magic-link',
    expect: expect5('A:400 T:400 L:400 O:400 D:400'),
    send: () => ({ path: '/api/auth/magic-link?token=forged' }),
  },
  {
    route: 'POST /api/auth/forgot-password',
    expect: expect5('A:202 T:202 L:202 O:202 D:202'),
    send: async (w) => {
      await resetRateLimits(w.t);
      return { path: '/api/auth/forgot-password', body: { email: w.users.landlord.email } };
    },
    check: (json) => expect(JSON.stringify(json)).not.toMatch(/token/i),
  },
  {
    route: 'POST /api/auth/reset-password',
    expect: expect5('A:400 T:400 L:400 O:400 D:400'),
    send: () => ({ path: '/api/auth/reset-password', body: { token: 'forged-token', password: 'secret99' } }),
  },
  {
    route: 'POST /api/auth/verify-email',
    expect: expect5('A:400 T:400 L:400 O:400 D:400'),
    send: () => ({ path: '/api/auth/verify-email', body: { token: 'forged-token-of-some-length' } }),
  },
  {
    // The world's people are verified already: signed in, the call is allowed and answers that.
    route: 'POST /api/auth/resend-verification',
    expect: expect5('A:401 T:409 L:409 O:409 D:409'),
    send: async (w) => {
      await resetRateLimits(w.t);
      return { path: '/api/auth/resend-verification' };
    },
  },
  {
    route: 'GET /api/auth/me',
    expect: expect5('A:401 T:ok L:ok O:ok D:ok'),
    send: () => ({ path: '/api/auth/me' }),
    check: viewersOwn('id'),
  },

  // Inquiries: tenants send; lists for their person and admins.
  {
    route: 'POST /api/inquiries',
    expect: expect5('A:401 T:201 L:403 O:403 D:403'),
    send: async (w) => ({ path: '/api/inquiries', body: { propertyId: await w.freshProperty(), tenantId: w.users.landlord.id, message: 'Hello' } }),
    check: (json, w) => expect(json.tenantId).toBe(w.users.tenant.id),
  },
  ...personLists('inquiries', 'inquiryId'),

  // Chat: only the two people of a conversation, in either id order.
  {
    route: 'POST /api/chat',
    expect: expect5('A:401 T:201 L:201 O:403 D:403'),
    send: (w, actor) => ({ path: '/api/chat', body: { propertyId: w.propertyId, senderId: w.users.landlord.id, receiverId: counterpart(w, actor), message: 'Hi there' } }),
    check: viewersOwn('senderId'),
  },
  {
    route: 'GET /api/chat/:propertyId/:a/:b',
    variant: 'landlord first',
    expect: expect5('A:401 T:ok L:ok O:403 D:403'),
    send: (w) => ({ path: `/api/chat/${w.propertyId}/${w.users.landlord.id}/${w.users.tenant.id}` }),
    check: (json) => expect(json.length).toBeGreaterThan(0),
  },
  {
    route: 'GET /api/chat/:propertyId/:a/:b',
    variant: 'tenant first',
    expect: expect5('A:401 T:ok L:ok O:403 D:403'),
    send: (w) => ({ path: `/api/chat/${w.propertyId}/${w.users.tenant.id}/${w.users.landlord.id}` }),
    check: (json) => expect(json.length).toBeGreaterThan(0),
  },
  {
    route: 'GET /api/chat/:propertyId/:a/:b',
    variant: 'a conversation between the caller and the owner (other landlord asks)',
    expect: expect5('A:401 T:403 L:403 O:403 D:403'),
    send: (w) => ({ path: `/api/chat/${w.propertyId}/${w.users.landlord.id}/${w.users.otherLandlord.id}` }),
  },

  // Notifications: the recipient only.
  {
    route: 'GET /api/notifications',
    expect: expect5('A:401 T:ok L:ok O:ok D:ok'),
    send: () => ({ path: '/api/notifications' }),
    check: (json, w, actor) => {
      for (const n of json) expect(n.recipientId).toBe(w.idOf(actor));
      if (actor === 'landlord') expect(ids(json)).toContain(w.notificationId);
    },
  },
  { route: 'GET /api/notifications/unread-count', expect: expect5('A:401 T:ok L:ok O:ok D:ok'), send: () => ({ path: '/api/notifications/unread-count' }) },
  {
    route: 'PUT /api/notifications/:id/read',
    expect: expect5('A:401 T:404 L:ok O:404 D:404'),
    send: (w) => ({ path: `/api/notifications/${w.notificationId}/read` }),
  },
  {
    route: 'POST /api/notifications/viewing-request',
    expect: expect5('A:401 T:201 L:403 O:403 D:403'),
    send: async (w) => ({ path: '/api/notifications/viewing-request', body: { propertyId: await w.freshProperty() } }),
  },

  // Leases: the owner creates; lists for their person, all leases for admins; booking view for everyone.
  {
    route: 'POST /api/leases',
    expect: expect5('A:401 T:403 L:201 O:403 D:403'),
    send: async (w) => ({
      path: '/api/leases',
      body: { propertyId: await w.freshProperty(), tenantId: null, tenantName: 'Tara Tenant', tenantEmail: 'someone@example.ca', monthlyRent: 2000, startDate: day(5), endDate: day(100), status: 'pending' },
    }),
  },
  {
    route: 'GET /api/leases/property/:id',
    expect: expect5('A:ok T:ok L:ok O:ok D:ok'),
    send: (w) => ({ path: `/api/leases/property/${w.propertyId}` }),
    sees: { landlord: ['tenant'] },
    check: (json) => expect(json.length).toBe(1),
  },
  ...personLists('leases', 'leaseId'),
  // Invitations: only the addressed tenant answers, only the offering landlord withdraws; outsiders get 404.
  ...(['accept', 'decline'] as const).map((action) => ({
    route: `POST /api/leases/:id/${action}`,
    expect: expect5('A:401 T:ok L:403 O:404 D:403'),
    send: async (w: World) => ({ path: `/api/leases/${await w.freshLease()}/${action}` }),
    check: (json: any) => expect(json.status).toBe(action === 'accept' ? 'active' : 'declined'),
  })),
  {
    route: 'POST /api/leases/:id/withdraw',
    expect: expect5('A:401 T:403 L:ok O:404 D:403'),
    send: async (w) => ({ path: `/api/leases/${await w.freshLease()}/withdraw` }),
    sees: { landlord: ['tenant'] },
    check: (json) => expect(json.status).toBe('withdrawn'),
  },
  // Signing: each party signs as itself (name as the lease gives it); admins see the lease but sign nothing.
  {
    route: 'POST /api/leases/:id/signatures',
    expect: expect5('A:401 T:201 L:201 O:404 D:403'),
    send: async (w, actor) => ({
      path: `/api/leases/${await w.freshLease()}/signatures`,
      body: { fullName: actor === 'anonymous' ? 'Nobody' : w.users[actor].name, consent: true },
    }),
    check: (json) => expect(json.signingStatus).toBe('partly_signed'),
  },
  {
    route: 'GET /api/leases/:id/document',
    expect: expect5('A:401 T:ok L:ok O:404 D:ok'),
    send: (w) => ({ path: `/api/leases/${w.leaseId}/document` }),
    sees: { landlord: ['tenant'], tenant: ['landlord'] },
  },
  {
    route: 'GET /api/leases/:id/signed-document',
    expect: expect5('A:401 T:ok L:ok O:404 D:ok'),
    send: async (w) => ({ path: `/api/leases/${await sealedLease(w)}/signed-document` }),
    sees: { landlord: ['tenant'], tenant: ['landlord'] },
  },
  // The deposit's return: the landlord makes it once; the parties and admins read it; outsiders learn nothing.
  {
    route: 'POST /api/leases/:id/deposit-return',
    expect: expect5('A:401 T:403 L:201 O:404 D:403'),
    // The landlord's call is sent twice (the second with a forged x-user-id): a fresh lease each time.
    send: async (w, actor) => ({ path: `/api/leases/${await (actor === 'landlord' ? leaseWithDeposit(w) : onceFor(depositLeases, w, leaseWithDeposit))}/deposit-return`, body: { deductions: [{ reason: 'Fob not returned', amount: 20 }] } }),
    check: (json) => expect(json).toMatchObject({ held: 50, deducted: 20, returned: 30 }),
  },
  {
    route: 'GET /api/leases/:id/deposit-return',
    expect: expect5('A:401 T:ok L:ok O:404 D:ok'),
    send: async (w) => ({ path: `/api/leases/${await onceFor(returnedLeases, w, returnedDepositLease)}/deposit-return` }),
    check: (json) => expect(json.returned).toBe(30),
  },
  {
    route: 'GET /api/leases/:id/deposit-return/statement',
    expect: expect5('A:401 T:ok L:ok O:404 D:ok'),
    send: async (w) => ({ path: `/api/leases/${await onceFor(returnedLeases, w, returnedDepositLease)}/deposit-return/statement` }),
  },
  // Inspections (docs/inspections.md): the lease's parties record (the tenant where the province lets them: Ontario
  // does), read and sign; admins read; outsiders learn nothing.
  {
    route: 'POST /api/leases/:id/inspections',
    expect: expect5('A:401 T:201 L:201 O:404 D:403'),
    send: async (w, actor) => ({
      path: `/api/leases/${signs(actor) ? await w.freshLease() : w.leaseId}/inspections`,
      body: { kind: 'move-in', rooms: ROOMS },
    }),
    check: (json) => expect(json.kind).toBe('move-in'),
  },
  {
    route: 'GET /api/leases/:id/inspections',
    expect: expect5('A:401 T:ok L:ok O:404 D:ok'),
    send: (w) => ({ path: `/api/leases/${w.leaseId}/inspections` }),
  },
  {
    route: 'GET /api/inspections/:id',
    expect: expect5('A:401 T:ok L:ok O:404 D:ok'),
    send: async (w) => ({ path: `/api/inspections/${await worldInspection(w)}` }),
  },
  {
    route: 'POST /api/inspections/:id/signatures',
    expect: expect5('A:401 T:201 L:201 O:404 D:403'),
    send: async (w, actor) => ({
      path: `/api/inspections/${signs(actor) ? await inspectionOf(w, await w.freshLease()) : await worldInspection(w)}/signatures`,
      body: { fullName: actor === 'anonymous' ? 'Nobody' : w.users[actor].name, consent: true },
    }),
    check: (json) => expect(json.signingStatus).toBe('partly_signed'),
  },
  {
    route: 'GET /api/inspections/:id/document',
    expect: expect5('A:401 T:ok L:ok O:404 D:ok'),
    send: async (w) => ({ path: `/api/inspections/${await worldInspection(w)}/document` }),
  },
  {
    route: 'GET /api/inspections/:id/signed-document',
    expect: expect5('A:401 T:ok L:ok O:404 D:ok'),
    send: async (w) => ({ path: `/api/inspections/${await sealedInspection(w)}/signed-document` }),
  },
  // Anyone checks a PDF; a file Hearth never sealed is not valid.
  {
    route: 'POST /api/verify',
    expect: expect5('A:ok T:ok L:ok O:ok D:ok'),
    send: () => ({ path: '/api/verify', file: pdf('Not a Hearth lease') }),
    check: (json) => expect(json).toMatchObject({ valid: false, signers: [] }),
  },
  {
    route: 'GET /api/leases/landlord/:userId',
    variant: '0 = every lease (admin view)',
    expect: expect5('A:401 T:403 L:403 O:403 D:ok'),
    send: () => ({ path: '/api/leases/landlord/0' }),
    check: (json, w) => expect(ids(json)).toContain(w.leaseId),
  },

  // Documents: the listing's public documents for all; private ones for the owner and admins.
  {
    route: 'GET /api/documents/property/:id',
    expect: expect5('A:ok T:ok L:ok O:ok D:ok'),
    send: (w) => ({ path: `/api/documents/property/${w.propertyId}` }),
    check: (_json, w, actor, text) => {
      expect(text).toContain(w.publicDocumentName);
      if (actor === 'landlord' || actor === 'admin') expect(text).toContain(w.privateDocumentName);
      else expect(text).not.toContain(w.privateDocumentName);
    },
  },
  {
    route: 'GET /api/documents/property/:id',
    variant: 'hidden listing',
    expect: expect5('A:404 T:404 L:ok O:404 D:ok'),
    send: (w) => ({ path: `/api/documents/property/${w.hiddenPropertyId}` }),
  },

  // Uploads: a URL for signed-in users, usable only by the user it was issued to.
  { route: 'GET /api/upload/presigned-url', expect: expect5('A:401 T:ok L:ok O:ok D:ok'), send: () => ({ path: '/api/upload/presigned-url?purpose=document' }) },
  {
    route: 'POST /api/upload/:token',
    expect: expect5('A:401 T:403 L:201 O:403 D:403'),
    send: async (w) => {
      const presigned = await w.users.landlord.client.get('/api/upload/presigned-url?purpose=document');
      return { path: presigned.json.url, file: pdf(`grant ${Math.random()}`) };
    },
  },
  {
    route: 'GET /ipfs/:cid',
    variant: 'public listing image',
    expect: expect5('A:ok T:ok L:ok O:ok D:ok'),
    send: (w) => ({ path: `/ipfs/${w.publicImageCid}` }),
  },
  {
    route: 'GET /ipfs/:cid',
    variant: 'private document file',
    expect: expect5('A:401 T:403 L:ok O:403 D:ok'),
    send: (w) => ({ path: `/ipfs/${w.privateFileCid}` }),
  },

  // Users and profile: public fields for all, contact details for the person and admins.
  {
    route: 'GET /api/users/:id',
    expect: expect5('A:ok T:ok L:ok O:ok D:ok'),
    send: (w) => ({ path: `/api/users/${w.users.landlord.id}` }),
    check: (json, w, actor) => {
      expect(json.id).toBe(w.users.landlord.id);
      if (actor === 'anonymous') expect(json.whatsapp ?? null).toBeNull();
    },
  },
  {
    route: 'GET /api/users/:id',
    variant: 'a tenant (contact for the landlord they wrote to, name only for strangers)',
    expect: expect5('A:ok T:ok L:ok O:ok D:ok'),
    send: (w) => ({ path: `/api/users/${w.users.tenant.id}` }),
    sees: { tenant: ['tenant'], landlord: ['tenant'] },
    check: (json, w, actor) => expect(json).toMatchObject(personSeenAs(w, 'tenant', actor)),
  },
  {
    route: 'GET /api/users/:id',
    variant: 'an admin (name only for everyone else)',
    expect: expect5('A:ok T:ok L:ok O:ok D:ok'),
    send: (w) => ({ path: `/api/users/${w.users.admin.id}` }),
    check: (json, w, actor) => expect(json).toMatchObject(personSeenAs(w, 'admin', actor)),
  },
  {
    route: 'GET /api/profile',
    expect: expect5('A:401 T:ok L:ok O:ok D:ok'),
    send: () => ({ path: '/api/profile' }),
    check: viewersOwn('id'),
  },
  {
    route: 'PATCH /api/profile',
    expect: expect5('A:401 T:ok L:ok O:ok D:ok'),
    send: (_w, actor) => ({ path: '/api/profile', body: { bio: `I am ${actor}` } }),
    check: viewersOwn('id'),
  },

  // Properties: browse and detail for all (unlisted only for owner/admin); writes by the owner, review by admins.
  {
    route: 'GET /api/properties',
    expect: expect5('A:ok T:ok L:ok O:ok D:ok'),
    send: () => ({ path: '/api/properties' }),
    check: (json, w) => {
      expect(ids(json)).toContain(w.propertyId);
      expect(ids(json)).not.toContain(w.hiddenPropertyId);
    },
  },
  {
    route: 'GET /api/properties/suggestions',
    expect: expect5('A:ok T:ok L:ok O:ok D:ok'),
    send: () => ({ path: '/api/properties/suggestions?q=to' }),
    check: (json) => expect(Array.isArray(json)).toBe(true), // counts of public listings only: nothing to hide
  },
  {
    route: 'GET /api/rent-report',
    expect: expect5('A:ok T:ok L:ok O:ok D:ok'),
    send: () => ({ path: '/api/rent-report?province=ON' }),
    check: (json) => expect(Array.isArray(json.rows)).toBe(true), // medians of public listings only: nothing to hide
  },
  {
    route: 'GET /api/properties/owner/:userId',
    expect: expect5('A:ok T:ok L:ok O:ok D:ok'),
    send: (w) => ({ path: `/api/properties/owner/${w.users.landlord.id}` }),
    check: (json, w, actor) => {
      expect(ids(json)).toContain(w.propertyId);
      expect(ids(json).includes(w.hiddenPropertyId)).toBe(actor === 'landlord' || actor === 'admin');
    },
  },
  {
    route: 'GET /api/properties/:id',
    expect: expect5('A:ok T:ok L:ok O:ok D:ok'),
    send: (w) => ({ path: `/api/properties/${w.propertyId}` }),
  },
  {
    route: 'GET /api/properties/:id',
    variant: 'hidden listing',
    expect: expect5('A:404 T:404 L:ok O:404 D:ok'),
    send: (w) => ({ path: `/api/properties/${w.hiddenPropertyId}` }),
  },
  {
    route: 'POST /api/properties',
    expect: expect5('A:401 T:403 L:201 O:201 D:403'),
    send: (w) => ({
      path: '/api/properties',
      body: { title: 'New place', address: '1 Bay St', city: 'Toronto', province: 'ON', propertyType: 'condo', bedrooms: 1, bathrooms: '1', monthlyRent: 1800, ownerId: w.users.landlord.id },
    }),
    check: viewersOwn('ownerId'),
  },
  {
    route: 'PUT /api/properties/:id',
    variant: 'fields',
    expect: expect5('A:401 T:denied L:ok O:denied D:denied'),
    send: async (w) => ({ path: `/api/properties/${await w.freshProperty()}`, body: { title: 'Changed title' } }),
    check: (json, w) => expect(json.ownerId).toBe(w.users.landlord.id),
  },
  {
    route: 'PUT /api/properties/:id',
    variant: 'visibility',
    expect: expect5('A:401 T:denied L:ok O:denied D:denied'),
    send: async (w) => ({ path: `/api/properties/${await w.freshProperty()}`, body: { showOnMarketplace: false } }),
  },
  {
    route: 'PUT /api/properties/:id',
    variant: 'review a pending listing',
    expect: expect5('A:401 T:denied L:403 O:denied D:ok'),
    send: async (w) => ({ path: `/api/properties/${await w.freshProperty({ status: 'pending' })}`, body: { status: 'approved' } }),
  },
  {
    route: 'DELETE /api/properties/:id',
    expect: expect5('A:401 T:denied L:ok O:denied D:ok'),
    send: async (w) => ({ path: `/api/properties/${await w.freshProperty()}` }),
  },
  {
    route: 'DELETE /api/properties/:id',
    variant: 'with a pending lease',
    expect: expect5('A:401 T:denied L:409 O:denied D:409'),
    send: (w) => ({ path: `/api/properties/${w.propertyId}` }),
  },

  // Saved properties: the caller's own list.
  {
    route: 'GET /api/saved-properties',
    expect: expect5('A:401 T:ok L:ok O:ok D:ok'),
    send: () => ({ path: '/api/saved-properties' }),
    check: (json, w, actor) => expect(ids(json).includes(w.propertyId)).toBe(actor === 'tenant'),
  },
  {
    route: 'GET /api/saved-properties/check/:propertyId',
    expect: expect5('A:401 T:ok L:ok O:ok D:ok'),
    send: (w) => ({ path: `/api/saved-properties/check/${w.propertyId}` }),
    check: (json, _w, actor) => expect(json.saved).toBe(actor === 'tenant'),
  },
  {
    route: 'POST /api/saved-properties',
    expect: expect5('A:401 T:201 L:201 O:201 D:201'),
    send: async (w) => ({ path: '/api/saved-properties', body: { propertyId: await w.freshProperty() } }),
    check: viewersOwn('userId'),
  },
  {
    route: 'DELETE /api/saved-properties/:propertyId',
    variant: "the tenant's saved listing",
    expect: expect5('A:401 T:ok L:404 O:404 D:404'),
    send: async (w) => {
      const propertyId = await w.freshProperty();
      const saved = await w.users.tenant.client.post('/api/saved-properties', { propertyId });
      if (saved.status !== 201) throw new Error(`save: ${saved.status}`);
      return { path: `/api/saved-properties/${propertyId}` };
    },
  },

  // Saved searches: the caller's own; the unsubscribe link's token is its only credential.
  {
    route: 'GET /api/saved-searches',
    expect: expect5('A:401 T:ok L:ok O:ok D:ok'),
    send: () => ({ path: '/api/saved-searches' }),
  },
  {
    route: 'POST /api/saved-searches',
    expect: expect5('A:401 T:201 L:201 O:201 D:201'),
    send: () => ({ path: '/api/saved-searches', body: { name: 'Toronto condos', filters: { city: 'Toronto', propertyType: 'condo' } } }),
  },
  {
    route: 'PATCH /api/saved-searches/:id',
    variant: "the tenant's saved search",
    expect: expect5('A:401 T:ok L:404 O:404 D:404'),
    send: async (w) => ({ path: `/api/saved-searches/${await tenantSearch(w)}`, body: { alert: 'off' } }),
  },
  {
    route: 'DELETE /api/saved-searches/:id',
    variant: "the tenant's saved search",
    expect: expect5('A:401 T:ok L:404 O:404 D:404'),
    send: async (w) => ({ path: `/api/saved-searches/${await tenantSearch(w)}` }),
  },
  {
    route: 'GET /api/saved-searches/unsubscribe',
    expect: expect5('A:400 T:400 L:400 O:400 D:400'),
    send: () => ({ path: '/api/saved-searches/unsubscribe?token=forged' }),
  },
  {
    route: 'POST /api/saved-searches/unsubscribe',
    expect: expect5('A:400 T:400 L:400 O:400 D:400'),
    send: () => ({ path: '/api/saved-searches/unsubscribe?token=forged' }),
  },

  // Viewings: the owner offers and removes slots, tenants book, either side of a booking cancels it.
  {
    route: 'POST /api/properties/:id/viewing-slots',
    expect: expect5('A:401 T:403 L:201 O:403 D:403'),
    send: async (w) => ({ path: `/api/properties/${await w.freshProperty()}/viewing-slots`, body: { startsAt: fromNow(72 * HOUR).toISOString(), durationMinutes: 30 } }),
  },
  {
    route: 'GET /api/properties/:id/viewing-slots',
    expect: expect5('A:401 T:ok L:ok O:ok D:ok'),
    send: async (w) => ({ path: `/api/properties/${w.propertyId}/viewing-slots` }),
    check: (json, _w, actor) => {
      for (const slot of json) expect(slot.bookings === null).toBe(actor !== 'landlord');
    },
  },
  {
    route: 'GET /api/properties/:id/viewing-slots',
    variant: 'hidden listing',
    expect: expect5('A:401 T:404 L:ok O:404 D:ok'),
    send: (w) => ({ path: `/api/properties/${w.hiddenPropertyId}/viewing-slots` }),
  },
  {
    route: 'GET /api/properties/:id/viewing-notice',
    expect: expect5('A:401 T:403 L:ok O:403 D:403'),
    send: (w) => ({ path: `/api/properties/${w.propertyId}/viewing-notice` }),
  },
  {
    route: 'DELETE /api/viewing-slots/:id',
    expect: expect5('A:401 T:403 L:204 O:403 D:403'),
    send: async (w) => ({ path: `/api/viewing-slots/${await w.freshViewingSlot()}` }),
  },
  {
    route: 'POST /api/viewing-slots/:id/bookings',
    expect: expect5('A:401 T:201 L:403 O:403 D:403'),
    send: async (w) => ({ path: `/api/viewing-slots/${await w.freshViewingSlot()}/bookings`, body: { message: 'Hello' } }),
    check: (json, w) => expect(json.tenantId).toBe(w.users.tenant.id),
  },
  {
    route: 'DELETE /api/viewing-bookings/:id',
    expect: expect5('A:401 T:ok L:ok O:404 D:404'),
    send: async (w) => ({ path: `/api/viewing-bookings/${await w.freshViewingBooking()}` }),
    check: (json, _w, actor) => expect(json).toMatchObject({ status: 'cancelled', cancelledBy: actor }),
  },
  {
    route: 'GET /api/viewing-bookings',
    expect: expect5('A:401 T:ok L:ok O:ok D:ok'),
    send: () => ({ path: '/api/viewing-bookings' }),
    check: (json, w, actor) => {
      for (const booking of json) expect([booking.tenantId, w.users.landlord.id]).toContain(w.idOf(actor));
    },
  },

  // Viewing requests: the tenant asks (the spec's route, above); the listing's owner answers once; both sides list them.
  {
    route: 'GET /api/viewing-requests',
    expect: expect5('A:401 T:ok L:ok O:ok D:ok'),
    send: () => ({ path: '/api/viewing-requests' }),
    check: (json, w, actor) => {
      for (const request of json) expect([request.tenantId, w.users.landlord.id]).toContain(w.idOf(actor));
    },
  },
  {
    route: 'POST /api/viewing-requests/:id/accept',
    expect: expect5('A:401 T:403 L:ok O:404 D:404'),
    send: async (w) => ({ path: `/api/viewing-requests/${await w.freshViewingRequest()}/accept`, body: { time: proposedViewingTime() } }),
    check: (json) => expect(json).toMatchObject({ status: 'accepted', bookingId: expect.any(Number) }),
  },
  {
    route: 'POST /api/viewing-requests/:id/offer-slots',
    expect: expect5('A:401 T:403 L:ok O:404 D:404'),
    send: async (w) => ({ path: `/api/viewing-requests/${await w.freshViewingRequest()}/offer-slots`, body: { startsAt: fromNow(96 * HOUR).toISOString(), durationMinutes: 30 } }),
    check: (json) => expect(json.status).toBe('slots_offered'),
  },
  {
    route: 'POST /api/viewing-requests/:id/decline',
    expect: expect5('A:401 T:403 L:ok O:404 D:404'),
    send: async (w) => ({ path: `/api/viewing-requests/${await w.freshViewingRequest()}/decline`, body: { reason: 'Rented already' } }),
    check: (json) => expect(json).toMatchObject({ status: 'declined', declineReason: 'Rented already' }),
  },

  // Repair requests: the lease's tenant files; its two parties read and talk; the landlord moves it forward.
  {
    route: 'POST /api/leases/:id/repair-requests',
    expect: expect5('A:401 T:201 L:403 O:404 D:404'),
    send: async (w) => ({ path: `/api/leases/${await w.freshActiveLease()}/repair-requests`, body: { category: 'heating', description: 'No heat.', urgency: 'emergency' } }),
    check: (json, w) => expect(json).toMatchObject({ status: 'open', tenantId: w.users.tenant.id }),
  },
  {
    route: 'GET /api/repair-requests',
    expect: expect5('A:401 T:ok L:ok O:ok D:ok'),
    send: () => ({ path: '/api/repair-requests' }),
    check: (json, w, actor) => {
      for (const request of json) expect([request.tenantId, request.landlordId]).toContain(w.idOf(actor));
    },
  },
  {
    route: 'GET /api/repair-requests/:id',
    expect: expect5('A:401 T:ok L:ok O:404 D:ok'),
    send: async (w) => ({ path: `/api/repair-requests/${await w.freshRepairRequest()}` }),
  },
  {
    route: 'PATCH /api/repair-requests/:id',
    expect: expect5('A:401 T:403 L:ok O:404 D:403'),
    send: async (w) => ({ path: `/api/repair-requests/${await w.freshRepairRequest()}`, body: { status: 'acknowledged' } }),
    check: (json) => expect(json.status).toBe('acknowledged'),
  },
  {
    route: 'POST /api/repair-requests/:id/comments',
    expect: expect5('A:401 T:201 L:201 O:404 D:403'),
    send: async (w) => ({ path: `/api/repair-requests/${await w.freshRepairRequest()}/comments`, body: { body: 'Any news?' } }),
  },

  // Entry notices: the request's landlord gives them; its two parties (and admins) read them.
  {
    route: 'POST /api/repair-requests/:id/entry-notices',
    expect: expect5('A:401 T:403 L:201 O:404 D:403'),
    send: async (w) => ({ path: `/api/repair-requests/${await w.freshRepairRequest()}/entry-notices`, body: { enterAt: lawfulEntryTime(), durationMinutes: 60, reason: 'Fix the tap.' } }),
    check: (json, w) => expect(json).toMatchObject({ landlordId: w.users.landlord.id, province: 'ON' }),
  },
  {
    route: 'GET /api/repair-requests/:id/entry-notices',
    expect: expect5('A:401 T:ok L:ok O:404 D:ok'),
    send: async (w) => ({ path: `/api/repair-requests/${await w.freshRepairRequest()}/entry-notices` }),
  },
  {
    route: 'GET /api/entry-notices',
    expect: expect5('A:401 T:ok L:ok O:ok D:ok'),
    send: () => ({ path: '/api/entry-notices' }),
    check: (json, w, actor) => {
      for (const notice of json) expect([notice.tenantId, notice.landlordId]).toContain(w.idOf(actor));
    },
  },

  // Trust and safety: reports and suspensions.
  {
    route: 'POST /api/properties/:id/reports',
    expect: expect5('A:401 T:201 L:403 O:201 D:201'),
    send: async (w) => ({ path: `/api/properties/${await w.freshProperty()}/reports`, body: { reason: 'inaccurate', details: 'Wrong rent.' } }),
    check: viewersOwn('reporterId'),
  },
  {
    route: 'GET /api/admin/reports',
    expect: expect5('A:401 T:403 L:403 O:403 D:ok'),
    send: () => ({ path: '/api/admin/reports' }),
  },
  {
    route: 'POST /api/admin/reports/:id/resolve',
    expect: expect5('A:401 T:403 L:403 O:403 D:ok'),
    send: async (w) => ({ path: `/api/admin/reports/${await w.freshReport()}/resolve`, body: { action: 'dismiss' } }),
  },
  {
    route: 'POST /api/admin/users/:id/suspend',
    expect: expect5('A:401 T:403 L:403 O:403 D:ok'),
    send: async (w: World) => ({ path: `/api/admin/users/${await w.freshLandlord()}/suspend`, body: { reason: 'Asked for deposits by wire transfer.' } }),
  },
  {
    route: 'POST /api/admin/users/:id/unsuspend',
    expect: expect5('A:401 T:403 L:403 O:403 D:ok'),
    send: async (w: World) => ({ path: `/api/admin/users/${await w.freshLandlord()}/unsuspend` }),
  },

  // The rent ledger (docs/rent-ledger.md): the landlord records payments; both parties and admins read the ledger and
  // its documents; outsiders learn nothing.
  {
    route: 'POST /api/leases/:id/payments',
    expect: expect5('A:401 T:403 L:201 O:404 D:403'),
    send: async (w) => ({ path: `/api/leases/${await onceFor(rentedLeases, w, rentedLease)}/payments`, body: RENT_PAYMENT() }),
    check: (json) => expect(json.amountCents).toBe(120_050),
  },
  {
    route: 'GET /api/leases/:id/ledger',
    expect: expect5('A:401 T:ok L:ok O:404 D:ok'),
    send: async (w) => ({ path: `/api/leases/${await onceFor(rentedLeases, w, rentedLease)}/ledger` }),
  },
  {
    route: 'GET /api/payments/:id/receipt',
    expect: expect5('A:401 T:ok L:ok O:404 D:ok'),
    send: async (w) => ({ path: `/api/payments/${await onceFor(payments, w, recordedPayment)}/receipt` }),
  },
  {
    route: 'GET /api/leases/:id/rent-statement',
    expect: expect5('A:401 T:ok L:ok O:404 D:ok'),
    send: async (w) => ({ path: `/api/leases/${await onceFor(rentedLeases, w, rentedLease)}/rent-statement?year=${day(-30).slice(0, 4)}` }),
  },
  {
    route: 'PUT /api/leases/:id/dwelling-number',
    expect: expect5('A:401 T:403 L:ok O:404 D:403'),
    send: async (w) => ({ path: `/api/leases/${await onceFor(quebecLeases, w, (world) => rentedLease(world, 'QC'))}/dwelling-number`, body: { dwellingNumber: '123456789' } }),
  },
  {
    route: 'GET /api/leases/:id/rl31',
    expect: expect5('A:401 T:ok L:ok O:404 D:ok'),
    send: async (w) => ({ path: `/api/leases/${await quebecLeaseWithDwelling(w)}/rl31?year=${lastYear()}` }),
  },

  // Rent increases (docs/rent-increases.md): the landlord gives notice on an active lease; both parties and admins read; the Québec tenant answers.
  {
    route: 'POST /api/leases/:id/rent-increases',
    expect: expect5('A:401 T:403 L:201 O:404 D:403'),
    send: async (w) => {
      const { leaseId, effectiveDate } = await freshRaisableLease(w, 'AB');
      return { path: `/api/leases/${leaseId}/rent-increases`, body: { newRent: 2600, effectiveDate } };
    },
    check: (json) => expect(json.status).toBe('notified'),
  },
  {
    route: 'GET /api/leases/:id/rent-increases',
    expect: expect5('A:401 T:ok L:ok O:404 D:ok'),
    send: (w) => ({ path: `/api/leases/${w.leaseId}/rent-increases` }),
  },
  {
    route: 'GET /api/leases/:id/rent-increases/check',
    expect: expect5('A:401 T:403 L:ok O:404 D:403'),
    send: async (w) => ({ path: `/api/leases/${(await freshRaisableLease(w, 'AB')).leaseId}/rent-increases/check` }),
  },
  {
    route: 'GET /api/rent-increases/:id/notice',
    expect: expect5('A:401 T:ok L:ok O:404 D:ok'),
    send: async (w) => ({ path: `/api/rent-increases/${await freshRentIncrease(w)}/notice` }),
    sees: { landlord: ['tenant'], tenant: ['landlord'], admin: ['tenant', 'landlord'] },
  },
  {
    route: 'POST /api/rent-increases/:id/response',
    expect: expect5('A:401 T:ok L:403 O:404 D:403'),
    send: async (w) => ({ path: `/api/rent-increases/${await freshRentIncrease(w, 'QC')}/response`, body: { accept: true } }),
    check: (json) => expect(json.status).toBe('accepted'),
  },
  { route: 'GET /api/admin/rent-guidelines', expect: expect5('A:401 T:403 L:403 O:403 D:ok'), send: () => ({ path: '/api/admin/rent-guidelines' }) },
  {
    route: 'PUT /api/admin/rent-guidelines/:province/:year',
    expect: expect5('A:401 T:403 L:403 O:403 D:ok'),
    send: () => ({ path: '/api/admin/rent-guidelines/ON/2040', body: { percent: 2, source: 'Guard-rail figure' } }),
  },

  // Renewals, rental profiles and applications (last: their rows add fresh listings, which would push the world's listing off the browse page above).
  {
    route: 'GET /api/leases/:id/renewal',
    expect: expect5('A:401 T:403 L:ok O:404 D:403'),
    send: async (w) => ({ path: `/api/leases/${await w.freshActiveLease()}/renewal` }),
    check: (json) => expect(json.startDate).toEqual(expect.any(String)),
  },
  {
    route: 'POST /api/leases/:id/renewal',
    expect: expect5('A:401 T:403 L:201 O:404 D:403'),
    send: async (w) => ({ path: `/api/leases/${await w.freshActiveLease()}/renewal`, body: { endDate: day(800) } }),
    sees: { landlord: ['tenant'] },
    check: (json) => expect(json.status).toBe('pending'),
  },

  // Rental profile and applications (docs/product.md#rental-applications): a tenant's own profile; an application is read by its tenant and the
  // listing's landlord only (never other landlords or admins), and each landlord read is logged.
  { route: 'GET /api/rental-profile', expect: expect5('A:401 T:ok L:403 O:403 D:403'), send: () => ({ path: '/api/rental-profile' }) },
  {
    route: 'PUT /api/rental-profile',
    expect: expect5('A:401 T:ok L:403 O:403 D:403'),
    send: (w) => ({
      path: '/api/rental-profile',
      body: { employer: 'Maple Bank', documents: [{ kind: 'proof-of-income', name: 'pay-stub.pdf', ipfsHash: w.applicationDocumentCid }] },
    }),
  },
  {
    route: 'POST /api/properties/:id/applications',
    expect: expect5('A:401 T:201 L:403 O:403 D:403'),
    send: async (w) => ({ path: `/api/properties/${await w.freshProperty()}/applications`, body: { message: 'Hello', consent: true } }),
    check: viewersOwn('tenantId'),
  },
  {
    route: 'GET /api/properties/:id/applications',
    expect: expect5('A:401 T:403 L:ok O:403 D:403'),
    send: (w) => ({ path: `/api/properties/${w.propertyId}/applications` }),
    sees: { landlord: ['tenant'] },
    check: (json, w) => expect(ids(json)).toContain(w.applicationId),
  },
  {
    route: 'GET /api/applications/mine',
    expect: expect5('A:401 T:ok L:403 O:403 D:403'),
    send: () => ({ path: '/api/applications/mine' }),
    check: (json, w) => expect(ids(json)).toContain(w.applicationId),
  },
  {
    route: 'POST /api/applications/:id/decision',
    expect: expect5('A:401 T:403 L:ok O:404 D:404'),
    send: async (w) => ({ path: `/api/applications/${await w.freshApplication()}/decision`, body: { decision: 'shortlisted' } }),
    sees: { landlord: ['tenant'] },
    check: (json) => expect(json.status).toBe('shortlisted'),
  },
  {
    route: 'POST /api/applications/:id/withdraw',
    expect: expect5('A:401 T:ok L:403 O:404 D:404'),
    send: async (w) => ({ path: `/api/applications/${await w.freshApplication()}/withdraw` }),
    check: (json) => expect(json.status).toBe('withdrawn'),
  },
  {
    route: 'DELETE /api/applications/:id',
    expect: expect5('A:401 T:ok L:403 O:404 D:404'),
    send: async (w) => ({ path: `/api/applications/${await w.freshApplication()}` }),
  },
  {
    route: 'GET /api/applications/:id/access-log',
    expect: expect5('A:401 T:ok L:403 O:404 D:404'),
    send: (w) => ({ path: `/api/applications/${w.applicationId}/access-log` }),
  },
  {
    route: 'GET /api/applications/:id/documents/:cid',
    expect: expect5('A:401 T:ok L:ok O:404 D:404'),
    send: (w) => ({ path: `/api/applications/${w.applicationId}/documents/${w.applicationDocumentCid}` }),
  },
];

/** Sends a row's call as `actor` (JSON, or a multipart file), with extra request headers; the answer and what was sent. */
export async function sendRow(w: World, actor: ActorName, row: RestCase, headers: Record<string, string> = {}) {
  const method = row.route.split(' ')[0]!;
  const sent = await row.send(w, actor);
  const client = sent.client ?? w.client(actor);
  if (!sent.file) return { ...(await client.request(method, sent.path, { body: sent.body, headers })), sent };
  const form = new FormData();
  form.append('file', new Blob([sent.file as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), 'contract.pdf');
  const cookie = client.cookieHeader();
  const response = await fetch(w.t.url + sent.path, { method, body: form, headers: cookie ? { ...headers, cookie } : headers });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, json: safeJson(text), sent };
}

function safeJson(text: string) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
