import { beforeEach, describe, expect, it } from 'vitest';
import { resetRateLimits, signedUpClient, signupBody } from '../../../test/auth-helpers.js';
import { HttpClient } from '../../../test/http-client.js';
import { withTestApp } from '../../../test/marketplace-fixtures.js';

const t = withTestApp();
beforeEach(() => resetRateLimits(t));

const REFUSED = { code: 'VALIDATION_FAILED', message: 'The return address must be a page of this site.' };
const HOSTILE = ['//evil.example/property/1', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)', '/\t/evil.example'];
const linkTo = (email: string) => new URL(t.mailer.lastLinkTo(email)!);

describe('the page a person signed in from travels in the emailed link', () => {
  it('the sign-in link brings them back to the listing, its filters and the action that asked (REST and GraphQL)', async () => {
    const { body } = await signedUpClient(t);
    const returnTo = '/property/12?city=Toronto&minBedrooms=2&then=save';
    const sent = await new HttpClient(t.url).post('/api/auth/login', { email: body.email, role: 'tenant', returnTo });
    expect(sent.status).toBe(202);
    const link = linkTo(body.email);
    expect(link.origin + link.pathname).toBe(`${t.services.config.publicUrl}/magic-link`);
    expect(link.searchParams.get('next')).toBe(returnTo);

    const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { __typename } }';
    const viaGraphql = await new HttpClient(t.url).graphql(LOGIN, { input: { email: body.email, role: 'tenant', returnTo: '/?city=Montr%C3%A9al' } });
    expect(viaGraphql.json.data?.login ?? viaGraphql.json).toEqual({ __typename: 'MagicLinkSent' });
    expect(linkTo(body.email).searchParams.get('next')).toBe('/?city=Montr%C3%A9al');
  });

  it('the verification link of a sign-up brings them back to the page they signed up from', async () => {
    const body = signupBody({ returnTo: '/property/7?then=apply' });
    const created = await new HttpClient(t.url).post('/api/auth/signup', body);
    expect(created.status, created.text).toBe(201);
    const link = linkTo(body.email);
    expect(link.pathname).toBe('/verify-email');
    expect(link.searchParams.get('next')).toBe('/property/7?then=apply');
  });

  it('without a page to return to, the links are as before', async () => {
    const { body } = await signedUpClient(t);
    expect(linkTo(body.email).searchParams.has('next')).toBe(false);
    await new HttpClient(t.url).post('/api/auth/login', { email: body.email, role: 'tenant' });
    expect([...linkTo(body.email).searchParams.keys()]).toEqual(['token']);
  });

  it.each(HOSTILE)('refuses to mail a link that would leave the site (%s): 400, nothing sent', async (returnTo) => {
    const { body } = await signedUpClient(t);
    const sent = t.mailer.sent.length;
    const login = await new HttpClient(t.url).post('/api/auth/login', { email: body.email, role: 'tenant', returnTo });
    expect(login.status).toBe(400);
    expect(login.json).toMatchObject(REFUSED);
    const signup = await new HttpClient(t.url).post('/api/auth/signup', signupBody({ returnTo }));
    expect(signup.status).toBe(400);
    expect(signup.json).toMatchObject(REFUSED);
    expect(t.mailer.sent.length).toBe(sent);
  });

  it('an old link forwarded by GET keeps a same-site page and drops any other address (no open redirect)', async () => {
    const { body } = await signedUpClient(t);
    await new HttpClient(t.url).post('/api/auth/login', { email: body.email, role: 'tenant' });
    const token = t.mailer.lastTokenTo(body.email);
    const client = new HttpClient(t.url);
    const kept = await client.get(`/api/auth/magic-link?${new URLSearchParams({ token, next: '/property/3?then=viewing' })}`);
    expect(kept.status).toBe(303);
    expect(kept.headers.get('location')).toBe(`/magic-link?${new URLSearchParams({ token, next: '/property/3?then=viewing' })}`);
    for (const next of HOSTILE) {
      const dropped = await client.get(`/api/auth/magic-link?${new URLSearchParams({ token, next })}`);
      expect(dropped.status).toBe(303);
      expect(dropped.headers.get('location')).toBe(`/magic-link?token=${token}`);
    }
  });
});
