import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { sql } from '../auth-helpers.js';
import { testUser, type TestUser } from '../marketplace-fixtures.js';
import { startTestApp, type TestApp } from '../test-app.js';

/**
 * docs/product.md#error-catalogue: `npm start` without NODE_ENV must not hand internals to callers. Unexpected errors (here: a table
 * gone from under a query, so the driver's error carries the SQL) are masked, and so are field suggestions.
 */
describe('error details by NODE_ENV', () => {
  it('are hidden unless NODE_ENV is development or test', () => {
    expect(loadConfig({}).hideErrorDetails).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).hideErrorDetails).toBe(true);
    expect(loadConfig({ NODE_ENV: 'staging' }).hideErrorDetails).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).hideErrorDetails).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).hideErrorDetails).toBe(false);
  });
});

describe('a server started as documented (no NODE_ENV)', () => {
  let t: TestApp;
  let landlord: TestUser;
  beforeAll(async () => {
    t = await startTestApp({ hideErrorDetails: loadConfig({}).hideErrorDetails });
    landlord = await testUser(t, 'landlord');
    await sql(t, 'alter table notifications rename to notifications_moved');
  }, 120_000);
  afterAll(() => t?.close());

  it('masks an unexpected GraphQL error: no SQL, no stack, only a code and a plain message', async () => {
    const response = await landlord.client.graphql('{ notifications { id title } }');
    expect(response.json.errors).toEqual([
      { message: 'Something went wrong on our side. Please try again.', path: ['notifications'], extensions: { code: 'INTERNAL_SERVER_ERROR' } },
    ]);
    expect(response.text).not.toMatch(/select|notifications_moved|relation|stacktrace/i);
  });

  it('masks the same failure over REST', async () => {
    const response = await landlord.client.get('/api/notifications');
    expect(response.status).toBe(500);
    expect(response.json).toEqual({ code: 'INTERNAL_ERROR', message: 'Something went wrong on our side. Please try again.' });
  });

  it('suggests no field names', async () => {
    const response = await landlord.client.graphql('{ me { emai } }');
    expect(response.status).toBe(400);
    expect(response.text).not.toMatch(/did you mean/i);
  });
});
