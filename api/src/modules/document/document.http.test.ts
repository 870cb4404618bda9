import { CID } from 'multiformats/cid';
import { base36 } from 'multiformats/bases/base36';
import * as raw from 'multiformats/codecs/raw';
import { sha256 } from 'multiformats/hashes/sha2';
import { beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../../../test/http-client.js';
import { sql } from '../../../test/auth-helpers.js';
import type { Actor } from '../../common/actor.js';
import { CONTRACT_TYPE_MESSAGE } from '../../contracts/index.js';
import { actorOf, insertProperty, leaseBody, leaseActors, withTestApp } from '../../../test/marketplace-fixtures.js';

const t = withTestApp();
let cast: Awaited<ReturnType<typeof leaseActors>>;
let anonymous: HttpClient;
let propertyId: number;
const docs: Record<'contract' | 'public' | 'private' | 'shared', number> = { contract: 0, public: 0, private: 0, shared: 0 };

/** A real CIDv1 (raw, sha-256) of a label: contracts are looked up by parsed CID, so made-up strings would not do. */
const cidOf = async (label: string) => CID.createV1(raw.code, await sha256.digest(new TextEncoder().encode(label))).toString();
const CONTRACT_CID = await cidOf('contract');
const PUBLIC_CID = await cidOf('public document');
const PRIVATE_CID = await cidOf('private document');
const SHARED_CID = await cidOf('shared document');

async function storeFile(uploaderId: number, cid: string, mimeType = 'application/pdf', size = 2048) {
  await sql(t, `insert into stored_files (cid, name, size, mime_type, category, uploaded_by) values ($1, 'lease.pdf', $2, $3, 'document', $4)`, [
    cid,
    size,
    mimeType,
    uploaderId,
  ]);
}

async function insertDocument(ownerId: number, cid: string, accessibleTo: string[]): Promise<number> {
  const { rows } = await sql(
    t,
    `insert into documents (name, type, ipfs_hash, property_id, uploaded_by, accessible_to) values ('doc.pdf', 'property-document', $1, $2, $3, $4) returning id`,
    [cid, propertyId, ownerId, accessibleTo],
  );
  return rows[0].id;
}

const contract = (ipfsHash: string, size = 999) => ({ name: 'Signed lease.pdf', type: 'lease-agreement', ipfsHash, size });

beforeAll(async () => {
  cast = await leaseActors(t);
  anonymous = new HttpClient(t.url);
  propertyId = await insertProperty(t, cast.landlord.id);

  await storeFile(cast.landlord.id, CONTRACT_CID, 'application/pdf', 2048);
  const lease = await cast.landlord.client.post(
    '/api/leases',
    leaseBody(propertyId, cast.tenant.email.toUpperCase(), { contractDocument: contract(CONTRACT_CID) }),
  );
  expect(lease.status).toBe(201);
  docs.contract = lease.json.documentId;
  docs.public = await insertDocument(cast.landlord.id, PUBLIC_CID, ['public']);
  docs.private = await insertDocument(cast.landlord.id, PRIVATE_CID, [String(cast.landlord.id)]);
  docs.shared = await insertDocument(cast.landlord.id, SHARED_CID, [String(cast.otherTenant.id)]);
});

describe('a lease with a contract document', () => {
  it('creates a lease-agreement document named for the landlord (the tenant reads it through the lease)', async () => {
    const { rows } = await sql(t, 'select * from documents where id = $1', [docs.contract]);
    expect(rows[0]).toMatchObject({
      type: 'lease-agreement',
      ipfs_hash: CONTRACT_CID,
      property_id: propertyId,
      uploaded_by: cast.landlord.id,
      accessible_to: [String(cast.landlord.id)],
      // The stored size (what the upload service measured) wins over the size the client claimed.
      size: 2048,
    });
    const leases = await cast.tenant.client.get(`/api/leases/tenant/${cast.tenant.id}`);
    expect(leases.json.find((lease: { documentId: number }) => lease.documentId === docs.contract).contractDocument).toEqual({
      ...contract(CONTRACT_CID),
      size: 2048,
    });
  });

  it('refuses a content id the landlord never uploaded, or uploaded as another type', async () => {
    const other = await insertProperty(t, cast.landlord.id);
    const unknown = await cast.landlord.client.post('/api/leases', leaseBody(other, 'x@example.ca', { contractDocument: contract(await cidOf('never uploaded')) }));
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toMatch(/not found among your uploads/);

    const theirs = await cidOf('their upload');
    await storeFile(cast.otherLandlord.id, theirs);
    const stolen = await cast.landlord.client.post('/api/leases', leaseBody(other, 'x@example.ca', { contractDocument: contract(theirs) }));
    expect(stolen.status).toBe(400);

    const image = await cidOf('an image');
    await storeFile(cast.landlord.id, image, 'image/png');
    const wrongType = await cast.landlord.client.post('/api/leases', leaseBody(other, 'x@example.ca', { contractDocument: contract(image) }));
    expect(wrongType.status).toBe(400);
    expect(wrongType.json.message).toBe(CONTRACT_TYPE_MESSAGE);

    const { rows } = await sql(t, 'select count(*)::int as n from documents where property_id = $1', [other]);
    expect(rows[0].n).toBe(0);
  });

  it('finds the upload under another spelling of its CID and stores the canonical one', async () => {
    const other = await insertProperty(t, cast.landlord.id);
    const base36Spelling = CID.parse(CONTRACT_CID).toString(base36);
    expect(base36Spelling).not.toBe(CONTRACT_CID);
    const lease = await cast.landlord.client.post('/api/leases', leaseBody(other, 'z@example.ca', { contractDocument: contract(base36Spelling) }));
    expect(lease.status, lease.text).toBe(201);
    expect(lease.json.contractDocument).toEqual({ ...contract(CONTRACT_CID), size: 2048 });
    const { rows } = await sql(t, 'select ipfs_hash from documents where id = $1', [lease.json.documentId]);
    expect(rows[0].ipfs_hash).toBe(CONTRACT_CID);
  });

  it('rolls the document back when the lease overlaps (409)', async () => {
    const before = await sql(t, 'select count(*)::int as n from documents');
    const overlapping = await cast.landlord.client.post('/api/leases', leaseBody(propertyId, 'y@example.ca', { contractDocument: contract(CONTRACT_CID) }));
    expect(overlapping.status).toBe(409);
    const after = await sql(t, 'select count(*)::int as n from documents');
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });
});

describe('GET /api/documents/property/:id visibility matrix', () => {
  const idsFor = async (client: HttpClient) => {
    const response = await client.get(`/api/documents/property/${propertyId}`);
    expect(response.status).toBe(200);
    return (response.json as Array<{ id: number }>).map((document) => document.id).sort((a, b) => a - b);
  };
  const sorted = (...ids: number[]) => ids.sort((a, b) => a - b);

  it('owner and admins see every document', async () => {
    const all = sorted(docs.contract, docs.public, docs.private, docs.shared);
    expect(await idsFor(cast.landlord.client)).toEqual(all);
    expect(await idsFor(cast.admin.client)).toEqual(all);
  });

  it("the lease's tenant (verified email matched case-insensitively) sees the contract and public documents", async () => {
    expect(await idsFor(cast.tenant.client)).toEqual(sorted(docs.contract, docs.public));
  });

  it('an account holding the lease email without having verified it sees only public documents', async () => {
    await sql(t, 'update users set email_verified_at = null where id = $1', [cast.tenant.id]);
    try {
      expect(await idsFor(cast.tenant.client)).toEqual([docs.public]);
      const viewer = { ...actorOf(cast.tenant), emailVerified: false };
      expect(await t.services.documents.canDownload({ em: t.services.orm.em.fork(), viewer }, CONTRACT_CID)).toBe(false);
    } finally {
      await sql(t, 'update users set email_verified_at = now() where id = $1', [cast.tenant.id]);
    }
  });

  it('a user named in accessibleTo sees that document; everyone else only public ones', async () => {
    expect(await idsFor(cast.otherTenant.client)).toEqual(sorted(docs.public, docs.shared));
    expect(await idsFor(cast.otherLandlord.client)).toEqual([docs.public]);
    expect(await idsFor(anonymous)).toEqual([docs.public]);
  });

  it('answers an empty list for a public property without visible documents, 404 for a hidden one', async () => {
    const empty = await insertProperty(t, cast.landlord.id);
    expect((await anonymous.get(`/api/documents/property/${empty}`)).json).toEqual([]);
    const hidden = await insertProperty(t, cast.landlord.id, { status: 'pending' });
    expect((await anonymous.get(`/api/documents/property/${hidden}`)).status).toBe(404);
    expect((await cast.otherLandlord.client.get(`/api/documents/property/${hidden}`)).status).toBe(404);
    expect((await cast.landlord.client.get(`/api/documents/property/${hidden}`)).status).toBe(200);
    expect((await anonymous.get('/api/documents/property/999999')).status).toBe(404);
  });

  it('answers the same over GraphQL', async () => {
    const query = `query ($id: Int!) { propertyDocuments(propertyId: $id) { id type ipfsHash } }`;
    const asTenant = await cast.tenant.client.graphql(query, { id: propertyId });
    expect(asTenant.json.data.propertyDocuments.map((d: { id: number }) => d.id).sort((a: number, b: number) => a - b)).toEqual(sorted(docs.contract, docs.public));
    const asAnonymous = await anonymous.graphql(query, { id: propertyId });
    expect(asAnonymous.json.data.propertyDocuments).toEqual([{ id: docs.public, type: 'property-document', ipfsHash: PUBLIC_CID }]);
  });
});

describe('canDownload (used by the file gateway)', () => {
  const can = (actor: Actor | null, cid: string) => t.services.documents.canDownload({ em: t.services.orm.em.fork(), viewer: actor }, cid);

  it('follows the same rules as the list', async () => {
    expect(await can(null, PUBLIC_CID)).toBe(true);
    expect(await can(null, CONTRACT_CID)).toBe(false);
    expect(await can(actorOf(cast.tenant), CONTRACT_CID)).toBe(true);
    expect(await can(actorOf(cast.otherTenant), CONTRACT_CID)).toBe(false);
    expect(await can(actorOf(cast.otherTenant), SHARED_CID)).toBe(true);
    expect(await can(actorOf(cast.otherLandlord), PRIVATE_CID)).toBe(false);
    expect(await can(actorOf(cast.landlord), PRIVATE_CID)).toBe(true);
    expect(await can({ ...actorOf(cast.admin), role: 'admin' }, PRIVATE_CID)).toBe(true);
  });

  it('is false for content no document cites', async () => {
    expect(await can({ ...actorOf(cast.admin), role: 'admin' }, 'bafkreinosuchdocument')).toBe(false);
  });
});
