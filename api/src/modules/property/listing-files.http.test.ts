import { describe, expect, it } from 'vitest';
import { sql } from '../../../test/auth-helpers.js';
import { appWithCast, listingBody, marketplaceActors, type TestUser } from '../../../test/marketplace-fixtures.js';
import * as sample from '../upload/upload.fixtures.js';
import { uploadFile } from '../../../test/upload-client.js';
import { countQueries } from './query-counter.test-helper.js';

const actors = appWithCast(marketplaceActors);

/** Uploads through the real presigned flow and returns the cid; each call has its own bytes (hence cid), except DOCX. */
let serial = 0;
async function upload(user: TestUser, kind: 'png' | 'jpeg' | 'mp4' | 'pdf' | 'docx' | 'rtf', name: string): Promise<string> {
  serial += 1;
  const bytes = {
    png: () => sample.png(64 + serial),
    jpeg: () => sample.jpeg(64 + serial),
    mp4: () => sample.mp4(256 + serial),
    pdf: () => sample.pdf(`Lease ${serial}`),
    docx: () => sample.docx(),
    rtf: () => Buffer.from(`{\\rtf1\\ansi Lease ${serial}}`),
  }[kind]();
  const response = await uploadFile(actors.t.url, user.client, { bytes, name });
  if (response.status !== 201) throw new Error(`upload failed: ${response.status} ${JSON.stringify(response.json)}`);
  return response.json.data.cid;
}

const document = (ipfsHash: string, filename: string) => ({ ipfsHash, filename, type: 'lease-agreement' });
const counts = async () =>
  (await sql(actors.t, 'select (select count(*) from properties)::int as properties, (select count(*) from documents)::int as documents')).rows[0];

/** A valid cid nobody uploaded. */
const UNKNOWN_CID = 'bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy';
const OUTSIDE_IMAGES = ['https://images.example.com/front.jpg', 'gateway.pinata.cloud/ipfs/QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG'];

describe('files cited by a new listing', () => {
  it('accepts own images and videos as media, PDF and DOCX as lease documents, and keeps outside image addresses', async () => {
    const { landlord, otherLandlord } = actors;
    const photo = await upload(landlord, 'jpeg', 'front.jpg');
    const tour = await upload(landlord, 'mp4', 'tour.mp4');
    const pdf = await upload(landlord, 'pdf', 'lease.pdf');
    const docx = await upload(landlord, 'docx', 'rules.docx');
    // The same bytes uploaded by someone else as well: the landlord's own upload still counts.
    const shared = sample.png(4096);
    await uploadFile(actors.t.url, otherLandlord.client, { bytes: shared, name: 'same.png' });
    const sharedCid = (await uploadFile(actors.t.url, landlord.client, { bytes: shared, name: 'kitchen.png' })).json.data.cid;

    const response = await landlord.client.post(
      '/api/properties',
      listingBody({
        images: [photo, `/ipfs/${tour}`, sharedCid, ...OUTSIDE_IMAGES],
        leaseDocuments: [document(pdf, 'Lease.pdf'), document(docx, 'House rules.docx')],
      }),
    );
    expect(response.status).toBe(201);
    expect(response.json.images).toEqual([photo, `/ipfs/${tour}`, sharedCid, ...OUTSIDE_IMAGES]);
    const { rows } = await sql(actors.t, 'select name, ipfs_hash from documents where property_id = $1 order by id', [response.json.id]);
    expect(rows).toEqual([{ name: 'Lease.pdf', ipfs_hash: pdf }, { name: 'House rules.docx', ipfs_hash: docx }]);
  });

  it("refuses another user's upload exactly like an unknown cid (400), and saves nothing", async () => {
    const { landlord, otherLandlord } = actors;
    const theirPhoto = await upload(otherLandlord, 'png', 'their.png');
    const theirLease = await upload(otherLandlord, 'pdf', 'their-lease.pdf');
    const before = await counts();

    const image = await landlord.client.post('/api/properties', listingBody({ images: [theirPhoto] }));
    expect(image.status).toBe(400);
    expect(image.json).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Image or video 1 was not found among your uploads. Please upload it again.',
      issues: [{ path: 'images.0', message: 'Image or video 1 was not found among your uploads. Please upload it again.' }],
    });
    const unknownImage = await landlord.client.post('/api/properties', listingBody({ images: [`/ipfs/${UNKNOWN_CID}`] }));
    expect(unknownImage.status).toBe(400);
    expect(unknownImage.json.message).toBe(image.json.message);

    const lease = await landlord.client.post('/api/properties', listingBody({ leaseDocuments: [document(theirLease, 'lease.pdf')] }));
    const unknownLease = await landlord.client.post('/api/properties', listingBody({ leaseDocuments: [document(UNKNOWN_CID, 'lease.pdf')] }));
    for (const response of [lease, unknownLease]) {
      expect(response.status).toBe(400);
      expect(response.json).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'The lease document "lease.pdf" was not found among your uploads. Please upload it again.',
        issues: [{ path: 'leaseDocuments.0.ipfsHash' }],
      });
    }
    expect(await counts()).toEqual(before);
    // Citing it would have filed a document naming the landlord, i.e. access to the other landlord's private file.
    expect((await landlord.client.get(`/ipfs/${theirLease}`)).status).toBe(403);
  });

  it('refuses a file whose kind does not fit its slot: a PNG as lease document, a PDF or RTF as media, an RTF as lease document', async () => {
    const { landlord } = actors;
    const png = await upload(landlord, 'png', 'floorplan.png');
    const pdf = await upload(landlord, 'pdf', 'brochure.pdf');
    const rtf = await upload(landlord, 'rtf', 'terms.rtf');
    const before = await counts();

    const pngLease = await landlord.client.post('/api/properties', listingBody({ leaseDocuments: [document(png, 'Lease.png')] }));
    expect(pngLease.status).toBe(400);
    expect(pngLease.json).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: '"floorplan.png" (PNG) cannot be a lease document: PDF or DOCX only.',
      issues: [{ path: 'leaseDocuments.0.ipfsHash' }],
    });
    const pdfMedia = await landlord.client.post('/api/properties', listingBody({ images: [png, pdf] }));
    expect(pdfMedia.status).toBe(400);
    expect(pdfMedia.json).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: '"brochure.pdf" (PDF) cannot be listing media: images and videos only.',
      issues: [{ path: 'images.1' }],
    });
    // Every refused file is named, not only the first.
    const both = await landlord.client.post('/api/properties', listingBody({ images: [rtf], leaseDocuments: [document(pdf, 'a.pdf'), document(rtf, 'b.rtf')] }));
    expect(both.status).toBe(400);
    expect(both.json.issues).toEqual([
      { path: 'images.0', message: '"terms.rtf" (RTF) cannot be listing media: images and videos only.' },
      { path: 'leaseDocuments.1.ipfsHash', message: '"terms.rtf" (RTF) cannot be a lease document: PDF or DOCX only.' },
    ]);
    expect(await counts()).toEqual(before);
  });

  it('looks all cited files up in one query, however many there are', async () => {
    const { landlord } = actors;
    const images = await Promise.all(Array.from({ length: 20 }, (_, i) => upload(landlord, 'png', `room-${i}.png`)));
    const documents = await Promise.all(Array.from({ length: 5 }, (_, i) => upload(landlord, 'pdf', `lease-${i}.pdf`)));
    const few = await countQueries(() => landlord.client.post('/api/properties', listingBody({ images: images.slice(0, 1), leaseDocuments: [document(documents[0]!, 'a.pdf')] })));
    const many = await countQueries(() =>
      landlord.client.post('/api/properties', listingBody({ images, leaseDocuments: documents.map((cid, i) => document(cid, `lease-${i}.pdf`)) })),
    );
    expect(few.result.status).toBe(201);
    expect(many.result.status).toBe(201);
    expect(many.queries.filter((query) => query.includes('stored_files'))).toHaveLength(1);
    // The documents are inserted in one statement too, so 25 files cost what 2 do.
    expect(many.queries.length).toBe(few.queries.length);
  });

  it('applies the same rules to the GraphQL createProperty mutation', async () => {
    const { landlord } = actors;
    const pdf = await upload(landlord, 'pdf', 'brochure.pdf');
    const CREATE = `mutation Create($input: PropertyCreateInput!) { createProperty(input: $input) { id images } }`;
    const { leaseDocuments: _none, ...body } = { ...listingBody({ bathrooms: 1.5 }), leaseDocuments: undefined };
    const refused = await landlord.client.graphql(CREATE, { input: { ...body, images: [pdf] } });
    expect(refused.json.errors[0]).toMatchObject({
      message: '"brochure.pdf" (PDF) cannot be listing media: images and videos only.',
      extensions: { code: 'VALIDATION_FAILED' },
    });
    const accepted = await landlord.client.graphql(CREATE, { input: { ...body, leaseDocuments: [{ ipfsHash: pdf, filename: 'Lease.pdf' }] } });
    expect(accepted.json.errors).toBeUndefined();
  });
});

describe('editing a listing', () => {
  it('keeps its images and lease documents: edits do not touch or re-check them', async () => {
    const { landlord, admin } = actors;
    const photo = await upload(landlord, 'png', 'front.png');
    const docx = await upload(landlord, 'docx', 'lease.docx');
    const created = await landlord.client.post('/api/properties', listingBody({ images: [photo, OUTSIDE_IMAGES[0]], leaseDocuments: [document(docx, 'lease.docx')] }));
    expect(created.status).toBe(201);
    const id = created.json.id;
    // A listing whose files predate the check (cited by cid with no upload record) stays editable as well.
    await sql(actors.t, 'update properties set images = images || $1::text[] where id = $2', [[UNKNOWN_CID], id]);

    const edited = await landlord.client.put(`/api/properties/${id}`, { title: 'Renamed', monthlyRent: 2600 });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({ title: 'Renamed', images: [photo, OUTSIDE_IMAGES[0], UNKNOWN_CID] });
    expect((await admin.client.put(`/api/properties/${id}`, { status: 'approved' })).status).toBe(200);
    const { rows } = await sql(actors.t, 'select images from properties where id = $1', [id]);
    expect(rows[0].images).toEqual([photo, OUTSIDE_IMAGES[0], UNKNOWN_CID]);
    const documents = await sql(actors.t, 'select name, ipfs_hash from documents where property_id = $1', [id]);
    expect(documents.rows).toEqual([{ name: 'lease.docx', ipfs_hash: docx }]);
  });

  it('changes the gallery (order, cover, removed and added photos), the amenities and adds lease documents, over REST and GraphQL', async () => {
    const { landlord, admin } = actors;
    const front = await upload(landlord, 'jpeg', 'front.jpg');
    const kitchen = await upload(landlord, 'png', 'kitchen.png');
    const created = await landlord.client.post('/api/properties', listingBody({ images: [front, kitchen, OUTSIDE_IMAGES[0]], amenities: ['Balcony/Patio'] }));
    const id = created.json.id;
    expect((await admin.client.put(`/api/properties/${id}`, { status: 'approved' })).status).toBe(200);
    // A cid the listing has shown since before the upload check: kept when the gallery is resent.
    await sql(actors.t, 'update properties set images = images || $1::text[] where id = $2', [[UNKNOWN_CID], id]);
    const bedroom = await upload(landlord, 'jpeg', 'bedroom.jpg');
    const lease = await upload(landlord, 'pdf', 'lease.pdf');

    const edited = await landlord.client.put(`/api/properties/${id}`, {
      images: [kitchen, UNKNOWN_CID, `/ipfs/${bedroom}`, front],
      amenities: ['Dishwasher', 'Laundry In-Unit', 'Dishwasher'],
      leaseDocuments: [document(lease, 'Lease 2027.pdf')],
    });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({ images: [kitchen, UNKNOWN_CID, `/ipfs/${bedroom}`, front], amenities: ['Dishwasher', 'Laundry In-Unit'], status: 'approved' });
    const documents = await sql(actors.t, 'select name, ipfs_hash from documents where property_id = $1', [id]);
    expect(documents.rows).toEqual([{ name: 'Lease 2027.pdf', ipfs_hash: lease }]);
    // The public page shows the new cover first.
    expect((await actors.anonymous.get(`/api/properties/${id}`)).json.images[0]).toBe(kitchen);

    const graphql = await landlord.client.graphql(
      'mutation ($id: Int!, $input: PropertyUpdateInput!) { updateProperty(id: $id, input: $input) { images amenities } }',
      { id, input: { images: [front], amenities: [] } },
    );
    expect(graphql.json.errors).toBeUndefined();
    expect(graphql.json.data.updateProperty).toEqual({ images: [front], amenities: [] });
  });

  it("refuses an edit adding another user's upload, a document as a photo or too many photos (400), and changes nothing", async () => {
    const { landlord, otherLandlord } = actors;
    const front = await upload(landlord, 'jpeg', 'front.jpg');
    const id = (await landlord.client.post('/api/properties', listingBody({ images: [front] }))).json.id;
    const theirs = await upload(otherLandlord, 'png', 'theirs.png');
    const pdf = await upload(landlord, 'pdf', 'lease.pdf');

    const stolen = await landlord.client.put(`/api/properties/${id}`, { images: [front, theirs], title: 'Changed' });
    expect(stolen.status).toBe(400);
    expect(stolen.json).toMatchObject({ code: 'VALIDATION_FAILED', issues: [{ path: 'images.1', message: 'Image or video 2 was not found among your uploads. Please upload it again.' }] });
    const misfit = await landlord.client.put(`/api/properties/${id}`, { images: [pdf] });
    expect(misfit.status).toBe(400);
    expect(misfit.json.issues[0].path).toBe('images.0');
    const many = await landlord.client.put(`/api/properties/${id}`, { images: Array.from({ length: 21 }, () => front) });
    expect(many.status).toBe(400);
    expect(many.json.issues[0].message).toBe('You can only upload up to 20 files.');
    const unknown = await landlord.client.put(`/api/properties/${id}`, { amenities: ['Moat'] });
    expect(unknown.status).toBe(400);
    // Someone else's listing (pending, so not even visible to them): refused, whatever the files.
    expect((await otherLandlord.client.put(`/api/properties/${id}`, { images: [theirs] })).status).toBe(404);

    const { rows } = await sql(actors.t, 'select title, images from properties where id = $1', [id]);
    expect(rows[0]).toEqual({ title: listingBody().title, images: [front] });
  });

  it("sends an approved listing back to review when an edit adds another landlord's photo, keeping its other flags", async () => {
    const { landlord, otherLandlord, admin } = actors;
    const bytes = sample.png(7777);
    const theirs = (await uploadFile(actors.t.url, otherLandlord.client, { bytes, name: 'original.png' })).json.data.cid;
    const original = (await otherLandlord.client.post('/api/properties', listingBody({ images: [theirs] }))).json.id;
    const id = (await landlord.client.post('/api/properties', listingBody({ images: [] }))).json.id;
    expect((await admin.client.put(`/api/properties/${id}`, { status: 'approved' })).status).toBe(200);
    await sql(actors.t, `update properties set review_flags = '{"Checked by phone"}' where id = $1`, [id]);
    // The same bytes, uploaded by this landlord: their own upload, but another landlord's photo.
    const copy = (await uploadFile(actors.t.url, landlord.client, { bytes, name: 'copy.png' })).json.data.cid;

    const edited = await landlord.client.put(`/api/properties/${id}`, { images: [copy] });
    expect(edited.status).toBe(200);
    const { rows } = await sql(actors.t, 'select status, review_flags from properties where id = $1', [id]);
    expect(rows[0]).toEqual({ status: 'pending', review_flags: ['Checked by phone', `Photo already used by another landlord's listing #${original}`].sort() });
    expect((await actors.anonymous.get(`/api/properties/${id}`)).status).toBe(404);
  });
});
