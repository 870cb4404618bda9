import { beforeEach, describe, expect, it } from 'vitest';
import { resetRateLimits, signupBody } from '../../test/auth-helpers.js';
import { HttpClient } from '../../test/http-client.js';
import { withTestApp } from '../../test/marketplace-fixtures.js';

const t = withTestApp();
beforeEach(() => resetRateLimits(t));

const raw = (path: string, body: string | undefined, contentType?: string) =>
  fetch(t.url + path, { method: 'POST', body, headers: contentType ? { 'content-type': contentType } : {} }).then(async (r) => ({
    status: r.status,
    json: await r.json().catch(() => undefined),
  }));

function expectClientError(response: { status: number; json: any }, status: number, code?: string) {
  expect(response.status).toBe(status);
  expect(response.json).toEqual({ code: code ?? expect.any(String), message: expect.any(String), ...(response.json?.issues ? { issues: expect.any(Array) } : {}) });
}

describe('bad input on REST answers 4xx {code, message}, never 5xx', () => {
  it('malformed JSON => 400', async () => {
    const response = await raw('/api/auth/login', '{"email": "a@b.ca", ', 'application/json');
    expectClientError(response, 400, 'BAD_REQUEST');
    expect(response.json.message).toBe('The request body could not be read. Send valid JSON.');
  });

  it('empty JSON body, JSON null, arrays and scalars => 400', async () => {
    expectClientError(await raw('/api/auth/login', '', 'application/json'), 400);
    for (const body of ['null', '[]', '42', '"text"']) {
      expectClientError(await raw('/api/auth/signup', body, 'application/json'), 400);
    }
    expectClientError(await raw('/api/auth/login', undefined), 400, 'VALIDATION_FAILED');
  });

  it('wrong types => 400 VALIDATION_FAILED with the field message', async () => {
    const client = new HttpClient(t.url);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ email: 42 }, 'Please enter a valid email address'],
      [{ name: ['x'] }, 'Name is required'],
      [{ whatsapp: 14165550123 }, 'WhatsApp number is required'],
      [{ password: { length: 10 } }, 'Password must be at least 6 characters long'],
      [{ role: true }, 'Please select a role'],
    ];
    for (const [overrides, message] of cases) {
      const response = await client.post('/api/auth/signup', signupBody(overrides));
      expectClientError(response, 400, 'VALIDATION_FAILED');
      expect(response.json.message).toBe(message);
    }
    const login = await client.post('/api/auth/login', { email: 'a@b.ca', role: 'tenant', password: 12 });
    expectClientError(login, 400, 'VALIDATION_FAILED');
  });

  it('a 2 MB body => 413', async () => {
    const big = JSON.stringify({ ...signupBody(), name: 'x'.repeat(2 * 1024 * 1024) });
    const response = await raw('/api/auth/signup', big, 'application/json');
    expectClientError(response, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('a wrong content type => 415', async () => {
    for (const type of ['text/plain', 'application/xml', 'application/x-www-form-urlencoded']) {
      const response = await raw('/api/auth/login', 'email=a@b.ca&role=tenant', type);
      expectClientError(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
    }
  });

  it('unknown routes => 404 {code, message}; bad magic-link query => 400', async () => {
    expectClientError(await new HttpClient(t.url).get('/api/nope'), 404, 'NOT_FOUND');
    expectClientError(await new HttpClient(t.url).get('/api/auth/magic-link?token=short'), 400, 'VALIDATION_FAILED');
    expectClientError(await new HttpClient(t.url).get('/api/auth/magic-link'), 400, 'VALIDATION_FAILED');
  });

  it("a URL the router cannot read => 400, a path segment over its limit => 414, {code, message} in the caller's language", async () => {
    const get = (path: string, headers: Record<string, string> = {}) =>
      fetch(t.url + path, { headers }).then(async (r) => ({ status: r.status, headers: r.headers, json: await r.json().catch(() => undefined) }));
    const broken = await get('/api/properties/%E0%A4%A');
    expectClientError(broken, 400, 'BAD_REQUEST');
    expect(broken.headers.get('x-content-type-options')).toBe('nosniff');
    expect(broken.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(broken.headers.get('x-frame-options')).toBe('DENY');
    expect(broken.headers.get('x-request-id')).toBeTruthy();
    expect(broken.json.message).toBe('This URL is not valid: each % in it must start an escape such as %20.');
    const french = await get('/property/%ZZ', { 'accept-language': 'fr-CA,fr;q=0.9' });
    expectClientError(french, 400, 'BAD_REQUEST');
    expect(french.json.message).toBe('Cette URL n’est pas valide\u00a0: chaque % doit y commencer un échappement comme %20.');
    const long = await get(`/api/properties/${'9'.repeat(101)}`);
    expectClientError(long, 414, 'URI_TOO_LONG');
    expect(long.json.message).toBe('A part of this URL is too long.');
  });

  it('a URL or headers over 16 KB => 431 {code, message}, refused before the request is read; the server answers on', async () => {
    const huge = await fetch(`${t.url}/api/properties?q=${'a'.repeat(20_000)}`);
    expect(huge.status).toBe(431);
    expect(huge.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(huge.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await huge.json()).toEqual({ code: 'HEADERS_TOO_LARGE', message: 'The request headers or its URL are too long.' });
    const cookie = await fetch(`${t.url}/healthz`, { headers: { cookie: `a=${'b'.repeat(20_000)}` } });
    expect(cookie.status).toBe(431);
    expect((await fetch(`${t.url}/healthz`)).status).toBe(200);
  });

  it('every response carries a request id (echoed when the client sends a sane one)', async () => {
    const mine = await new HttpClient(t.url).get('/healthz', { 'x-request-id': 'trace-123' });
    expect(mine.headers.get('x-request-id')).toBe('trace-123');
    const generated = await new HttpClient(t.url).get('/healthz', { 'x-request-id': 'bad id with spaces' });
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('bad input on GraphQL answers 4xx with extensions.code', () => {
  it('malformed JSON, 2 MB body, no query', async () => {
    expect((await raw('/graphql', '{"query": ', 'application/json')).status).toBe(400);
    expect((await raw('/graphql', JSON.stringify({ query: `{ me { id } }${' '.repeat(2 * 1024 * 1024)}` }), 'application/json')).status).toBe(413);
    const empty = await raw('/graphql', '{}', 'application/json');
    expect(empty.status).toBe(400);
  });

  it('syntax errors and unknown fields carry a code', async () => {
    const client = new HttpClient(t.url);
    const syntax = await client.graphql('{ me { id ');
    expect(syntax.status).toBe(400);
    expect(syntax.json.errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
    const unknown = await client.graphql('{ me { password } }');
    expect(unknown.status).toBe(400);
    expect(unknown.json.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('absurdly deep or aliased queries are refused', async () => {
    const client = new HttpClient(t.url);
    const aliases = Array.from({ length: 50 }, (_, i) => `a${i}: me { id }`).join(' ');
    const response = await client.graphql(`{ ${aliases} }`);
    expect(response.status).toBe(400);
    expect(response.json.errors[0].extensions.code).toBeDefined();
    const tokens = await client.graphql(`{ me { ${'id '.repeat(3000)}} }`);
    expect(tokens.status).toBe(400);
    expect(tokens.json.errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
  });
});

describe('/healthz', () => {
  it('answers 200 with status ok once migrations ran and the database answers', async () => {
    const response = await new HttpClient(t.url).get('/healthz');
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ status: 'ok' });
  });
});

describe('/graphql in a browser', () => {
  it('serves no landing page: no third-party scripts from a CDN, whatever the environment', async () => {
    const response = await fetch(`${t.url}/graphql`, { headers: { accept: 'text/html' } });
    const body = await response.text();
    expect(response.headers.get('content-type') ?? '').not.toMatch(/text\/html/);
    expect(body).not.toMatch(/<script|cdn\.apollographql\.com/);
  });
});
