import WebSocket from 'ws';
import { describe, expect, it } from 'vitest';
import { collect, wsClient } from '../../test/graphql-ws.js';
import { HttpClient } from '../../test/http-client.js';
import { withTestApp } from '../../test/marketplace-fixtures.js';

const PUBLIC_URL = 'https://hearth.example';
const REFUSED = { code: 'FORBIDDEN', message: 'Cross-site request refused.' };
const t = withTestApp({ config: { publicUrl: PUBLIC_URL }, users: { tenant: 'tenant' } });
const { tenant } = t.users;

const meQuery = { query: '{ me { email } }' };

describe('cross-site requests over HTTP', () => {
  it('refuses state-changing REST calls and GraphQL from a foreign Origin with 403, even with the session cookie', async () => {
    for (const origin of ['https://evil.example', 'null', `${PUBLIC_URL}.evil.example`]) {
      const rest = await tenant.client.post('/api/saved-properties', { propertyId: 1 }, { origin });
      expect(rest.status, origin).toBe(403);
      expect(rest.json).toEqual(REFUSED);
      const graph = await tenant.client.graphql(meQuery.query, undefined, { origin });
      expect(graph.status, origin).toBe(403);
      expect(graph.json).toEqual(REFUSED);
    }
  });

  it('lets this site (its own host or PUBLIC_URL), reads, and clients without an Origin (API tokens, scripts) through', async () => {
    for (const origin of [t.url, PUBLIC_URL]) {
      expect((await tenant.client.graphql(meQuery.query, undefined, { origin })).json.data).toEqual({ me: { email: tenant.email } });
    }
    expect((await tenant.client.get('/api/saved-properties', { origin: 'https://evil.example' })).status).toBe(200);
    const token = (await tenant.client.graphql('mutation { createApiToken(name: "script") { secret } }')).json.data.createApiToken.secret;
    const script = await new HttpClient(t.url).graphql(meQuery.query, undefined, { authorization: `Bearer ${token}` });
    expect(script.json.data).toEqual({ me: { email: tenant.email } });
  });
});

describe('the GraphQL WebSocket upgrade', () => {
  /** Opens the socket as a browser page on `origin` would, with the user's cookie; resolves with the handshake's answer. */
  const upgrade = (origin: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const socket = new WebSocket(`${t.url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', { origin, headers: { cookie: tenant.client.cookieHeader() } });
      socket.on('open', () => {
        socket.close();
        resolve({ status: 101, body: '' });
      });
      socket.on('unexpected-response', (_request, response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      socket.on('error', reject);
    });

  it('refuses a foreign Origin with 403 before upgrading', async () => {
    const refused = await upgrade('https://evil.example');
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body)).toEqual(REFUSED);
  });

  it('upgrades for this site and for clients without an Origin', async () => {
    expect((await upgrade(t.url)).status).toBe(101);
    const client = wsClient(t.url, tenant.client.cookieHeader());
    try {
      const me = collect(client, meQuery.query);
      expect((await me.next(1))[0]?.data).toEqual({ me: { email: tenant.email } });
    } finally {
      await client.dispose();
    }
  });
});
