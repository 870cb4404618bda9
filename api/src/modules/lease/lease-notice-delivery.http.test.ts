import { afterEach, describe, expect, it, vi } from 'vitest';
import { sql } from '../../../test/auth-helpers.js';
import { day, insertProperty, leaseBody, withTestApp } from '../../../test/marketplace-fixtures.js';
import { LEASE_EMAIL_QUEUE } from './lease-notices.js';

// Lease notices leave the request as a job: the answer never waits for the mail server, the worker sends the email,
// and a failed send is retried.
const t = withTestApp({ config: { jobPollingSeconds: 0.5 }, users: { landlord: 'landlord', tenant: 'tenant' } });
const { landlord, tenant } = t.users;
afterEach(() => vi.restoreAllMocks());

let offset = 0;
async function invite(): Promise<number> {
  const propertyId = await insertProperty(t, landlord.id, { title: 'Queue Street Loft' });
  offset += 1;
  const created = await landlord.client.post('/api/leases', leaseBody(propertyId, tenant.email, { startDate: day(offset), endDate: day(offset + 300) }));
  expect(created.status, created.text).toBe(201);
  return created.json.id;
}

const emailJobs = async (leaseId: number) =>
  (await sql<{ state: string; retry_count: number }>(t, `select state, retry_count from pgboss.job where name = $1 and (data->>'leaseId')::int = $2`, [LEASE_EMAIL_QUEUE, leaseId])).rows;

describe('lease notices go through the job queue', () => {
  it('the request answers while the mail server hangs; the in-app notice is there, the email follows from the worker', async () => {
    let release!: () => void;
    const mailServer = new Promise<void>((resolve) => (release = resolve));
    const deliver = t.mailer.send.bind(t.mailer);
    const send = vi.spyOn(t.mailer, 'send').mockImplementation(async (message) => {
      await mailServer;
      await deliver(message);
    });
    const before = t.mailer.sent.length;

    const leaseId = await invite();
    const inbox = (await tenant.client.get('/api/notifications')).json as Array<{ title: string }>;
    expect(inbox.map((notification) => notification.title)).toContain('New Lease Invitation');
    expect(t.mailer.sent.length).toBe(before);
    await vi.waitFor(() => expect(send).toHaveBeenCalled(), { timeout: 15_000, interval: 100 });

    release();
    expect(await t.mailer.delivered(tenant.email, (mail) => mail.subject === 'New Lease Invitation', before)).toBeDefined();
    await vi.waitFor(async () => expect(await emailJobs(leaseId)).toEqual([{ state: 'completed', retry_count: 0 }]), { timeout: 15_000, interval: 100 });
  });

  it('a failed send is retried: the job waits for its retry, then the email goes out', async () => {
    const invited = t.mailer.sent.length;
    const leaseId = await invite();
    await t.mailer.delivered(tenant.email, (mail) => mail.subject === 'New Lease Invitation', invited);
    const send = vi.spyOn(t.mailer, 'send').mockRejectedValueOnce(new Error('SMTP down'));
    const before = t.mailer.sent.length;

    expect((await tenant.client.post(`/api/leases/${leaseId}/accept`)).status).toBe(200);
    await vi.waitFor(async () => expect(await emailJobs(leaseId)).toContainEqual(expect.objectContaining({ state: 'retry' })), { timeout: 15_000, interval: 100 });
    expect(t.mailer.sent.length).toBe(before);

    // The retry waits its backoff (30 s); the test brings it forward instead of sleeping.
    await sql(t, `update pgboss.job set start_after = now() where name = $1 and state = 'retry'`, [LEASE_EMAIL_QUEUE]);
    expect(await t.mailer.delivered(landlord.email, (mail) => mail.subject === 'Lease Accepted', before)).toBeDefined();
    expect(send.mock.calls.map(([mail]) => mail.subject)).toEqual(['Lease Accepted', 'Lease Accepted']);
  });

  it("signatures are emailed to the other party, and the seal to both, each in their own language", async () => {
    const leaseId = await invite();
    await sql(t, `update users set preferred_language = 'fr' where id = $1`, [tenant.id]);
    const before = t.mailer.sent.length;
    expect((await landlord.client.post(`/api/leases/${leaseId}/signatures`, { fullName: landlord.name, consent: true })).status).toBe(201);
    const signed = await t.mailer.delivered(tenant.email, (mail) => mail.subject === 'Bail signé', before);
    expect(signed.text).toContain('a signé le bail pour Queue Street Loft');
    expect((await tenant.client.post(`/api/leases/${leaseId}/signatures`, { fullName: 'Tia Tenant', consent: true })).status).toBe(201);
    expect(await t.mailer.delivered(tenant.email, (mail) => mail.subject === 'Bail signé par les deux parties', before)).toBeDefined();
    const sealed = await t.mailer.delivered(landlord.email, (mail) => mail.subject === 'Lease Fully Signed', before);
    expect(sealed.text).toContain('Both parties signed the lease for Queue Street Loft.');
  });
});
