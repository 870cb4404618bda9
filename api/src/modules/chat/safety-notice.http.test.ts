import { beforeAll, describe, expect, it } from 'vitest';
import { insertProperty, withTestApp } from '../../../test/marketplace-fixtures.js';

// docs/product.md#scam-signals-in-messages: the tenant sees a notice beside a landlord's message with scam wording;
// the landlord never learns of it; admins see the sender's count; nothing is blocked.
const t = withTestApp({ users: { landlord: 'landlord', tenant: 'tenant', stranger: 'tenant', otherLandlord: 'landlord', admin: 'admin' } });
const { landlord, tenant, stranger, otherLandlord, admin } = t.users;
const SCAM = 'Please send the $1,200 deposit by e-transfer before the viewing, I am out of the country.';
const SCAM_FR = 'Vous pouvez payer le premier mois en cartes-cadeaux.';
const ORDINARY = 'Rent is paid by e-transfer on the 1st after the lease is signed.';
const NOTICE = /^Be careful: this message asks for money in a way rental scams do\. .*report the listing\.$/;
const NOTICE_FR = /^Prudence\u00a0: ce message demande de l’argent/;

let propertyId: number;
let scamId: number;
beforeAll(async () => {
  propertyId = await insertProperty(t, landlord.id, { title: 'Harbour Loft' });
  expect((await tenant.client.post('/api/inquiries', { propertyId, message: 'Can I send you a deposit before the viewing?' })).status).toBe(201);
  const scam = await landlord.client.post('/api/chat', { propertyId, receiverId: tenant.id, message: SCAM });
  // Nothing is blocked, and the sender's own answer says nothing of the notice.
  expect(scam.status).toBe(201);
  expect(scam.json).toMatchObject({ senderId: landlord.id, message: SCAM, safetyNotice: null });
  expect(scam.json).not.toHaveProperty('scamSignals');
  scamId = scam.json.id;
  expect((await landlord.client.post('/api/chat', { propertyId, receiverId: tenant.id, message: ORDINARY })).status).toBe(201);
  expect((await landlord.client.post('/api/chat', { propertyId, receiverId: tenant.id, message: SCAM_FR })).status).toBe(201);
});

const conversationPath = () => `/api/chat/${propertyId}/${landlord.id}/${tenant.id}`;

describe('safetyNotice over REST', () => {
  it("shows the tenant the notice beside the flagged messages only, in the tenant's language", async () => {
    const read = await tenant.client.get(conversationPath());
    expect(read.status).toBe(200);
    const notices = read.json.map((m: any) => [m.message, m.safetyNotice]);
    expect(notices).toEqual([
      ['Can I send you a deposit before the viewing?', null], // the tenant's own words are never flagged
      [SCAM, expect.stringMatching(NOTICE)],
      [ORDINARY, null],
      [SCAM_FR, expect.stringMatching(NOTICE)],
    ]);
    expect(read.json.every((m: any) => !('scamSignals' in m))).toBe(true);
    const french = await tenant.client.get(conversationPath(), { 'accept-language': 'fr-CA' });
    expect(french.json[1].safetyNotice).toMatch(NOTICE_FR);
  });

  it('never tells the landlord (sender) what the tenant saw', async () => {
    const read = await landlord.client.get(conversationPath());
    expect(read.status).toBe(200);
    expect(read.json.map((m: any) => m.safetyNotice)).toEqual([null, null, null, null]);
  });

  it('lets nobody else read the conversation', async () => {
    for (const who of [stranger, otherLandlord, admin]) expect((await who.client.get(conversationPath())).status).toBe(403);
  });

  it("carries the notice on the tenant's inquiry list (latest message), not on the landlord's", async () => {
    const mine = await tenant.client.get(`/api/inquiries/tenant/${tenant.id}`);
    expect(mine.json[0].latestMessage).toMatchObject({ message: SCAM_FR, safetyNotice: expect.stringMatching(NOTICE) });
    const received = await landlord.client.get(`/api/inquiries/landlord/${landlord.id}`);
    expect(received.json[0].latestMessage).toMatchObject({ message: SCAM_FR, safetyNotice: null });
  });
});

describe('safetyNotice over GraphQL', () => {
  const CONVERSATION = `query($p: Int!, $o: Int!) { conversation(propertyId: $p, otherUserId: $o) { id message safetyNotice } }`;

  it('answers the tenant with the notice and the landlord with null', async () => {
    const tenantSide = await tenant.client.graphql(CONVERSATION, { p: propertyId, o: landlord.id });
    const flagged = tenantSide.json.data!.conversation.find((m: any) => m.id === scamId);
    expect(flagged.safetyNotice).toMatch(NOTICE);
    const landlordSide = await landlord.client.graphql(CONVERSATION, { p: propertyId, o: tenant.id });
    expect(landlordSide.json.data!.conversation.map((m: any) => m.safetyNotice)).toEqual([null, null, null, null]);
    const inquiries = await tenant.client.graphql(`{ myInquiries { latestMessage { safetyNotice } } }`, {}, { 'accept-language': 'fr-CA' });
    expect(inquiries.json.data!.myInquiries[0].latestMessage.safetyNotice).toMatch(NOTICE_FR);
  });

  it('gives the sending landlord null on sendChatMessage', async () => {
    const sent = await landlord.client.graphql(`mutation($input: SendChatMessageInput!) { sendChatMessage(input: $input) { message safetyNotice } }`, {
      input: { propertyId, receiverId: tenant.id, message: 'I will mail you the keys.' },
    });
    expect(sent.json.data!.sendChatMessage).toEqual({ message: 'I will mail you the keys.', safetyNotice: null });
  });
});

describe("the sender's scamSignalCount, for admins only", () => {
  it('counts each flagged message of the sender (3 so far: two in REST, one in GraphQL)', async () => {
    const users = await admin.client.graphql(`{ users { id scamSignalCount } }`);
    const counts = new Map(users.json.data!.users.map((u: any) => [u.id, u.scamSignalCount]));
    expect(counts.get(landlord.id)).toBe(3);
    expect(counts.get(tenant.id)).toBe(0);
    expect((await admin.client.get(`/api/users/${landlord.id}`)).json.scamSignalCount).toBe(3);
  });

  it('is null for anyone else, the landlord included', async () => {
    expect((await landlord.client.get(`/api/users/${landlord.id}`)).json.scamSignalCount).toBeNull();
    expect((await tenant.client.get(`/api/users/${landlord.id}`)).json.scamSignalCount).toBeNull();
    const own = await landlord.client.graphql(`query($id: Int!) { user(id: $id) { id scamSignalCount } }`, { id: landlord.id });
    expect(own.json.data!.user).toEqual({ id: landlord.id, scamSignalCount: null });
    const list = await landlord.client.graphql(`{ users { id scamSignalCount } }`);
    expect(list.json.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
