import { beforeEach, describe, expect, it } from 'vitest';
import { resetRateLimits, signedUpClient, sql } from '../../../test/auth-helpers.js';
import { HttpClient } from '../../../test/http-client.js';
import { EMAIL_VERIFIED_MESSAGE } from './email-verification.service.js';
import { withTestApp } from '../../../test/marketplace-fixtures.js';

const t = withTestApp();
beforeEach(() => resetRateLimits(t));

const INVALID = { code: 'INVALID_TOKEN', message: 'This verification link is invalid or has expired. Please request a new one.' };

describe('email verification', () => {
  it('signup mails a /verify-email link; the POST from that page verifies once, signed in or not', async () => {
    const { client, body } = await signedUpClient(t);
    const token = t.mailer.lastTokenTo(body.email);
    expect(t.mailer.lastLinkTo(body.email)).toBe(`${t.services.config.publicUrl}/verify-email?token=${token}`);
    expect(t.mailer.sent.at(-1)).toMatchObject({ subject: 'Confirm your Hearth email address', text: expect.stringContaining('valid for 48 hours, usable once') });
    expect((await client.get('/api/auth/me')).json).toMatchObject({ emailVerified: false });

    const verified = await new HttpClient(t.url).post('/api/auth/verify-email', { token: token });
    expect(verified.status, verified.text).toBe(200);
    expect(verified.json).toEqual({ code: 'EMAIL_VERIFIED', message: EMAIL_VERIFIED_MESSAGE });
    expect(verified.headers.get('set-cookie')).toBeNull();
    expect((await client.get('/api/auth/me')).json).toMatchObject({ emailVerified: true });

    const again = await client.post('/api/auth/verify-email', { token: token });
    expect(again.status).toBe(400);
    expect(again.json).toEqual(INVALID);
  });

  it('refuses expired, unknown and malformed tokens with 400, and tokens of other purposes', async () => {
    const { client, body } = await signedUpClient(t);
    const token = t.mailer.lastTokenTo(body.email);
    await sql(t, `update single_use_tokens set expires_at = now() - interval '1 minute' where purpose = 'email_verification'`);
    expect((await client.post('/api/auth/verify-email', { token })).json).toEqual(INVALID);
    expect((await client.post('/api/auth/verify-email', { token: 'x'.repeat(43) })).json).toEqual(INVALID);
    expect((await client.post('/api/auth/verify-email', { token: 42 })).status).toBe(400);

    expect((await new HttpClient(t.url).post('/api/auth/login', { email: body.email, role: 'tenant' })).status).toBe(202);
    const magic = t.mailer.lastTokenTo(body.email);
    expect((await client.post('/api/auth/verify-email', { token: magic })).json).toEqual(INVALID);
    expect((await client.get('/api/auth/me')).json).toMatchObject({ emailVerified: false });
  });

  it('a verification token does not sign anyone in as a magic link', async () => {
    const { body } = await signedUpClient(t);
    const token = t.mailer.lastTokenTo(body.email);
    expect((await new HttpClient(t.url).post('/api/auth/magic-link', { token })).status).toBe(400);
  });

  it('an unverified account signs in with its password as before', async () => {
    const { body } = await signedUpClient(t);
    const login = await new HttpClient(t.url).post('/api/auth/login', { email: body.email, role: 'tenant', password: body.password });
    expect(login.status).toBe(200);
    expect(login.json.user).toMatchObject({ email: body.email, emailVerified: false });
  });
});

describe('resend', () => {
  it('mails a fresh working link to the signed-in, unverified account; 409 once verified; 401 signed out', async () => {
    const { client, body } = await signedUpClient(t);
    const first = t.mailer.lastTokenTo(body.email);
    const resent = await client.post('/api/auth/resend-verification');
    expect(resent.status).toBe(202);
    expect(resent.json).toEqual({ code: 'VERIFICATION_SENT', message: `We sent a new verification link to ${body.email}. It is valid for 48 hours.` });
    const second = t.mailer.lastTokenTo(body.email);
    expect(second).not.toBe(first);

    expect((await client.post('/api/auth/verify-email', { token: second })).status).toBe(200);
    const done = await client.post('/api/auth/resend-verification');
    expect(done.status).toBe(409);
    expect(done.json).toEqual({ code: 'CONFLICT', message: 'Your email address is already verified.' });
    expect((await new HttpClient(t.url).post('/api/auth/resend-verification')).status).toBe(401);
  });

  it('is rate limited like the other emails of an account (429 with Retry-After details)', async () => {
    const { client, body } = await signedUpClient(t);
    const before = t.mailer.sent.filter((m) => m.to === body.email).length;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await client.post('/api/auth/resend-verification')).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(202));
    const limited = await client.post('/api/auth/resend-verification');
    expect(limited.status).toBe(429);
    expect(limited.json).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) });
    expect(t.mailer.sent.filter((m) => m.to === body.email).length - before).toBe(10);
  });
});

describe('over GraphQL', () => {
  it('me.emailVerified, resendVerificationEmail and verifyEmail', async () => {
    const { client, body } = await signedUpClient(t);
    expect((await client.graphql('{ me { emailVerified } }')).json.data.me).toEqual({ emailVerified: false });
    const resent = await client.graphql('mutation { resendVerificationEmail }');
    expect(resent.json.data.resendVerificationEmail).toMatch(/^We sent a new verification link/);
    const token = t.mailer.lastTokenTo(body.email);
    const verified = await client.graphql('mutation ($token: String!) { verifyEmail(token: $token) }', { token });
    expect(verified.json.data.verifyEmail).toBe(EMAIL_VERIFIED_MESSAGE);
    expect((await client.graphql('{ me { emailVerified } }')).json.data.me).toEqual({ emailVerified: true });
    const again = await client.graphql('mutation ($token: String!) { verifyEmail(token: $token) }', { token });
    expect(again.json.errors[0].extensions.code).toBe('INVALID_TOKEN');
  });
});
