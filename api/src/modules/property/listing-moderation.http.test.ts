import { describe, expect, it } from 'vitest';
import { appWithCast, listingBody, marketplaceActors, type TestUser } from '../../../test/marketplace-fixtures.js';
import * as sample from '../upload/upload.fixtures.js';
import { uploadFile } from '../../../test/upload-client.js';

const actors = appWithCast(marketplaceActors);
const FLAGS = 'query($id: Int!) { property(id: $id) { id reviewFlags } }';

async function uploadPhoto(user: TestUser, bytes: Buffer): Promise<string> {
  const response = await uploadFile(actors.t.url, user.client, { bytes, name: 'living-room.png' });
  if (response.status !== 201) throw new Error(`upload failed: ${response.status} ${JSON.stringify(response.json)}`);
  return response.json.data.cid;
}

async function list(user: TestUser, images: string[]): Promise<number> {
  const response = await user.client.post('/api/properties', listingBody({ images }));
  if (response.status !== 201) throw new Error(`create failed: ${response.status} ${response.text}`);
  return response.json.id;
}

const flagsOf = async (viewer: TestUser, id: number) => (await viewer.client.graphql(FLAGS, { id })).json.data.property.reviewFlags;

describe('review flags of a new listing (hijacked photos)', () => {
  it("flags a listing whose photo another landlord's listing already uses, for admins only", async () => {
    const photo = sample.png(4321);
    const original = await list(actors.landlord, [`/ipfs/${await uploadPhoto(actors.landlord, photo)}`]);
    // The same bytes uploaded again by another landlord have the same content id: the classic hijacked ad.
    const copy = await list(actors.otherLandlord, [await uploadPhoto(actors.otherLandlord, photo)]);

    expect(await flagsOf(actors.admin, copy)).toEqual([`Photo already used by another landlord's listing #${original}`]);
    // Stored in English, read in the admin's language.
    const french = await actors.admin.client.graphql(FLAGS, { id: copy }, { 'accept-language': 'fr-CA' });
    expect(french.json.data.property.reviewFlags).toEqual([`Photo déjà utilisée par l’annonce nº\u00a0${original} d’un autre propriétaire`]);
    expect(await flagsOf(actors.admin, original)).toEqual([]);
    expect(await flagsOf(actors.otherLandlord, copy)).toEqual([]);
  });

  it("does not flag a landlord reusing their own photo, nor outside image addresses", async () => {
    const cid = await uploadPhoto(actors.landlord, sample.png(5432));
    await list(actors.landlord, [cid]);
    const again = await list(actors.landlord, [`/ipfs/${cid}`, 'https://images.example.com/front.jpg']);
    const outside = await list(actors.otherLandlord, ['https://images.example.com/front.jpg']);
    expect(await flagsOf(actors.admin, again)).toEqual([]);
    expect(await flagsOf(actors.admin, outside)).toEqual([]);
  });
});
