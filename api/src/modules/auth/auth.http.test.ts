import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../../../test/http-client.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const signup = { name: 'Rita Renter', email: 'rita@example.ca', whatsapp: '+14165550123', password: 'secret12', role: 'tenant' };

describe('signup -> me -> logout over REST', () => {
  it('creates the account, sets an httpOnly session cookie and answers me from it', async () => {
    const client = new HttpClient(t.url);
    const created = await client.post('/api/auth/signup', signup);
    expect(created.status).toBe(201);
    expect(created.json).toEqual({ user: { id: expect.any(Number), role: 'tenant', name: 'Rita Renter', email: 'rita@example.ca' } });
    expect(created.headers.get('set-cookie')).toMatch(/HttpOnly/);
    expect(created.headers.get('set-cookie')).toMatch(/SameSite=Lax/);

    const me = await client.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ id: created.json.user.id, role: 'tenant' });

    expect((await client.post('/api/auth/logout')).status).toBe(200);
    expect((await client.get('/api/auth/me')).status).toBe(401);
  });
});
