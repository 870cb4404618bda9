import { describe, expect, it } from 'vitest';
import type { Actor, ServiceContext } from '../../common/actor.js';
import { type TestUser, withTestApp } from '../../../test/marketplace-fixtures.js';
import * as sample from './upload.fixtures.js';
import { safeFileName } from './upload.service.js';
import { uploadFile } from '../../../test/upload-client.js';

const t = withTestApp({ users: { owner: 'landlord', other: 'landlord' } });
const { owner, other } = t.users;

const ctxOf = async (who: TestUser | null): Promise<ServiceContext> => {
  const em = t.services.orm.em.fork();
  if (!who) return { em, viewer: null };
  const [viewer] = await em.getConnection().execute<Actor[]>(`select id, role, name, email from users where id = ?`, [who.id]);
  return { em, viewer: viewer! };
};

describe('UploadService.findOwnedFile', () => {
  it("finds the caller's own upload by cid (CIDv1 or its other spellings), never someone else's", async () => {
    const { json } = await uploadFile(t.url, owner.client, { bytes: sample.mp4(300_000), name: 'tour.mp4', type: 'video/mp4' });
    const cid = json.data.cid as string;
    const mine = await t.services.upload.findOwnedFile(await ctxOf(owner), cid);
    expect(mine).toMatchObject({ id: json.data.id, cid, name: 'tour.mp4', mimeType: 'video/mp4', category: 'video', uploadedBy: owner.id });
    const { CID } = await import('multiformats/cid');
    expect((await t.services.upload.findOwnedFile(await ctxOf(owner), CID.parse(cid).toV0().toString()))?.id).toBe(json.data.id);
    expect(await t.services.upload.findOwnedFile(await ctxOf(other), cid)).toBeNull();
    expect(await t.services.upload.findOwnedFile(await ctxOf(owner), '../etc/passwd')).toBeNull();
    await expect(t.services.upload.findOwnedFile(await ctxOf(null), cid)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('safeFileName', () => {
  it.each([
    ['lease.pdf', 'lease.pdf'],
    ['C:\\Users\\me\\lease.pdf', 'lease.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['a%22b%22.txt', 'a"b".txt'],
    ['bad\r\nname.txt', 'badname.txt'],
    ['..', 'file'],
    ['', 'file'],
    [undefined, 'file'],
    [`${'x'.repeat(300)}.pdf`, `${'x'.repeat(251)}.pdf`],
  ])('%j -> %j', (raw, expected) => {
    expect(safeFileName(raw)).toBe(expected);
  });
});
