import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.js';
import { testUser, type TestUser } from '../../../test/marketplace-fixtures.js';
import { consumeToken, countOpenTokens, findToken, issueToken } from './single-use-token.service.js';

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  user = await testUser(t, 'landlord');
});
afterAll(() => t.close());

const em = () => t.services.orm.em.fork();

describe('single-use tokens', () => {
  it('stores only the hash, and works once, for its own purpose', async () => {
    const secret = await issueToken(em(), user.id, 'magic_link', 15);
    const token = await findToken(em(), secret);
    expect(token).toMatchObject({ userId: user.id, purpose: 'magic_link', usedAt: null });
    expect(token!.tokenHash).not.toContain(secret);
    expect(await consumeToken(em(), { secret }, ['upload', 'password_reset'])).toBeNull();
    expect(await consumeToken(em(), { secret }, ['magic_link'])).toBe(user.id);
    expect(await consumeToken(em(), { tokenHash: token!.tokenHash }, ['magic_link'])).toBeNull();
  });

  it('refuses an expired token, and counts and prunes open tokens per purpose', async () => {
    const other = await testUser(t, 'tenant');
    const before = await countOpenTokens(em(), other.id, ['upload']);
    const expired = await issueToken(em(), other.id, 'upload', -1);
    await issueToken(em(), other.id, 'upload_contract', 10);
    await issueToken(em(), other.id, 'password_reset', 10);
    expect(await consumeToken(em(), { secret: expired }, ['upload'])).toBeNull();
    expect(await countOpenTokens(em(), other.id, ['upload', 'upload_contract'])).toBe(before + 1);
    expect(await findToken(em(), expired)).toBeNull();
  });
});
