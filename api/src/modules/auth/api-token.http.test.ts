import { beforeEach, describe, expect, it } from 'vitest';
import { resetRateLimits, signedUpClient, sql } from '../../../test/auth-helpers.js';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { collect } from '../../../test/graphql-ws.js';
import { fromNow, HOUR } from '../../../test/clock.js';
import { HttpClient } from '../../../test/http-client.js';
import { listingBody, withTestApp } from '../../../test/marketplace-fixtures.js';

/** docs/product.md#api-tokens: tokens end with the sessions, only sessions manage tokens, scopes and expiry hold on both transports. */
const t = withTestApp();
beforeEach(() => resetRateLimits(t));

const CREATE = `mutation($name: String!, $scope: ApiTokenScope, $expiresAt: DateTimeISO) {
  createApiToken(name: $name, scope: $scope, expiresAt: $expiresAt) { id secret scope expiresAt }
}`;
const ME = '{ me { id } }';
const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });
const anyone = () => new HttpClient(t.url);

async function landlordWithToken(variables: Record<string, unknown> = {}) {
  const signedUp = await signedUpClient(t, { role: 'landlord' });
  const created = await signedUp.client.graphql(CREATE, { name: 'sync', ...variables });
  expect(created.json.errors).toBeUndefined();
  return { ...signedUp, token: created.json.data.createApiToken as { id: number; secret: string; scope: string; expiresAt: string | null } };
}

describe('API tokens end with the sessions', () => {
  it('a password reset revokes tokens made before it', async () => {
    const { body, token } = await landlordWithToken();
    await anyone().post('/api/auth/forgot-password', { email: body.email });
    const link = t.mailer.lastLinkTo(body.email)!;
    const reset = await anyone().post('/api/auth/reset-password', { token: new URL(link).searchParams.get('token'), password: 'brand-new-pw' });
    expect(reset.status).toBe(200);
    expect((await anyone().get('/api/auth/me', bearer(token.secret))).status).toBe(401);
  });

  it("'sign out everywhere' ends every session and token, over REST and GraphQL", async () => {
    const { client, body, token } = await landlordWithToken();
    const otherDevice = anyone();
    await otherDevice.post('/api/auth/login', { email: body.email, role: 'landlord', password: body.password });
    const out = await client.post('/api/auth/logout-all');
    expect(out.status).toBe(200);
    for (const who of [client, otherDevice]) expect((await who.get('/api/auth/me')).status).toBe(401);
    expect((await anyone().get('/api/auth/me', bearer(token.secret))).status).toBe(401);

    const again = await landlordWithToken();
    expect((await again.client.graphql('mutation { signOutEverywhere }')).json.data).toEqual({ signOutEverywhere: true });
    expect((await anyone().graphql(ME, undefined, bearer(again.token.secret))).json.data.me).toBeNull();
    expect((await again.client.get('/api/auth/me')).status).toBe(401);
  });
});

describe('only a signed-in session manages tokens', () => {
  it('a token can neither mint, revoke, nor sign out everywhere', async () => {
    const { token, client } = await landlordWithToken();
    const minted = await anyone().graphql(CREATE, { name: 'child' }, bearer(token.secret));
    expect(minted.json.errors?.[0]).toMatchObject({ message: 'Only a signed-in session can do this, not an API token.', extensions: { code: 'FORBIDDEN' } });
    const revoked = await anyone().graphql('mutation($id: Int!) { revokeApiToken(id: $id) }', { id: token.id }, bearer(token.secret));
    expect(revoked.json.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const everywhere = await anyone().post('/api/auth/logout-all', undefined, bearer(token.secret));
    expect(everywhere.status).toBe(403);
    expect((await client.graphql('{ apiTokens { id revokedAt } }')).json.data.apiTokens).toEqual([{ id: token.id, revokedAt: null }]);
  });
});

describe('scopes and expiry', () => {
  it('a read token reads but is refused on every mutation and REST write (403), before any change', async () => {
    const { token, client } = await landlordWithToken({ scope: 'read' });
    expect(token.scope).toBe('read');
    expect((await anyone().graphql(ME, undefined, bearer(token.secret))).json.data.me).not.toBeNull();
    expect((await anyone().get('/api/properties/owner/1', bearer(token.secret))).status).toBe(200);

    const before = (await sql(t, 'select count(*)::int as n from properties')).rows[0].n;
    const rest = await anyone().post('/api/properties', listingBody(), bearer(token.secret));
    expect(rest.status).toBe(403);
    expect(rest.json).toEqual({ code: 'FORBIDDEN', message: 'This API token is read-only.' });
    const graphql = await anyone().graphql('mutation { updateProfile(input: { bio: "changed" }) { id } }', undefined, bearer(token.secret));
    expect(graphql.status).toBe(403);
    expect(graphql.json.errors?.[0]).toMatchObject({ message: 'This API token is read-only.', extensions: { code: 'FORBIDDEN' } });
    expect((await sql(t, 'select count(*)::int as n from properties')).rows[0].n).toBe(before);
    expect((await client.get('/api/profile')).json.bio ?? null).toBeNull();
  });

  it('a read token gets no upload link (a GET that writes): its owner keeps every link they may open', async () => {
    const { token, client } = await landlordWithToken({ scope: 'read' });
    // 60 open links is the most one account may hold: once a read token took them all.
    for (let i = 0; i < 60; i += 1) {
      const refused = await anyone().get('/api/upload/presigned-url?purpose=image', bearer(token.secret));
      expect(refused.status).toBe(403);
      expect(refused.json).toEqual({ code: 'FORBIDDEN', message: 'This API token is read-only.' });
    }
    const own = await client.get('/api/upload/presigned-url?purpose=image');
    expect(own.status).toBe(200);
    expect(own.json.url).toMatch(/^\/api\/upload\//);
  });

  it('a read token runs no mutation over graphql-ws either', async () => {
    const { token } = await landlordWithToken({ scope: 'read' });
    const client = createClient({
      url: t.url.replace(/^http/, 'ws') + '/graphql',
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token.secret}` },
      retryAttempts: 0,
    });
    try {
      const operation = collect(client, 'mutation { updateProfile(input: { bio: "over the socket" }) { id } }');
      await operation.next(1);
      expect(operation.failure).toEqual([expect.objectContaining({ message: 'This API token is read-only.', extensions: expect.objectContaining({ code: 'FORBIDDEN' }) })]);
    } finally {
      await client.dispose();
    }
  });

  it('a read_write token writes as its owner (the default scope)', async () => {
    const { token } = await landlordWithToken();
    expect(token.scope).toBe('read_write');
    const created = await anyone().post('/api/properties', listingBody(), bearer(token.secret));
    expect(created.status).toBe(201);
  });

  it('an expired token is anonymous; an expiry in the past is refused; apiTokens shows scope and expiry', async () => {
    const expiresAt = fromNow(HOUR).toISOString();
    const { token, client } = await landlordWithToken({ expiresAt, scope: 'read' });
    expect(token.expiresAt).toBe(expiresAt);
    expect((await client.graphql('{ apiTokens { scope expiresAt } }')).json.data.apiTokens).toEqual([{ scope: 'read', expiresAt }]);
    expect((await anyone().get('/api/auth/me', bearer(token.secret))).status).toBe(200);
    await sql(t, `update api_tokens set expires_at = now() - interval '1 second' where id = $1`, [token.id]);
    expect((await anyone().get('/api/auth/me', bearer(token.secret))).status).toBe(401);

    const past = await client.graphql(CREATE, { name: 'late', expiresAt: '2020-01-01T00:00:00.000Z' });
    expect(past.json.errors?.[0]).toMatchObject({ message: 'Expiry must be in the future', extensions: { code: 'VALIDATION_FAILED' } });
  });
});
