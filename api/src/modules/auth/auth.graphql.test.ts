import { beforeEach, describe, expect, it } from 'vitest';
import { resetRateLimits, signedUpClient, signupBody, sql } from '../../../test/auth-helpers.js';
import { HttpClient } from '../../../test/http-client.js';
import { withTestApp } from '../../../test/marketplace-fixtures.js';

const t = withTestApp();
beforeEach(() => resetRateLimits(t));

const SIGNUP = `mutation($input: SignupInput!) { signup(input: $input) { user { id role name email } } }`;
const LOGIN = `mutation($input: LoginInput!) { login(input: $input) { __typename ... on SignedIn { user { id role } } ... on MagicLinkSent { message } } }`;
const ME = `{ me { id role email } }`;

describe('GraphQL auth with the session cookie', () => {
  it('signup -> me -> logout -> me', async () => {
    const client = new HttpClient(t.url);
    const input = signupBody({ role: 'landlord' });
    const signup = await client.graphql(SIGNUP, { input });
    expect(signup.json.errors).toBeUndefined();
    expect(signup.json.data.signup.user).toMatchObject({ role: 'landlord', email: input.email });
    expect(signup.headers.get('set-cookie')).toMatch(/hearth_session=.*HttpOnly/);

    expect((await client.graphql(ME)).json.data.me).toMatchObject({ id: signup.json.data.signup.user.id, role: 'landlord' });
    expect((await client.graphql('mutation { logout }')).json.data).toEqual({ logout: true });
    expect((await client.graphql(ME)).json.data).toEqual({ me: null });
  });

  it('login with a password rotates the cookie; without one it sends a magic link', async () => {
    const { client, user, body } = await signedUpClient(t);
    const before = client.cookieHeader();
    const login = await client.graphql(LOGIN, { input: { email: body.email, role: 'tenant', password: body.password } });
    expect(login.json.data.login).toEqual({ __typename: 'SignedIn', user: { id: user.id, role: 'tenant' } });
    expect(client.cookieHeader()).not.toBe(before);
    expect((await new HttpClient(t.url).graphql(ME, undefined, { cookie: before })).json.data.me).toBeNull();

    const magic = await new HttpClient(t.url).graphql(LOGIN, { input: { email: body.email, role: 'tenant' } });
    expect(magic.json.data.login).toEqual({ __typename: 'MagicLinkSent', message: expect.stringMatching(/15 minutes/) });
    expect(t.mailer.lastLinkTo(body.email)).toMatch(/magic-link\?token=/);
  });

  it('errors carry extensions.code (and correctRole) like REST codes', async () => {
    const { body } = await signedUpClient(t, { role: 'landlord' });
    const client = new HttpClient(t.url);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ email: 'ghost@example.ca', role: 'tenant', password: 'whatever' }, 'ACCOUNT_NOT_FOUND'],
      [{ email: body.email, role: 'landlord', password: 'wrong-one' }, 'INVALID_CREDENTIALS'],
      [{ email: body.email, role: 'tenant', password: body.password }, 'ROLE_MISMATCH'],
    ];
    for (const [input, code] of cases) {
      const response = await client.graphql(LOGIN, { input });
      expect(response.status).toBe(200);
      expect(response.json.errors?.[0]?.extensions?.code).toBe(code);
    }
    const mismatch = await client.graphql(LOGIN, { input: cases[2]![0] });
    expect(mismatch.json.errors?.[0]?.extensions).toMatchObject({ code: 'ROLE_MISMATCH', correctRole: 'landlord' });

    const taken = await client.graphql(SIGNUP, { input: signupBody({ email: body.email.toUpperCase() }) });
    expect(taken.json.errors?.[0]).toMatchObject({ message: 'An account with this email already exists.', extensions: { code: 'USER_EXISTS' } });

    const admin = await client.graphql(SIGNUP, { input: signupBody({ role: 'admin' }) });
    expect(admin.json.errors?.[0]).toMatchObject({ message: 'Please select a role', extensions: { code: 'VALIDATION_FAILED' } });

    const badPhone = await client.graphql(SIGNUP, { input: signupBody({ whatsapp: '555' }) });
    expect(badPhone.json.errors?.[0]?.message).toBe('WhatsApp number must be in E.164 format (e.g., +1234567890)');

    const wrongType = await client.graphql(SIGNUP, { input: { ...signupBody(), password: 123456 } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.json.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    const apiTokens = await client.graphql('{ apiTokens { id } }');
    expect(apiTokens.json.errors?.[0]).toMatchObject({ message: 'Authentication required', extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('requestPasswordReset answers the same for known and unknown emails', async () => {
    const { body } = await signedUpClient(t);
    const query = 'mutation($email: String!) { requestPasswordReset(email: $email) }';
    const known = await new HttpClient(t.url).graphql(query, { email: body.email });
    const unknown = await new HttpClient(t.url).graphql(query, { email: 'ghost@example.ca' });
    expect(known.json).toEqual(unknown.json);
    expect(known.json.data.requestPasswordReset).toBe('If an account exists for this email, a password reset link has been sent.');
  });
});

describe('API tokens for third parties', () => {
  const CREATE = `mutation($name: String!) { createApiToken(name: $name) { id name secret } }`;
  const REVOKE = `mutation($id: Int!) { revokeApiToken(id: $id) }`;

  it('create, use as Bearer on me, list, revoke => no longer works', async () => {
    const { client, user } = await signedUpClient(t, { role: 'landlord' });
    const created = await client.graphql(CREATE, { name: 'Accounting sync' });
    const { id, secret } = created.json.data.createApiToken;
    expect(secret).toMatch(/^hth_[\w-]{40,}$/);

    const bearer = new HttpClient(t.url);
    const me = await bearer.graphql(ME, undefined, { authorization: `Bearer ${secret}` });
    expect(me.json.data.me).toMatchObject({ id: user.id, role: 'landlord' });
    // Bearer tokens work on REST too.
    expect((await bearer.get('/api/auth/me', { authorization: `Bearer ${secret}` })).json).toMatchObject({ id: user.id });

    const listed = await client.graphql('{ apiTokens { id name lastUsedAt revokedAt } }');
    expect(listed.json.data.apiTokens).toEqual([{ id, name: 'Accounting sync', lastUsedAt: expect.any(String), revokedAt: null }]);
    const { rows } = await sql(t, 'select token_hash from api_tokens where id = $1', [id]);
    expect(rows[0].token_hash).not.toContain(secret); // only a hash is stored

    expect((await client.graphql(REVOKE, { id })).json.data).toEqual({ revokeApiToken: true });
    const after = await bearer.graphql(ME, undefined, { authorization: `Bearer ${secret}` });
    expect(after.json.data.me).toBeNull();
    expect((await bearer.get('/api/auth/me', { authorization: `Bearer ${secret}` })).status).toBe(401);
  });

  it("another user's token cannot be revoked (NOT_FOUND, token keeps working)", async () => {
    const { client: owner } = await signedUpClient(t);
    const { client: intruder } = await signedUpClient(t);
    const { id, secret } = (await owner.graphql(CREATE, { name: 'mine' })).json.data.createApiToken;
    const attempt = await intruder.graphql(REVOKE, { id });
    expect(attempt.json.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await intruder.graphql('{ apiTokens { id } }')).json.data.apiTokens).toEqual([]);
    const still = await new HttpClient(t.url).graphql(ME, undefined, { authorization: `Bearer ${secret}` });
    expect(still.json.data.me).not.toBeNull();
  });

  it('an unknown bearer token is anonymous, and a blank token name is refused', async () => {
    const anon = await new HttpClient(t.url).graphql(ME, undefined, { authorization: `Bearer hth_${'x'.repeat(43)}` });
    expect(anon.json.data.me).toBeNull();
    const { client } = await signedUpClient(t);
    const blank = await client.graphql(CREATE, { name: '   ' });
    expect(blank.json.errors?.[0]).toMatchObject({ message: 'Token name is required', extensions: { code: 'VALIDATION_FAILED' } });
  });
});

describe('CSRF prevention', () => {
  it('blocks a GET without a preflight header, allows it with one', async () => {
    const url = `/graphql?query=${encodeURIComponent('{ me { id } }')}`;
    const blocked = await new HttpClient(t.url).get(url);
    expect(blocked.status).toBe(400);
    expect(blocked.text).toMatch(/Cross-Site Request Forgery/);
    const allowed = await new HttpClient(t.url).get(url, { 'apollo-require-preflight': 'true' });
    expect(allowed.status).toBe(200);
    expect(allowed.json).toEqual({ data: { me: null } });
  });

  it('blocks a simple multipart or text POST (no mutation runs)', async () => {
    const input = signupBody();
    const operations = JSON.stringify({ query: SIGNUP, variables: { input } });
    const form = new FormData();
    form.set('operations', operations);
    form.set('map', '{}');
    const multipart = await fetch(`${t.url}/graphql`, { method: 'POST', body: form });
    expect([400, 415]).toContain(multipart.status);
    const text = await fetch(`${t.url}/graphql`, { method: 'POST', body: operations, headers: { 'content-type': 'text/plain' } });
    expect([400, 415]).toContain(text.status);
    const { rows } = await sql(t, 'select count(*)::int as n from users where email = $1', [input.email]);
    expect(rows[0].n).toBe(0);
  });

  it('a mutation over GET is refused even with the preflight header', async () => {
    const input = signupBody();
    const url = `/graphql?query=${encodeURIComponent(SIGNUP)}&variables=${encodeURIComponent(JSON.stringify({ input }))}`;
    const response = await new HttpClient(t.url).get(url, { 'apollo-require-preflight': 'true' });
    expect(response.status).toBe(405);
    const { rows } = await sql(t, 'select count(*)::int as n from users where email = $1', [input.email]);
    expect(rows[0].n).toBe(0);
  });
});
