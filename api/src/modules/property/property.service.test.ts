import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../../test/auth-helpers.js';
import type { Actor, ServiceContext } from '../../common/actor.js';
import { DomainError } from '../../common/domain-error.js';
import { buildBrowseQuery } from './property.queries.js';
import { listingBody, withTestApp } from '../../../test/marketplace-fixtures.js';

const t = withTestApp();
const people: Record<'landlord' | 'otherLandlord' | 'tenant' | 'admin', Actor> = {} as never;
const ctx = (viewer: Actor | null): ServiceContext => ({ em: t.services.orm.em.fork(), viewer });

beforeAll(async () => {
  for (const [key, role] of [['landlord', 'landlord'], ['otherLandlord', 'landlord'], ['tenant', 'tenant'], ['admin', 'admin']] as const) {
    const { rows } = await sql(t, `insert into users (email, name, role) values ($1, $2, $3) returning id`, [`${key}@example.ca`, key, role]);
    people[key] = { id: rows[0].id, role, name: key, email: `${key}@example.ca`, emailVerified: false };
  }
});

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(() => null, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(DomainError);
  return { code: (error as DomainError).code, message: (error as DomainError).message };
};

describe('PropertyService', () => {
  it('create: landlords only, owner from the actor, pending, lease documents in the same transaction', async () => {
    const { properties } = t.services;
    expect(await refusal(properties.create(ctx(people.tenant), listingBody()))).toEqual({ code: 'FORBIDDEN', message: 'Only landlords can list properties.' });
    expect(await refusal(properties.create(ctx(null), listingBody()))).toEqual({ code: 'UNAUTHENTICATED', message: 'Authentication required' });

    // The landlord's upload, cited in its CIDv0 spelling: found, and filed under the canonical CIDv1 the gateway serves.
    const canonical = 'bafybeie5nqv6kd3qnfjupgvz34woh3oksc3iau6abmyajn7qvtf6d2ho34';
    await sql(t, `insert into stored_files (cid, name, size, mime_type, category, uploaded_by) values ($1, 'a.pdf', 10, 'application/pdf', 'document', $2)`, [
      canonical,
      people.landlord.id,
    ]);
    const created = await properties.create(
      ctx(people.landlord),
      listingBody({ ownerId: people.otherLandlord.id, leaseDocuments: [{ ipfsHash: 'QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG', filename: 'a.pdf' }] }),
    );
    expect(created).toMatchObject({ ownerId: people.landlord.id, status: 'pending' });
    const docs = await sql(t, 'select type, ipfs_hash, accessible_to from documents where property_id = $1', [created.id]);
    expect(docs.rows).toEqual([{ type: 'lease-agreement', ipfs_hash: canonical, accessible_to: [String(people.landlord.id)] }]);
  });

  it('browse: the status filter never widens what a non-admin sees', async () => {
    const { properties } = t.services;
    await sql(t, 'delete from properties');
    const make = async (owner: Actor, status: string, listed = true) =>
      (await sql(t, `insert into properties (title, address, city, province, property_type, bedrooms, bathrooms, monthly_rent, owner_id, status, show_on_marketplace, latitude, longitude)
        values ('x', 'a', 'Toronto', 'ON', 'condo', 1, 1, 1000, $1, $2, $3, 43.6532, -79.3832) returning id`, [owner.id, status, listed])).rows[0].id as number;
    const mine = { pending: await make(people.landlord, 'pending'), rented: await make(people.landlord, 'rented'), hidden: await make(people.landlord, 'approved', false) };
    const theirs = { pending: await make(people.otherLandlord, 'pending'), rented: await make(people.otherLandlord, 'rented'), listed: await make(people.otherLandlord, 'approved') };
    const ids = async (viewer: Actor | null, status?: string) => (await properties.browse(ctx(viewer), { status })).items.map((p) => p.id).sort();

    expect(await ids(people.landlord, 'all')).toEqual([mine.pending, mine.rented, mine.hidden, theirs.listed].sort());
    expect(await ids(people.landlord, 'rented')).toEqual([mine.rented]);
    expect(await ids(people.tenant, 'all')).toEqual([theirs.listed]);
    expect(await ids(null, 'rented')).toEqual([]);
    expect(await ids(people.admin, 'rented')).toEqual([mine.rented, theirs.rented].sort());
    expect(await ids(people.admin, 'all')).toHaveLength(6);
    expect(await ids(people.admin)).toEqual([theirs.listed]);
  });

  it('update: owners cannot review, admins cannot edit fields, reviews are conditional on pending', async () => {
    const { properties } = t.services;
    const created = await properties.create(ctx(people.landlord), listingBody());
    expect((await refusal(properties.update(ctx(people.landlord), created.id, { status: 'approved' }))).code).toBe('FORBIDDEN');
    expect((await refusal(properties.update(ctx(people.admin), created.id, { title: 'Admin was here' }))).code).toBe('FORBIDDEN');
    expect((await refusal(properties.update(ctx(people.otherLandlord), created.id, { title: 'x' }))).code).toBe('NOT_FOUND');
    // Two reviewers decide at once: exactly one wins.
    const outcomes = await Promise.allSettled([
      properties.update(ctx(people.admin), created.id, { status: 'approved' }),
      properties.update(ctx(people.admin), created.id, { status: 'rejected' }),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect((outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult).reason.code).toBe('CONFLICT');
  });
});

describe('buildBrowseQuery', () => {
  it('keeps the default browse on the (status, show_on_marketplace, created_at, id) index with no owner clause', () => {
    const { sql: text, params } = buildBrowseQuery({ viewer: null, sort: 'newest', city: 'Toronto', bedrooms: 2, limit: 25 });
    expect(text).toContain('p.status = ? and p.show_on_marketplace = ? and not p.owner_suspended and hearth_place_key(p.city) = hearth_place_key(?) and p.bedrooms >= ?');
    expect(text).toContain('order by p.created_at desc, p.id desc limit ?');
    expect(text.split('from properties p')[1]).not.toContain('owner_id');
    expect(params).toEqual(['approved', true, 'Toronto', 2, 25]);
  });

  it('adds the public-or-own guard for non-admins asking for other statuses', () => {
    const viewer: Actor = { id: 7, role: 'tenant', name: null, email: 'x@example.ca', emailVerified: true };
    const { sql: text, params } = buildBrowseQuery({ viewer, sort: 'newest', status: 'pending', limit: 10 });
    expect(text).toContain("((p.status = 'approved' and p.show_on_marketplace and not p.owner_suspended) or p.owner_id = ?)");
    expect(params).toEqual(['pending', 7, 10]);
  });
});
