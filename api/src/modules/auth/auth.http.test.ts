import { beforeEach, describe, expect, it } from 'vitest';
import { expectAuthenticationRequired, resetRateLimits, signedUpClient, signupBody, sql } from '../../../test/auth-helpers.js';
import { HttpClient } from '../../../test/http-client.js';
import { WHATSAPP_NUMBER_MESSAGE } from '../../contracts/phone-number.js';
import { withTestApp } from '../../../test/marketplace-fixtures.js';
import { loadConfig } from '../../config.js';

// The server's own argon2id cost (other test files lower it): the stored hash below must carry it.
const t = withTestApp({ config: { passwordHashCost: loadConfig({}).passwordHashCost } });
beforeEach(() => resetRateLimits(t));

const tokenOf = (link: string | undefined) => new URL(link!).searchParams.get('token')!;

describe('signup', () => {
  it('creates the account, sets an httpOnly session cookie and answers me from it', async () => {
    const client = new HttpClient(t.url);
    const body = signupBody({ name: 'Rita Renter', email: 'rita@example.ca' });
    const created = await client.post('/api/auth/signup', body);
    expect(created.status).toBe(201);
    expect(created.json).toEqual({ user: { id: expect.any(Number), role: 'tenant', name: 'Rita Renter', email: 'rita@example.ca', emailVerified: false } });
    const cookie = created.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^hearth_session=[\w-]{40,};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/); // only in production

    const me = await client.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ id: created.json.user.id, role: 'tenant' });
  });

  it('stores an argon2id hash, never the password', async () => {
    const { user, body } = await signedUpClient(t);
    const { rows } = await sql(t, 'select password from users where id = $1', [user.id]);
    expect(rows[0].password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(rows[0].password).not.toContain(body.password);
  });

  it.each([
    ['name', { name: '' }, 'Name is required'],
    ['name', { name: undefined }, 'Name is required'],
    ['name', { name: 'x'.repeat(101) }, 'Name is too long'],
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['whatsapp', { whatsapp: '' }, 'WhatsApp number is required'],
    ['whatsapp', { whatsapp: '416555012' }, WHATSAPP_NUMBER_MESSAGE],
    ['whatsapp', { whatsapp: '+0165550123' }, WHATSAPP_NUMBER_MESSAGE],
    ['whatsapp', { whatsapp: '+1234567890' }, WHATSAPP_NUMBER_MESSAGE],
    ['password', { password: '12345' }, 'Password must be at least 6 characters long'],
    ['role', { role: 'admin' }, 'Please select a role'],
    ['role', { role: undefined }, 'Please select a role'],
  ])('refuses a bad %s with the validation rules message (%j)', async (field, overrides, message) => {
    const response = await new HttpClient(t.url).post('/api/auth/signup', signupBody(overrides));
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ code: 'VALIDATION_FAILED', message });
    expect(response.json.issues[0]).toEqual({ path: field, message });
  });

  it('takes a Canadian number as people write it, or an international one with +, and stores it in E.164', async () => {
    for (const [whatsapp, stored] of [
      ['416 555 0199', '+14165550199'],
      ['604-555-0102', '+16045550102'],
      ['(514) 555-0103', '+15145550103'],
      ['+44 20 7946 0958', '+442079460958'],
    ]) {
      const created = await new HttpClient(t.url).post('/api/auth/signup', signupBody({ whatsapp }));
      expect(created.status).toBe(201);
      const { rows } = await sql(t, 'select whatsapp from users where id = $1', [created.json.user.id]);
      expect(rows[0].whatsapp).toBe(stored);
    }
  });

  it('refuses unknown fields with 400', async () => {
    const response = await new HttpClient(t.url).post('/api/auth/signup', { ...signupBody(), isAdmin: true });
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Unknown field: isAdmin' });
  });

  it('answers 409 USER_EXISTS for a taken email, whatever its letter case', async () => {
    const { body } = await signedUpClient(t, { email: 'Case.Sensitive@Example.ca' });
    for (const email of [body.email, 'case.sensitive@example.ca', 'CASE.SENSITIVE@EXAMPLE.CA', ' case.sensitive@example.ca ']) {
      const response = await new HttpClient(t.url).post('/api/auth/signup', signupBody({ email }));
      expect(response.status).toBe(409);
      expect(response.json).toEqual({ code: 'USER_EXISTS', message: 'An account with this email already exists.' });
    }
    const { rows } = await sql(t, `select count(*)::int as n from users where lower(email) = 'case.sensitive@example.ca'`);
    expect(rows[0].n).toBe(1);
  });
});

describe('login with a password', () => {
  it('answers 404 ACCOUNT_NOT_FOUND for an unknown email', async () => {
    const response = await new HttpClient(t.url).post('/api/auth/login', { email: 'nobody@example.ca', role: 'tenant', password: 'whatever' });
    expect(response.status).toBe(404);
    expect(response.json).toEqual({ code: 'ACCOUNT_NOT_FOUND', message: 'No account found with this email address.' });
  });

  it('answers 403 ROLE_MISMATCH with correctRole when the account has another role', async () => {
    const { body } = await signedUpClient(t, { role: 'landlord' });
    const response = await new HttpClient(t.url).post('/api/auth/login', { email: body.email, role: 'tenant', password: body.password });
    expect(response.status).toBe(403);
    expect(response.json).toMatchObject({ code: 'ROLE_MISMATCH', correctRole: 'landlord' });
    expect(response.json.message).toMatch(/landlord/);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('answers 401 INVALID_CREDENTIALS for a wrong password, without a session', async () => {
    const { body } = await signedUpClient(t);
    const client = new HttpClient(t.url);
    const response = await client.post('/api/auth/login', { email: body.email, role: 'tenant', password: 'wrong-password' });
    expect(response.status).toBe(401);
    expect(response.json).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Invalid email or password.' });
    expect((await client.get('/api/auth/me')).status).toBe(401);
  });

  it('signs in case-insensitively and rotates the session: the old cookie stops working', async () => {
    const { client, user, body } = await signedUpClient(t);
    const before = client.cookieHeader();
    const response = await client.post('/api/auth/login', { email: body.email.toUpperCase(), role: 'tenant', password: body.password });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ user: { id: user.id, role: 'tenant', name: body.name, email: body.email, emailVerified: false } });
    expect(client.cookieHeader()).not.toBe(before);
    expect((await client.get('/api/auth/me')).json).toMatchObject({ id: user.id });
    const stale = await new HttpClient(t.url).get('/api/auth/me', { cookie: before });
    expect(stale.status).toBe(401);
  });
});

describe('passwordless login (magic link)', () => {
  it('emails a link to the sign-in page; only the POST from that page signs in, once', async () => {
    const { user, body } = await signedUpClient(t);
    const browser = new HttpClient(t.url);
    const requested = await browser.post('/api/auth/login', { email: body.email, role: 'tenant' });
    expect(requested.status).toBe(202);
    expect(requested.json).toEqual({ code: 'MAGIC_LINK_SENT', message: expect.stringMatching(/15 minutes/) });
    expect(requested.headers.get('set-cookie')).toBeNull();

    const link = t.mailer.lastLinkTo(body.email)!;
    const token = tokenOf(link);
    expect(token).toMatch(/^[\w-]{40,}$/);
    expect(link).toBe(`${t.services.config.publicUrl}/magic-link?token=${token}`);

    const signedIn = await browser.post('/api/auth/magic-link', { token });
    expect(signedIn.status).toBe(200);
    expect(signedIn.json).toEqual({ user: { id: user.id, role: 'tenant', name: body.name, email: body.email, emailVerified: false } });
    expect((await browser.get('/api/auth/me')).json).toMatchObject({ id: user.id, role: 'tenant' });

    const again = await new HttpClient(t.url).post('/api/auth/magic-link', { token });
    expect(again.status).toBe(400);
    expect(again.json).toEqual({ code: 'INVALID_TOKEN', message: 'This sign-in link is invalid or has expired. Please request a new one.' });
  });

  it('a GET of an old emailed link (or a mail scanner) only forwards to the page and spends nothing', async () => {
    const { user, body } = await signedUpClient(t);
    await new HttpClient(t.url).post('/api/auth/login', { email: body.email, role: 'tenant' });
    const token = tokenOf(t.mailer.lastLinkTo(body.email));
    const scanner = new HttpClient(t.url);
    for (let i = 0; i < 2; i++) {
      const fetched = await scanner.get(`/api/auth/magic-link?token=${token}`);
      expect(fetched.status).toBe(303);
      expect(fetched.headers.get('location')).toBe(`/magic-link?token=${token}`);
      expect(fetched.headers.get('set-cookie')).toBeNull();
    }
    expect((await scanner.get('/api/auth/me')).status).toBe(401);
    const { rows } = await sql(t, `select used_at from single_use_tokens where user_id = $1 and purpose = 'magic_link'`, [user.id]);
    expect(rows).toEqual([{ used_at: null }]);

    const browser = new HttpClient(t.url);
    expect((await browser.post('/api/auth/magic-link', { token })).status).toBe(200);
    expect((await browser.get('/api/auth/me')).json).toMatchObject({ id: user.id });
  });

  it('redeems by POST too, and refuses an expired link', async () => {
    const { body } = await signedUpClient(t, { role: 'landlord' });
    await new HttpClient(t.url).post('/api/auth/login', { email: body.email, role: 'landlord' });
    const fresh = tokenOf(t.mailer.lastLinkTo(body.email));
    const signedIn = await new HttpClient(t.url).post('/api/auth/magic-link', { token: fresh });
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.user.role).toBe('landlord');

    await new HttpClient(t.url).post('/api/auth/login', { email: body.email, role: 'landlord' });
    const stale = tokenOf(t.mailer.lastLinkTo(body.email));
    await sql(t, `update single_use_tokens set expires_at = now() - interval '1 second' where used_at is null`);
    const expired = await new HttpClient(t.url).post('/api/auth/magic-link', { token: stale });
    expect(expired.status).toBe(400);
    expect(expired.json.code).toBe('INVALID_TOKEN');
  });

  it('still refuses a role mismatch and unknown accounts before sending anything', async () => {
    const { body } = await signedUpClient(t);
    const sent = t.mailer.sent.length;
    const mismatch = await new HttpClient(t.url).post('/api/auth/login', { email: body.email, role: 'landlord' });
    expect(mismatch.status).toBe(403);
    expect(mismatch.json).toMatchObject({ code: 'ROLE_MISMATCH', correctRole: 'tenant' });
    const unknown = await new HttpClient(t.url).post('/api/auth/login', { email: 'ghost@example.ca', role: 'tenant' });
    expect(unknown.status).toBe(404);
    expect(t.mailer.sent.length).toBe(sent);
  });
});

describe('forgot and reset password', () => {
  it('answers the same for known and unknown emails', async () => {
    const { body } = await signedUpClient(t);
    const known = await new HttpClient(t.url).post('/api/auth/forgot-password', { email: body.email });
    const unknown = await new HttpClient(t.url).post('/api/auth/forgot-password', { email: 'ghost@example.ca' });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(known.json).toEqual(unknown.json);
    expect(known.json).toEqual({ code: 'RESET_LINK_SENT', message: 'If an account exists for this email, a password reset link has been sent.' });
    expect(t.mailer.sent.some((mail) => mail.to === 'ghost@example.ca')).toBe(false);
  });

  it('resets once, ends every other session, and the new password works', async () => {
    const { client: otherDevice, user, body } = await signedUpClient(t);
    await new HttpClient(t.url).post('/api/auth/forgot-password', { email: body.email });
    const link = t.mailer.lastLinkTo(body.email)!;
    expect(link).toMatch(/\/reset-password\?token=/);

    const browser = new HttpClient(t.url);
    const reset = await browser.post('/api/auth/reset-password', { token: tokenOf(link), password: 'brand-new-pw' });
    expect(reset.status).toBe(200);
    expect(reset.json.user.id).toBe(user.id);
    expect((await browser.get('/api/auth/me')).status).toBe(200);
    expect((await otherDevice.get('/api/auth/me')).status).toBe(401);

    const again = await new HttpClient(t.url).post('/api/auth/reset-password', { token: tokenOf(link), password: 'another-pw' });
    expect(again.status).toBe(400);
    expect(again.json.code).toBe('INVALID_TOKEN');

    const login = (password: string) => new HttpClient(t.url).post('/api/auth/login', { email: body.email, role: 'tenant', password });
    expect((await login(body.password)).status).toBe(401);
    expect((await login('brand-new-pw')).status).toBe(200);
  });

  it('validates the new password with the registration rule', async () => {
    const response = await new HttpClient(t.url).post('/api/auth/reset-password', { token: 'x'.repeat(43), password: '123' });
    expect(response.status).toBe(400);
    expect(response.json.message).toBe('Password must be at least 6 characters long');
  });

  it('a magic-link token cannot reset a password', async () => {
    const { body } = await signedUpClient(t);
    await new HttpClient(t.url).post('/api/auth/login', { email: body.email, role: 'tenant' });
    const token = tokenOf(t.mailer.lastLinkTo(body.email));
    const response = await new HttpClient(t.url).post('/api/auth/reset-password', { token, password: 'hijacked-pw' });
    expect(response.status).toBe(400);
    expect(response.json.code).toBe('INVALID_TOKEN');
  });
});

describe('logout and me', () => {
  it('answers 401 on me without a session', async () => {
    const response = await new HttpClient(t.url).get('/api/auth/me');
    expectAuthenticationRequired(response);
  });

  it('logout destroys the session server-side, not just the cookie', async () => {
    const { client } = await signedUpClient(t);
    const cookie = client.cookieHeader();
    const out = await client.post('/api/auth/logout');
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/hearth_session=;/);
    expect((await client.get('/api/auth/me')).status).toBe(401);
    expect((await new HttpClient(t.url).get('/api/auth/me', { cookie })).status).toBe(401);
  });

  it('ignores a garbage or oversized session cookie', async () => {
    for (const cookie of ['hearth_session=nope', `hearth_session=${'a'.repeat(5000)}`]) {
      expect((await new HttpClient(t.url).get('/api/auth/me', { cookie })).status).toBe(401);
    }
  });
});

describe('x-user-id is never identity', () => {
  it('anonymous with another user id stays anonymous', async () => {
    const { user } = await signedUpClient(t);
    const response = await new HttpClient(t.url).get('/api/auth/me', { 'x-user-id': String(user.id) });
    expect(response.status).toBe(401);
  });

  it('signed in with another user id stays yourself', async () => {
    const { user: victim } = await signedUpClient(t, { role: 'landlord' });
    const { client, user: me } = await signedUpClient(t);
    const response = await client.get('/api/auth/me', { 'x-user-id': String(victim.id) });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ id: me.id, role: 'tenant' });
    const graph = await client.graphql('{ me { id role } }', undefined, { 'x-user-id': String(victim.id) });
    expect(graph.json.data).toEqual({ me: { id: me.id, role: 'tenant' } });
  });
});
