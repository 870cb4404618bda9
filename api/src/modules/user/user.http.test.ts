import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.js';
import { marketplaceActors } from '../../../test/marketplace-fixtures.js';

let t: TestApp;
let actors: Awaited<ReturnType<typeof marketplaceActors>>;
beforeAll(async () => {
  t = await startTestApp();
  actors = await marketplaceActors(t);
  await actors.landlord.client.patch('/api/profile', { phone: '+14165559999', bio: 'Landlord since 2010', location: 'Toronto, Canada' });
});
afterAll(() => t.close());

describe('GET /api/users/:id', () => {
  it('gives anonymous visitors public fields only', async () => {
    const response = await actors.anonymous.get(`/api/users/${actors.landlord.id}`);
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      id: actors.landlord.id,
      name: 'Lena Landlord',
      role: 'landlord',
      bio: 'Landlord since 2010',
      location: 'Toronto, Canada',
      createdAt: expect.any(String),
    });
  });

  it('adds whatsapp for signed-in users, never email, phone or password', async () => {
    const response = await actors.tenant.client.get(`/api/users/${actors.landlord.id}`);
    expect(response.json.whatsapp).toBe('+14165550001');
    for (const hidden of ['email', 'phone', 'password']) expect(response.json).not.toHaveProperty(hidden);
  });

  it('answers 404 for unknown users and 400 for non-numeric ids', async () => {
    expect((await actors.anonymous.get('/api/users/999999')).json).toEqual({ code: 'NOT_FOUND', message: 'User not found' });
    expect((await actors.anonymous.get('/api/users/me')).status).toBe(400);
  });
});

describe('GET/PATCH /api/profile', () => {
  it("returns the caller's full profile", async () => {
    const response = await actors.landlord.client.get('/api/profile');
    expect(response.json).toEqual({
      id: actors.landlord.id,
      email: actors.landlord.email,
      name: 'Lena Landlord',
      role: 'landlord',
      whatsapp: '+14165550001',
      phone: '+14165559999',
      bio: 'Landlord since 2010',
      location: 'Toronto, Canada',
      createdAt: expect.any(String),
    });
  });

  it('updates given fields; an empty string clears optional ones', async () => {
    const { client } = actors.tenant;
    const updated = await client.patch('/api/profile', { name: '  Tara T.  ', phone: '+447700900123', location: 'Leeds, UK' });
    expect(updated.status).toBe(200);
    expect(updated.json).toMatchObject({ name: 'Tara T.', phone: '+447700900123', location: 'Leeds, UK', whatsapp: actors.tenant.whatsapp });
    const cleared = await client.patch('/api/profile', { phone: '', location: '' });
    expect(cleared.json).toMatchObject({ name: 'Tara T.', phone: null, location: null });
    expect((await client.get('/api/profile')).json.phone).toBeNull();
  });

  it.each([
    [{ name: '' }, 'Name is required'],
    [{ name: 'x'.repeat(101) }, 'Name is too long'],
    [{ whatsapp: '12345' }, 'WhatsApp number must be in E.164 format (e.g., +1234567890)'],
    [{ phone: '+0123456789' }, 'Phone number must be in E.164 format (e.g., +1234567890)'],
    [{ bio: 'b'.repeat(501) }, 'Bio is too long'],
    [{ location: 'l'.repeat(101) }, 'Location is too long'],
    [{ role: 'admin' }, 'Unknown field: role'],
    [{ email: 'new@example.ca' }, 'Unknown field: email'],
  ])('rejects %j with "%s"', async (body, message) => {
    const response = await actors.tenant.client.patch('/api/profile', body);
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ code: 'VALIDATION_FAILED', message });
  });

  it('requires a session (a forged x-user-id is not identity)', async () => {
    const headers = { 'x-user-id': String(actors.tenant.id) };
    const read = await actors.anonymous.get('/api/profile', headers);
    expect(read.status).toBe(401);
    expect(read.json).toEqual({ code: 'UNAUTHENTICATED', message: 'Authentication required' });
    expect((await actors.anonymous.request('PATCH', '/api/profile', { body: { name: 'Hacker' }, headers })).status).toBe(401);
  });
});

describe('GraphQL user and profile', () => {
  const USER = `query User($id: Int!) { user(id: $id) { id name role bio location email phone whatsapp } }`;

  it('applies field rules: whatsapp for signed-in, email/phone for self and admins only', async () => {
    const id = actors.landlord.id;
    const anonymous = (await actors.anonymous.graphql(USER, { id })).json.data.user;
    expect(anonymous).toMatchObject({ name: 'Lena Landlord', email: null, phone: null, whatsapp: null });
    const tenant = (await actors.tenant.client.graphql(USER, { id })).json.data.user;
    expect(tenant).toMatchObject({ email: null, phone: null, whatsapp: '+14165550001' });
    const self = (await actors.landlord.client.graphql(USER, { id })).json.data.user;
    expect(self).toMatchObject({ email: actors.landlord.email, phone: '+14165559999' });
    const admin = (await actors.admin.client.graphql(USER, { id })).json.data.user;
    expect(admin).toMatchObject({ email: actors.landlord.email, phone: '+14165559999' });
    expect((await actors.anonymous.graphql(USER, { id: 999999 })).json.data.user).toBeNull();
  });

  it('reads and updates the profile', async () => {
    const { client, ...user } = actors.otherLandlord;
    const profile = await client.graphql(`{ profile { id email name } }`);
    expect(profile.json.data.profile).toEqual({ id: user.id, email: user.email, name: 'Otto Other' });
    const updated = await client.graphql(`mutation { updateProfile(input: { bio: "Hi", phone: "+15145550000" }) { bio phone } }`);
    expect(updated.json.data.updateProfile).toEqual({ bio: 'Hi', phone: '+15145550000' });
    const invalid = await client.graphql(`mutation { updateProfile(input: { whatsapp: "abc" }) { id } }`);
    expect(invalid.json.errors[0]).toMatchObject({
      message: 'WhatsApp number must be in E.164 format (e.g., +1234567890)',
      extensions: { code: 'VALIDATION_FAILED' },
    });
    expect((await actors.anonymous.graphql(`{ profile { id } }`)).json.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
