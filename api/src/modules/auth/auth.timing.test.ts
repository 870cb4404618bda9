import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signedUpClient } from '../../../test/auth-helpers.js';
import { HttpClient } from '../../../test/http-client.js';
import { withTestApp } from '../../../test/marketplace-fixtures.js';

// Wrap argon2's verify so the test can count calls; the real hashing still runs.
const verifySpy = vi.hoisted(() => ({ calls: [] as string[] }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const original = await importOriginal<typeof import('@node-rs/argon2')>();
  return {
    ...original,
    verify: async (hashed: string, password: string) => {
      verifySpy.calls.push(hashed);
      return original.verify(hashed, password);
    },
  };
});

const t = withTestApp();
beforeEach(() => {
  verifySpy.calls.length = 0;
});

describe('login costs the same with a wrong or a right password', () => {
  it('both run exactly one argon2id verify against the stored hash', async () => {
    const { body } = await signedUpClient(t);
    verifySpy.calls.length = 0;
    const wrong = await new HttpClient(t.url).post('/api/auth/login', { email: body.email, role: 'tenant', password: 'wrong-one' });
    expect(wrong.status).toBe(401);
    expect(verifySpy.calls).toHaveLength(1);
    const right = await new HttpClient(t.url).post('/api/auth/login', { email: body.email, role: 'tenant', password: body.password });
    expect(right.status).toBe(200);
    expect(verifySpy.calls).toHaveLength(2);
    expect(verifySpy.calls[0]).toMatch(/^\$argon2id\$/);
    expect(verifySpy.calls[0]).toBe(verifySpy.calls[1]);
  });

  it('a wrong password on the wrong role still verifies first (no role probing with a guessed password)', async () => {
    const { body } = await signedUpClient(t, { role: 'landlord' });
    verifySpy.calls.length = 0;
    const response = await new HttpClient(t.url).post('/api/auth/login', { email: body.email, role: 'tenant', password: 'wrong-one' });
    expect(response.status).toBe(401);
    expect(verifySpy.calls).toHaveLength(1);
  });
});
