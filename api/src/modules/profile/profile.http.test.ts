import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../../../test/http-client.js';
import { PHONE_NUMBER_MESSAGE, WHATSAPP_NUMBER_MESSAGE } from '../../contracts/phone-number.js';
import { createListing, day, leaseBody, marketplaceActors, testUser, withTestApp } from '../../../test/marketplace-fixtures.js';
import { expectAuthenticationRequired } from '../../../test/auth-helpers.js';

const t = withTestApp();
let actors: Awaited<ReturnType<typeof marketplaceActors>>;
beforeAll(async () => {
  actors = await marketplaceActors(t);
  await actors.landlord.client.patch('/api/profile', { phone: '+14165559999', bio: 'Landlord since 2010', location: 'Toronto, Canada' });
});

describe('GET /api/users/:id and GraphQL user(id): a person is seen as far as the viewer has a reason', () => {
  const USER = `query User($id: Int!) { user(id: $id) { id name role bio location createdAt email phone whatsapp scamSignalCount } }`;
  const NAME_ONLY = { role: null, bio: null, location: null, createdAt: null, email: null, phone: null, whatsapp: null, scamSignalCount: null };
  let listedLandlord: Awaited<ReturnType<typeof testUser>>;
  let writer: Awaited<ReturnType<typeof testUser>>;
  let bystander: Awaited<ReturnType<typeof testUser>>;
  beforeAll(async () => {
    listedLandlord = await testUser(t, 'landlord', { name: 'Lou Listed', phone: '+14165558888' });
    await listedLandlord.client.patch('/api/profile', { bio: 'Two duplexes in Verdun', location: 'Montréal, Canada' });
    const listing = await createListing(t, listedLandlord);
    writer = await testUser(t, 'tenant', { name: 'Wren Writer', phone: '+14165557777' });
    bystander = await testUser(t, 'tenant', { name: 'Bea Bystander' });
    expect((await writer.client.post('/api/inquiries', { propertyId: listing.id, message: 'Is it free in May?' })).status).toBe(201);
  });

  /** The same person through both transports: REST has every key, GraphQL the same values. */
  async function seen(viewer: HttpClient, id: number) {
    const rest = await viewer.get(`/api/users/${id}`);
    expect(rest.status).toBe(200);
    const graphql = (await viewer.graphql(USER, { id })).json.data.user;
    expect(graphql).toEqual(rest.json);
    return rest.json;
  }

  it('a stranger sees the name only: anonymous visitors, and signed-in people with no tie (admins and tenants included)', async () => {
    expect(await seen(actors.anonymous, listedLandlord.id)).toEqual({ id: listedLandlord.id, name: 'Lou Listed', ...NAME_ONLY });
    expect(await seen(bystander.client, actors.landlord.id)).toMatchObject(NAME_ONLY); // a landlord with nothing listed
    expect(await seen(bystander.client, writer.id)).toMatchObject(NAME_ONLY);
    expect(await seen(bystander.client, actors.admin.id)).toMatchObject(NAME_ONLY);
    expect(await seen(listedLandlord.client, bystander.id)).toMatchObject(NAME_ONLY);
  });

  it("a signed-in user sees a listed landlord's WhatsApp and profile, never email or phone", async () => {
    expect(await seen(bystander.client, listedLandlord.id)).toMatchObject({
      role: 'landlord',
      bio: 'Two duplexes in Verdun',
      location: 'Montréal, Canada',
      createdAt: expect.any(String),
      whatsapp: listedLandlord.whatsapp,
      email: null,
      phone: null,
    });
  });

  it("the landlord a tenant wrote to sees the tenant's contact details; writing shares one's own, not the landlord's", async () => {
    expect(await seen(listedLandlord.client, writer.id)).toMatchObject({ role: 'tenant', email: writer.email, phone: '+14165557777', whatsapp: writer.whatsapp });
    expect(await seen(writer.client, listedLandlord.id)).toMatchObject({ whatsapp: listedLandlord.whatsapp, email: null, phone: null });
  });

  it("a lease invitation alone shows the landlord nothing of the invitee; the tenant's acceptance shows their contact details", async () => {
    const invitee = await testUser(t, 'tenant', { name: 'Ines Invitee', phone: '+14165556666' });
    const landlord = await testUser(t, 'landlord', { name: 'Nell Newcomer' });
    const listing = await createListing(t, landlord, {}, 'pending'); // not even on the marketplace
    const invite = async (offset: number) => {
      const response = await landlord.client.post('/api/leases', leaseBody(listing.id, invitee.email, { startDate: day(offset), endDate: day(offset + 30) }));
      expect(response.status).toBe(201);
      return response.json.id as number;
    };
    const withdrawn = await invite(400);
    expect(await seen(landlord.client, invitee.id)).toMatchObject(NAME_ONLY);
    expect((await landlord.client.post(`/api/leases/${withdrawn}/withdraw`)).status).toBe(200);
    const declined = await invite(500);
    expect((await invitee.client.post(`/api/leases/${declined}/decline`)).status).toBe(200);
    expect(await seen(landlord.client, invitee.id)).toMatchObject(NAME_ONLY);
    const accepted = await invite(600);
    expect((await invitee.client.post(`/api/leases/${accepted}/accept`)).status).toBe(200);
    expect(await seen(landlord.client, invitee.id)).toMatchObject({ role: 'tenant', email: invitee.email, phone: '+14165556666', whatsapp: invitee.whatsapp });
  });

  it('the person themself and admins see everything', async () => {
    const full = { email: writer.email, phone: '+14165557777', whatsapp: writer.whatsapp, role: 'tenant' };
    // The count of scam-worded messages sent (docs/product.md#scam-signals-in-messages) is for admins, not the person.
    expect(await seen(writer.client, writer.id)).toMatchObject({ ...full, scamSignalCount: null });
    expect(await seen(actors.admin.client, writer.id)).toMatchObject({ ...full, scamSignalCount: 0 });
  });

  it('answers 404 for unknown users and 400 for non-numeric ids', async () => {
    expect((await actors.anonymous.get('/api/users/999999')).json).toEqual({ code: 'NOT_FOUND', message: 'User not found' });
    for (const id of ['me', '0x1', '%201', '1e3', '1.0', '-1', '99999999999999999999']) {
      const refused = await actors.anonymous.get(`/api/users/${id}`);
      expect(refused.status, id).toBe(400);
      expect(refused.json, id).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Expected a numeric id', issues: [{ path: 'id' }] });
    }
    expect((await actors.anonymous.graphql(USER, { id: 999999 })).json.data.user).toBeNull();
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
      preferredLanguage: null,
    });
  });

  it('stores the preferred language; null clears it; other values are a 400', async () => {
    const { client } = await testUser(t, 'tenant');
    expect((await client.patch('/api/profile', { preferredLanguage: 'fr' })).json.preferredLanguage).toBe('fr');
    expect((await client.get('/api/profile')).json.preferredLanguage).toBe('fr');
    expect((await client.patch('/api/profile', { preferredLanguage: null })).json.preferredLanguage).toBeNull();
    for (const preferredLanguage of ['de', 'fr-CA', 'FR', 1]) {
      const refused = await client.patch('/api/profile', { preferredLanguage });
      expect(refused.status).toBe(400);
      expect(refused.json).toMatchObject({ code: 'VALIDATION_FAILED', message: "Preferred language must be 'en' or 'fr'" });
    }
  });

  it("the language switch keeps a signed-in person's choice on the profile, and signing in brings it to another browser", async () => {
    const person = await testUser(t, 'tenant');
    const switched = await person.client.request('GET', '/language?to=fr-CA&next=/dashboard');
    expect(switched.status).toBe(303);
    expect(person.client.cookieHeader()).toContain('hearth_locale=fr-CA');
    expect((await person.client.get('/api/profile')).json.preferredLanguage).toBe('fr');

    const elsewhere = new HttpClient(t.url);
    expect((await elsewhere.post('/api/auth/login', { email: person.email, password: person.password, role: 'tenant' })).status).toBe(200);
    expect(elsewhere.cookieHeader()).toContain('hearth_locale=fr-CA');
    const byGraphql = new HttpClient(t.url);
    const login = await byGraphql.graphql(`mutation($input: LoginInput!) { login(input: $input) { ... on SignedIn { user { id } } } }`, {
      input: { email: person.email, password: person.password, role: 'tenant' },
    });
    expect(login.json.errors).toBeUndefined();
    expect(byGraphql.cookieHeader()).toContain('hearth_locale=fr-CA');

    await person.client.request('GET', '/language?to=en-CA&next=/');
    expect((await person.client.get('/api/profile')).json.preferredLanguage).toBe('en');
  });

  it('the language switch sends people only to a path of this site, as the browser would read next (no open redirect)', async () => {
    const offSite = [
      '//evil.example/x',
      '/\\evil.example/x',
      '/\t/evil.example/x',
      '/\n/evil.example/x',
      '/\r\n//evil.example/x',
      '\t//evil.example/x',
      ' //evil.example/x',
      '\\\\evil.example/x',
      '/.//evil.example/x',
      'https://evil.example/x',
      'http:evil.example',
      'javascript:alert(1)',
      'data:text/html,hi',
    ];
    for (const next of offSite) {
      const response = await new HttpClient(t.url).get(`/language?to=en-CA&next=${encodeURIComponent(next)}`);
      expect(response.status, JSON.stringify(next)).toBe(303);
      expect(response.headers.get('location'), JSON.stringify(next)).toBe('/');
    }
    // The raw query as an attacker writes it: %09 is a tab, %5C a backslash, once decoded.
    for (const query of ['next=/%09/evil.example/x', 'next=/%5Cevil.example', 'next=%2F%2Fevil.example']) {
      expect((await new HttpClient(t.url).get(`/language?to=en-CA&${query}`)).headers.get('location'), query).toBe('/');
    }
    for (const next of ['/dashboard', '/property/12?photo=2#map', '/search?q=a%2Fb']) {
      expect((await new HttpClient(t.url).get(`/language?to=en-CA&next=${encodeURIComponent(next)}`)).headers.get('location')).toBe(next);
    }
  });

  it('someone who signs up on a French page keeps French (their alerts and notices follow); English stays not chosen', async () => {
    const french = new HttpClient(t.url);
    const signup = (client: HttpClient, email: string, headers: Record<string, string>) =>
      client.request('POST', '/api/auth/signup', { body: { name: 'Flore Francophone', email, whatsapp: '+15145550177', password: 'secret-pass', role: 'tenant' }, headers });
    expect((await signup(french, `flore-${randomUUID()}@example.com`, { 'accept-language': 'fr-CA,fr;q=0.9' })).status).toBe(201);
    expect((await french.get('/api/profile')).json.preferredLanguage).toBe('fr');
    const english = new HttpClient(t.url);
    expect((await signup(english, `eve-${randomUUID()}@example.com`, { 'accept-language': 'en-CA' })).status).toBe(201);
    expect((await english.get('/api/profile')).json.preferredLanguage).toBeNull();
  });

  it('updates given fields; an empty string clears optional ones', async () => {
    const { client } = actors.tenant;
    const updated = await client.patch('/api/profile', { name: '  Tara T.  ', phone: '+44 7911 123456', location: 'Leeds, UK' });
    expect(updated.status).toBe(200);
    expect(updated.json).toMatchObject({ name: 'Tara T.', phone: '+447911123456', location: 'Leeds, UK', whatsapp: actors.tenant.whatsapp });
    const cleared = await client.patch('/api/profile', { phone: '', location: '' });
    expect(cleared.json).toMatchObject({ name: 'Tara T.', phone: null, location: null });
    expect((await client.get('/api/profile')).json.phone).toBeNull();
  });

  it('reads a number without + as Canadian and stores it in E.164 (604-555-0102 is Vancouver, not Malaysia)', async () => {
    const { client } = actors.tenant;
    const updated = await client.patch('/api/profile', { whatsapp: '416 555 0199', phone: '604-555-0102' });
    expect(updated.status).toBe(200);
    expect(updated.json).toMatchObject({ whatsapp: '+14165550199', phone: '+16045550102' });
    expect((await client.get('/api/profile')).json).toMatchObject({ whatsapp: '+14165550199', phone: '+16045550102' });
    await client.patch('/api/profile', { whatsapp: actors.tenant.whatsapp, phone: '' });
  });

  it.each([
    [{ name: '' }, 'Name is required'],
    [{ name: 'x'.repeat(101) }, 'Name is too long'],
    [{ whatsapp: '12345' }, WHATSAPP_NUMBER_MESSAGE],
    [{ phone: '+0123456789' }, PHONE_NUMBER_MESSAGE],
    [{ phone: '+6045550102x' }, PHONE_NUMBER_MESSAGE],
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
    expectAuthenticationRequired(read);
    expect((await actors.anonymous.request('PATCH', '/api/profile', { body: { name: 'Hacker' }, headers })).status).toBe(401);
  });
});

describe('GraphQL user and profile', () => {
  it('reads and updates the profile', async () => {
    const { client, ...user } = actors.otherLandlord;
    const profile = await client.graphql(`{ profile { id email name } }`);
    expect(profile.json.data.profile).toEqual({ id: user.id, email: user.email, name: 'Otto Other' });
    const updated = await client.graphql(`mutation { updateProfile(input: { bio: "Hi", phone: "+15145550000" }) { bio phone } }`);
    expect(updated.json.data.updateProfile).toEqual({ bio: 'Hi', phone: '+15145550000' });
    const french = await client.graphql(`mutation { updateProfile(input: { preferredLanguage: fr }) { preferredLanguage } }`);
    expect(french.json.data.updateProfile).toEqual({ preferredLanguage: 'fr' });
    const cleared = await client.graphql(`mutation { updateProfile(input: { preferredLanguage: null }) { preferredLanguage } }`);
    expect(cleared.json.data.updateProfile).toEqual({ preferredLanguage: null });
    const invalid = await client.graphql(`mutation { updateProfile(input: { whatsapp: "abc" }) { id } }`);
    expect(invalid.json.errors[0]).toMatchObject({
      message: WHATSAPP_NUMBER_MESSAGE,
      extensions: { code: 'VALIDATION_FAILED' },
    });
    expect((await actors.anonymous.graphql(`{ profile { id } }`)).json.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
