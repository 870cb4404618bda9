import { resetRateLimits, signedUpClient, sql } from '../auth-helpers.js';
import { HttpClient } from '../http-client.js';
import type { TestApp } from '../test-app.js';
import { pdf, png } from '../../src/modules/upload/upload.fixtures.js';
import { uploadFile } from '../../src/modules/upload/upload.test-helpers.js';
import { addDays, formatISO } from 'date-fns';

/** The five actors of spec §6's matrix. */
export const ACTORS = ['anonymous', 'tenant', 'landlord', 'otherLandlord', 'admin'] as const;
export type ActorName = (typeof ACTORS)[number];

export interface WorldUser {
  client: HttpClient;
  id: number;
  role: 'tenant' | 'landlord' | 'admin';
  email: string;
  password: string;
  /** Private contact details only the user and admins may see. */
  phone: string;
  whatsapp: string;
}

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
  /** Signed-in client for an actor, or the anonymous one. */
  client(actor: ActorName): HttpClient;
  /** The id an actor is, or null for anonymous. */
  idOf(actor: ActorName): number | null;
  /** A fresh public listing of the landlord (for rows that change or delete what they touch). */
  freshProperty(overrides?: { status?: string; showOnMarketplace?: boolean; ownerId?: number }): Promise<number>;
}

let serial = 0;

async function user(t: TestApp, role: WorldUser['role'], name: string): Promise<WorldUser> {
  serial += 1;
  const whatsapp = `+1416555${String(7000 + serial)}`;
  const phone = `+1647555${String(8000 + serial)}`;
  const { client, user: created, body } = await signedUpClient(t, { role: role === 'admin' ? 'tenant' : role, name, whatsapp });
  await sql(t, 'update users set phone = $1 where id = $2', [phone, created.id]);
  // Admins are made by operators, never by signup; the session reads the role from the database.
  if (role === 'admin') await sql(t, `update users set role = 'admin' where id = $1`, [created.id]);
  return { client, id: created.id, role, email: body.email as string, password: body.password as string, phone, whatsapp };
}

export async function insertProperty(t: TestApp, ownerId: number, overrides: { status?: string; showOnMarketplace?: boolean; title?: string } = {}) {
  const { rows } = await sql<{ id: number }>(
    t,
    `insert into properties (title, address, city, province, property_type, bedrooms, bathrooms, monthly_rent, owner_id, status, show_on_marketplace)
     values ($1, '1 King St W', 'Toronto', 'ON', 'condo', 2, 1, 2400, $2, $3, $4) returning id`,
    [overrides.title ?? 'Guard-rail condo', ownerId, overrides.status ?? 'approved', overrides.showOnMarketplace ?? true],
  );
  return rows[0]!.id;
}

/** A calendar day `offset` days from now (lease dates). */
export const dayFromNow = (offset: number) => formatISO(addDays(new Date(), offset), { representation: 'date' });

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

  const lease = await landlord.client.post('/api/leases', {
    propertyId,
    tenantId: null,
    tenantName: 'Tara Tenant',
    tenantEmail: tenant.email,
    tenantPhone: tenant.phone,
    monthlyRent: 2400,
    startDate: dayFromNow(10),
    endDate: dayFromNow(375),
    terms: 'No smoking.',
    status: 'pending',
  });
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
    client: (actor) => (actor === 'anonymous' ? anonymous : users[actor].client),
    idOf: (actor) => (actor === 'anonymous' ? null : users[actor].id),
    freshProperty: (overrides = {}) => insertProperty(t, overrides.ownerId ?? landlord.id, overrides),
  };
  return world;
}

/** Contact details of everyone but `actor` (what a denied or public answer must never contain). */
export function othersSecrets(world: World, actor: ActorName, fields: Array<'email' | 'phone' | 'whatsapp'> = ['email', 'phone']): string[] {
  return Object.entries(world.users)
    .filter(([name]) => name !== actor)
    .flatMap(([, u]) => fields.map((field) => u[field]));
}
