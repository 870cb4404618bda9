import { describe, expect, it } from 'vitest';
import { withTestApp } from '../../test/marketplace-fixtures.js';

const t = withTestApp();

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
/** 85 arrays 6,000 deep in just under 1 MB (once 24 s of CPU), and one 10,000 deep (once a 500). */
const HOSTILE = {
  wide: `[${Array.from({ length: 85 }, () => nested(6000)).join(',')}]`,
  deep: nested(10_000),
};
/** The hostile value where each route reads its input: a REST body's field, a GraphQL operation's variables. */
const bodyFor = (path: string, value: string) =>
  path === '/graphql' ? `{"query":"{ __typename }","variables":{"a":${value}}}` : `{"email":${value}}`;

async function timed(path: string, body?: string) {
  const started = performance.now();
  const response = await fetch(t.url + path, {
    method: body === undefined ? 'GET' : 'POST',
    body,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    // A stalled server fails the test here instead of hanging it.
    signal: AbortSignal.timeout(5_000),
  });
  return { status: response.status, json: await response.json(), ms: performance.now() - started };
}

describe('deeply nested JSON is refused by the parser, before anything walks it', () => {
  it.each(['/api/auth/login', '/graphql'])('%s answers 400 at once and /healthz stays fast', async (path) => {
    for (const body of Object.values(HOSTILE).map((value) => bodyFor(path, value))) {
      expect(body.length).toBeLessThan(1024 * 1024);
      const [refused, health] = await Promise.all([timed(path, body), new Promise((r) => setTimeout(r, 20)).then(() => timed('/healthz'))]);
      expect(refused.status).toBe(400);
      expect(refused.json).toEqual({ code: 'BAD_REQUEST', message: 'The request body nests too deeply.' });
      expect(refused.ms).toBeLessThan(1_000);
      expect(health.status).toBe(200);
      expect(health.ms).toBeLessThan(1_000);
    }
  });

  it('ordinary nesting and brackets inside strings still pass', async () => {
    const response = await timed('/api/auth/login', JSON.stringify({ email: `${'['.repeat(5000)}@x.ca`, role: 'tenant', password: '{{{' }));
    expect(response.status).toBe(400);
    expect(response.json.code).toBe('VALIDATION_FAILED');
  });
});
