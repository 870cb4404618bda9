import pg from 'pg';
import { expect } from 'vitest';
import { HttpClient } from './http-client.js';
import type { TestApp } from './test-app.js';

let counter = 0;

/** A valid registration body; each call gets a fresh email unless one is given. */
export function signupBody(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: 'Rita Renter',
    email: `user${counter}-${process.pid}@example.ca`,
    whatsapp: '+14165550123',
    password: 'secret12',
    role: 'tenant',
    ...overrides,
  };
}

/** Signs a new account up through the real REST endpoint; returns the cookie-holding client and the user. */
export async function signedUpClient(t: TestApp, overrides: Record<string, unknown> = {}) {
  const client = new HttpClient(t.url);
  const body = signupBody(overrides);
  const response = await client.post('/api/auth/signup', body);
  if (response.status !== 201) throw new Error(`signup failed: ${response.status} ${response.text}`);
  return { client, user: response.json.user as { id: number; role: string; email: string; name: string }, body };
}

/** The session cookie a client currently holds, for replaying it from another client. */
export function sessionCookieOf(client: HttpClient): string {
  return client.cookieHeader();
}

/** Clears the rate-limit counters, so files with many sign-ins from 127.0.0.1 stay under the per-IP limits. */
export async function resetRateLimits(t: TestApp): Promise<void> {
  await sql(t, 'delete from auth_rate_limits; delete from request_rate_limits');
}

/** Runs one SQL statement against the test app's database. */
export async function sql<R extends pg.QueryResultRow = any>(t: TestApp, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: t.databaseUrl });
  await client.connect();
  try {
    return await client.query<R>(text, values);
  } finally {
    await client.end();
  }
}

/** The spec's answer to an anonymous call of a signed-in-only route: 401 'Authentication required'. */
export function expectAuthenticationRequired(response: { status: number; json: unknown; text: string }) {
  expect(response.status, response.text).toBe(401);
  expect(response.json).toEqual({ code: 'UNAUTHENTICATED', message: 'Authentication required' });
}
