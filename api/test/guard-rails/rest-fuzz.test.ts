import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { resetRateLimits } from '../auth-helpers.js';
import { HttpClient } from '../http-client.js';
import { encodeParam, jsonBody, pathParam, queryString } from './fuzz-values.js';
import { registeredRoutes } from './route-inventory.js';
import { seedWorld, type World } from './world.js';
import { withTestApp } from '../marketplace-fixtures.js';

/**
 * Property-based fuzz of every REST route: hostile path parameters, query strings and JSON bodies, sent
 * anonymously and with a session, must never produce a 5xx. Seeded, so a failure replays; bounded runs per route.
 */
const RUNS_PER_ROUTE = 30;
const SEED = 20261122;

const t = withTestApp();
let w: World;
let routes: string[];
beforeAll(async () => {
  w = await seedWorld(t);
  routes = registeredRoutes(t.app, t.services.config.webDist).filter((route) => !route.endsWith(' /graphql'));
}, 120_000);

/** Auth routes change or end sessions: they get a fresh anonymous client each time (and a clean rate limit). */
const isAuthRoute = (route: string) => route.includes('/api/auth/');
/** Auth calls that start or end sessions get a throwaway client, so they cannot sign the landlord out. */
const touchesSessions = (route: string) => isAuthRoute(route) && route !== 'POST /api/auth/resend-verification';
const hasBody = (method: string) => method === 'POST' || method === 'PUT' || method === 'PATCH' || method === 'DELETE';

function realIds(): number[] {
  return [w.propertyId, w.hiddenPropertyId, w.leaseId, w.inquiryId, w.notificationId, ...Object.values(w.users).map((u) => u.id), 0];
}

async function sendRaw(client: HttpClient, method: string, path: string, body: string | Uint8Array | undefined, contentType?: string) {
  const headers: Record<string, string> = {};
  if (contentType) headers['content-type'] = contentType;
  if (client.cookieHeader()) headers.cookie = client.cookieHeader();
  const response = await fetch(t.url + path, { method, headers, body: body as BodyInit | undefined, redirect: 'manual' });
  return { status: response.status, text: await response.text() };
}

function clientFor(route: string, signedIn: boolean): HttpClient {
  if (touchesSessions(route) || !signedIn) return new HttpClient(t.url);
  return w.users.landlord.client;
}

describe('REST fuzz: hostile input never gives a 5xx', () => {
  it('has routes to fuzz', () => expect(routes.length).toBeGreaterThan(30));

  it('every route, random path params, query strings and JSON bodies', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const [method, template] = route.split(' ') as [string, string];
      const params = (template.match(/:\w+/g) ?? []).map(() => pathParam(realIds()));
      await fc.assert(
        fc.asyncProperty(fc.tuple(...params), queryString, jsonBody, fc.boolean(), async (values, query, body, signedIn) => {
          let index = 0;
          const path = template.replace(/:\w+/g, () => encodeParam(values[index++]!)) + query;
          if (isAuthRoute(route)) await resetRateLimits(t);
          const client = clientFor(route, signedIn);
          const response = hasBody(method) && body !== undefined
            ? await sendRaw(client, method, path, JSON.stringify(body), 'application/json')
            : await sendRaw(client, method, path, undefined);
          if (response.status >= 500) failures.push(`${route} ${method} ${path.slice(0, 200)} body=${JSON.stringify(body)?.slice(0, 300)} -> ${response.status} ${response.text.slice(0, 200)}`);
          return true;
        }),
        { numRuns: RUNS_PER_ROUTE, seed: SEED, endOnFailure: true },
      );
    }
    expect(failures).toEqual([]);
  }, 240_000);

  it('raw bodies: malformed JSON, empty JSON, text/plain, invalid UTF-8, a 2 MB body', async () => {
    const failures: string[] = [];
    const invalidUtf8 = new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]);
    const twoMb = JSON.stringify({ message: 'x'.repeat(2 * 1024 * 1024) });
    const bodies: Array<[string, string | Uint8Array | undefined, string | undefined]> = [
      ['malformed JSON', '{"propertyId": 1,', 'application/json'],
      ['empty JSON body', '', 'application/json'],
      ['JSON null', 'null', 'application/json'],
      ['JSON string', '"hello"', 'application/json'],
      ['text/plain', 'propertyId=1', 'text/plain'],
      ['form-urlencoded', 'propertyId=1', 'application/x-www-form-urlencoded'],
      ['invalid UTF-8', invalidUtf8, 'application/json'],
      ['NUL in a string', '{"message":"a\\u0000b","propertyId":1,"title":"\\u0000","name":"\\u0000"}', 'application/json'],
      ['proto pollution', '{"__proto__":{"role":"admin"},"constructor":{"prototype":{"isAdmin":true}}}', 'application/json'],
      ['2 MB body', twoMb, 'application/json'],
      ['multipart to a JSON route', '--x\r\ncontent-disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n', 'multipart/form-data; boundary=x'],
    ];
    for (const route of routes) {
      const [method, template] = route.split(' ') as [string, string];
      if (!hasBody(method)) continue;
      const path = template.replace(/:\w+/g, String(w.propertyId));
      for (const signedIn of [false, true]) {
        for (const [name, body, type] of bodies) {
          if (isAuthRoute(route)) await resetRateLimits(t);
          const client = clientFor(route, signedIn);
          const response = await sendRaw(client, method, path, body, type);
          if (response.status >= 500) failures.push(`${route} (${name}, ${signedIn ? 'signed in' : 'anonymous'}) -> ${response.status} ${response.text.slice(0, 200)}`);
          // Signed-in-only calls refuse anonymous callers (auth routes always get one) before reading the body.
          const tooLarge = response.status === 413 || (!client.cookieHeader() && response.status === 401);
          if (name === '2 MB body' && !tooLarge && method !== 'DELETE') failures.push(`${route} 2 MB body -> ${response.status}, expected 413`);
        }
      }
    }
    expect(failures).toEqual([]);
    // The pollution attempt did not make anyone an admin.
    const me = await w.users.landlord.client.get('/api/auth/me');
    expect(me.json.role).toBe('landlord');
  }, 180_000);
});
