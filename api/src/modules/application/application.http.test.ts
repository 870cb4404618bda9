import { describe, expect, it, vi } from 'vitest';
import { sql } from '../../../test/auth-helpers.js';
import { fromNow } from '../../../test/clock.js';
import { appWithCast, actorsWithOtherTenant, day, insertProperty, testUser, type TestUser } from '../../../test/marketplace-fixtures.js';
import type { TestApp } from '../../../test/test-app.js';
import { uploadFile } from '../../../test/upload-client.js';
import { countQueries } from '../property/query-counter.test-helper.js';
import { pdf } from '../upload/upload.fixtures.js';
import { NOT_SINS, SIN_SPELLINGS } from '../../contracts/sin-spellings.fixtures.js';

const cast = appWithCast(async (t: TestApp) => {
  const actors = await actorsWithOtherTenant(t, { tenant: { name: 'Tia Tenant', phone: '+14165550123' }, landlord: { name: 'Lena Landlord' } });
  return { ...actors, propertyId: await insertProperty(t, actors.landlord.id, { title: 'Harbour Loft' }) };
});

const PROFILE = {
  employer: 'Maple Bank',
  jobTitle: 'Analyst',
  monthlyIncome: 6500,
  householdSize: 2,
  pets: 'One cat',
  moveInDate: '2099-01-01',
  references: [{ name: 'Paul Previous', relation: 'Previous landlord', contact: '+1 416 555 0100' }],
  introduction: 'Quiet professional couple.',
};
/** A number shaped like a Social Insurance Number (passes the Luhn check), as tenants might paste one. */
const SIN = '046 454 286';

const fresh = () => insertProperty(cast.t, cast.landlord.id, { title: 'Harbour Loft' });
const apply = (tenant: TestUser, propertyId: number, body: unknown = { message: 'Hello!', consent: true }) =>
  tenant.client.post(`/api/properties/${propertyId}/applications`, body);
async function applied(tenant: TestUser = cast.tenant, propertyId?: number): Promise<number> {
  const response = await apply(tenant, propertyId ?? (await fresh()));
  if (response.status !== 201) throw new Error(`apply: ${response.status} ${response.text}`);
  return response.json.id;
}
const decide = (id: number, decision: string, who: TestUser = cast.landlord) => who.client.post(`/api/applications/${id}/decision`, { decision });
const accessLog = async (id: number) => (await cast.tenant.client.get(`/api/applications/${id}/access-log`)).json as Array<Record<string, unknown>>;

describe('rental profile (GET/PUT /api/rental-profile)', () => {
  it('starts empty, saves the whole profile and reads it back', async () => {
    const tenant = await testUser(cast.t, 'tenant');
    const empty = await tenant.client.get('/api/rental-profile');
    expect(empty.status).toBe(200);
    expect(empty.json).toMatchObject({ employer: null, references: [], documents: [], updatedAt: null });
    const saved = await tenant.client.put('/api/rental-profile', PROFILE);
    expect(saved.status, saved.text).toBe(200);
    expect((await tenant.client.get('/api/rental-profile')).json).toMatchObject({ ...PROFILE, updatedAt: expect.any(String) });
  });

  it('is for tenants only', async () => {
    expect((await cast.landlord.client.put('/api/rental-profile', PROFILE)).status).toBe(403);
    expect((await cast.admin.client.get('/api/rental-profile')).status).toBe(403);
    expect((await cast.anonymous.get('/api/rental-profile')).status).toBe(401);
  });

  it('refuses unknown fields, too many references, and bad values with field messages', async () => {
    const unknown = await cast.tenant.client.put('/api/rental-profile', { ...PROFILE, creditScore: 800 });
    expect(unknown.status).toBe(400);
    expect(unknown.json.code).toBe('VALIDATION_FAILED');
    const references = Array.from({ length: 6 }, (_, i) => ({ name: `Ref ${i}`, relation: 'Friend', contact: `ref${i}@example.ca` }));
    expect((await cast.tenant.client.put('/api/rental-profile', { references })).json.message).toBe('At most 5 references.');
    expect((await cast.tenant.client.put('/api/rental-profile', { householdSize: 0 })).json.message).toBe('Household size must be between 1 and 20.');
    expect((await cast.tenant.client.put('/api/rental-profile', { introduction: 'x'.repeat(2001) })).json.message).toBe('The introduction is at most 2000 characters.');
  });

  it.each([
    ['a sin field', { sin: '046454286' }],
    ['a socialInsuranceNumber field', { socialInsuranceNumber: '046454286' }],
    ['a French NAS field', { numéro_assurance_sociale: '046454286' }],
    ['a SIN in the introduction', { introduction: `My SIN is ${SIN}.` }],
    ['a SIN in a reference', { references: [{ name: 'Pat', relation: 'Boss', contact: '046-454-286' }] }],
  ])('never accepts a Social Insurance Number: %s', async (_name, body) => {
    const refused = await cast.tenant.client.put('/api/rental-profile', body);
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual({ code: 'SIN_NOT_ACCEPTED', message: 'Hearth never asks for a Social Insurance Number. Please remove it.' });
  });

  it('accepts phone numbers and other numbers that are not SIN-shaped', async () => {
    const saved = await cast.tenant.client.put('/api/rental-profile', { ...PROFILE, introduction: 'Call 416-555-0199, unit 123 456 789 is not a SIN (Luhn fails).' });
    expect(saved.status, saved.text).toBe(200);
  });

  it('attaches only private documents the tenant uploaded, with the size of the upload', async () => {
    const upload = await uploadFile(cast.t.url, cast.tenant.client, { bytes: pdf('Pay stub'), name: 'stub.pdf', type: 'application/pdf' }, 'document');
    const mine = await cast.tenant.client.put('/api/rental-profile', { documents: [{ kind: 'proof-of-income', name: 'stub.pdf', ipfsHash: upload.json.data.cid }] });
    expect(mine.status, mine.text).toBe(200);
    expect(mine.json.documents).toEqual([{ kind: 'proof-of-income', name: 'stub.pdf', ipfsHash: upload.json.data.cid, size: upload.json.data.size }]);
    const theirs = await uploadFile(cast.t.url, cast.otherTenant.client, { bytes: pdf('Not yours'), name: 'x.pdf', type: 'application/pdf' }, 'document');
    const refused = await cast.tenant.client.put('/api/rental-profile', { documents: [{ kind: 'reference-letter', name: 'x.pdf', ipfsHash: theirs.json.data.cid }] });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe('Attach files you uploaded yourself as documents.');
  });
});

describe('applying (POST /api/properties/{id}/applications)', () => {
  it('needs an explicit consent: missing or false is CONSENT_REQUIRED', async () => {
    const propertyId = await fresh();
    for (const body of [{ message: 'Hi' }, { message: 'Hi', consent: false }, { message: 'Hi', consent: 'yes' }, null]) {
      const refused = await apply(cast.tenant, propertyId, body);
      expect(refused.status).toBe(400);
      expect(refused.json.code).toBe('CONSENT_REQUIRED');
    }
    const fr = await cast.tenant.client.post(`/api/properties/${propertyId}/applications`, { message: 'Hi' }, { 'accept-language': 'fr-CA' });
    expect(fr.json.message).toBe('Veuillez confirmer que vous acceptez de communiquer votre profil de locataire à ce propriétaire pour cette annonce.');
  });

  it('copies the profile as a snapshot that later edits do not change', async () => {
    await cast.tenant.client.put('/api/rental-profile', PROFILE);
    const response = await apply(cast.tenant, await fresh());
    expect(response.status, response.text).toBe(201);
    expect(response.json).toMatchObject({
      status: 'submitted',
      message: 'Hello!',
      profile: { employer: 'Maple Bank', references: PROFILE.references },
      applicantName: 'Tia Tenant',
      applicantEmail: cast.tenant.email,
      applicantPhone: '+14165550123',
      consentedAt: expect.any(String),
    });
    await cast.tenant.client.put('/api/rental-profile', { ...PROFILE, employer: 'Other Co' });
    const mine = (await cast.tenant.client.get('/api/applications/mine')).json.find((a: { id: number }) => a.id === response.json.id);
    expect(mine.profile.employer).toBe('Maple Bank');
  });

  it('allows one open application per tenant and listing (409), and a new one once the first is closed', async () => {
    const propertyId = await fresh();
    const first = await applied(cast.tenant, propertyId);
    const again = await apply(cast.tenant, propertyId);
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ code: 'APPLICATION_EXISTS', message: 'You already have an open application for this listing.' });
    expect((await cast.otherTenant.client.post(`/api/properties/${propertyId}/applications`, { consent: true })).status).toBe(201);
    await cast.tenant.client.post(`/api/applications/${first}/withdraw`);
    expect((await apply(cast.tenant, propertyId)).status).toBe(201);
  });

  it('is for tenants, on public listings only', async () => {
    const propertyId = await fresh();
    expect((await apply(cast.landlord, propertyId)).status).toBe(403);
    expect((await apply(cast.otherLandlord, propertyId)).status).toBe(403);
    expect((await apply(cast.admin, propertyId)).status).toBe(403);
    const hidden = await insertProperty(cast.t, cast.landlord.id, { showOnMarketplace: false });
    expect((await apply(cast.tenant, hidden)).status).toBe(404);
    const pending = await insertProperty(cast.t, cast.landlord.id, { status: 'pending' });
    expect((await apply(cast.tenant, pending)).status).toBe(404);
    expect((await apply(cast.tenant, 999_999)).status).toBe(404);
  });

  it('refuses a SIN in the message, and unknown fields', async () => {
    const propertyId = await fresh();
    expect((await apply(cast.tenant, propertyId, { consent: true, message: `SIN ${SIN}` })).json.code).toBe('SIN_NOT_ACCEPTED');
    expect((await apply(cast.tenant, propertyId, { consent: true, sin: '046454286' })).json.code).toBe('SIN_NOT_ACCEPTED');
    expect((await apply(cast.tenant, propertyId, { consent: true, income: 5 })).json.code).toBe('VALIDATION_FAILED');
  });

  it('refuses a SIN however it is spelt, in the rental profile and the message; other numbers pass', async () => {
    const propertyId = await fresh();
    for (const [how, text] of SIN_SPELLINGS) {
      const profile = await cast.tenant.client.put('/api/rental-profile', { ...PROFILE, introduction: `About me: ${text}` });
      expect(profile.json?.code, how).toBe('SIN_NOT_ACCEPTED');
      const application = await apply(cast.tenant, propertyId, { consent: true, message: `Hello ${text}` });
      expect(application.json?.code, how).toBe('SIN_NOT_ACCEPTED');
    }
    expect((await cast.tenant.client.put('/api/rental-profile', { ...PROFILE, introduction: NOT_SINS.join('; ') })).status).toBe(200);
  });

  it('refuses to copy a SIN from the account (name, phone) or a profile saved before into an application', async () => {
    const named = await testUser(cast.t, 'tenant', { name: 'Tia 046.454.286' });
    expect((await apply(named, await fresh())).json).toEqual({ code: 'SIN_NOT_ACCEPTED', message: 'Hearth never asks for a Social Insurance Number. Please remove it.' });
    const phoned = await testUser(cast.t, 'tenant');
    await sql(cast.t, 'update users set phone = $1 where id = $2', ['046\u2009454\u2009286', phoned.id]);
    expect((await apply(phoned, await fresh())).json.code).toBe('SIN_NOT_ACCEPTED');
    const older = await testUser(cast.t, 'tenant');
    expect((await older.client.put('/api/rental-profile', PROFILE)).status).toBe(200);
    await sql(cast.t, `update rental_profiles set data = jsonb_set(data::jsonb, '{pets}', to_jsonb($1::text)) where user_id = $2`, ['O46 454 286', older.id]);
    expect((await apply(older, await fresh())).json.code).toBe('SIN_NOT_ACCEPTED');
    const [{ count }] = (await sql<{ count: string }>(cast.t, 'select count(*) from rental_applications where tenant_id = any($1)', [[named.id, phoned.id, older.id]])).rows;
    expect(count).toBe('0');
  });

  it('tells the landlord in-app', async () => {
    const id = await applied();
    const notes = (await cast.landlord.client.get('/api/notifications')).json as Array<{ type: string; message: string; metadata: { applicationId: number } }>;
    expect(notes.find((n) => n.metadata?.applicationId === id)).toMatchObject({ type: 'application', message: 'Tia Tenant applied for Harbour Loft.' });
  });
});

describe('deciding (POST /api/applications/{id}/decision)', () => {
  it('shortlists then accepts, and the accepted application answers the Create Lease draft', async () => {
    await cast.tenant.client.put('/api/rental-profile', PROFILE);
    const id = await applied();
    expect((await decide(id, 'shortlisted')).json).toMatchObject({ status: 'shortlisted', decidedAt: expect.any(String), closedAt: null, leaseDraft: null });
    const accepted = await decide(id, 'accepted');
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.json).toMatchObject({
      status: 'accepted',
      closedAt: expect.any(String),
      leaseDraft: { tenantName: 'Tia Tenant', tenantEmail: cast.tenant.email, tenantPhone: '+14165550123', monthlyRent: 2400, province: 'ON', startDate: '2099-01-01', endDate: '2099-12-31' },
    });
  });

  it('allows only the documented moves: accepted, declined and withdrawn are final', async () => {
    const declined = await applied();
    await decide(declined, 'declined');
    const again = await decide(declined, 'accepted');
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ code: 'APPLICATION_CLOSED', message: 'This application is declined: it cannot become accepted.', status: 'declined' });
    expect((await cast.tenant.client.post(`/api/applications/${declined}/withdraw`)).status).toBe(409);

    const accepted = await applied();
    await decide(accepted, 'accepted');
    expect((await decide(accepted, 'declined')).status).toBe(409);
    expect((await decide(accepted, 'shortlisted')).status).toBe(409);

    const withdrawn = await applied();
    await cast.tenant.client.post(`/api/applications/${withdrawn}/withdraw`);
    expect((await decide(withdrawn, 'shortlisted')).status).toBe(409);

    const shortlisted = await applied();
    await decide(shortlisted, 'shortlisted');
    expect((await decide(shortlisted, 'shortlisted')).status).toBe(409);
  });

  it('is the listing landlord’s alone; outsiders learn nothing', async () => {
    const id = await applied();
    expect((await decide(id, 'accepted', cast.tenant)).status).toBe(403);
    expect((await decide(id, 'accepted', cast.otherLandlord)).json).toEqual({ code: 'NOT_FOUND', message: 'Application not found' });
    expect((await decide(id, 'accepted', cast.admin)).status).toBe(404);
    expect((await decide(id, 'accepted', cast.otherTenant)).status).toBe(404);
    expect((await decide(id, 'maybe')).json.code).toBe('VALIDATION_FAILED');
    expect((await decide(999_999, 'accepted')).status).toBe(404);
  });

  it('tells the tenant of each decision in-app and by email in their language', async () => {
    const french = await testUser(cast.t, 'tenant', { name: 'Élise Locataire' });
    await french.client.patch('/api/profile', { preferredLanguage: 'fr' });
    const id = await applied(french);
    const before = cast.t.mailer.sent.length;
    await decide(id, 'shortlisted');
    await decide(id, 'accepted');
    // The emails go through the job queue, enqueued with each decision.
    const mails = () => cast.t.mailer.sent.slice(before).filter((mail) => mail.to === french.email);
    await vi.waitFor(() => expect(mails()).toHaveLength(2), { timeout: 15_000, interval: 200 });
    expect(mails().map((mail) => mail.subject).sort()).toEqual(['Demande acceptée', 'Demande retenue']);
    expect(mails().find((mail) => mail.subject === 'Demande acceptée')!.text).toContain('Lena Landlord a accepté votre demande pour Harbour Loft. Une invitation à signer le bail suivra.');
    const notes = (await french.client.get('/api/notifications')).json as Array<{ title: string }>;
    expect(notes.map((n) => n.title)).toEqual(expect.arrayContaining(['Demande retenue', 'Demande acceptée']));
    const english = await applied();
    await decide(english, 'declined');
    await vi.waitFor(() => expect(cast.t.mailer.sent.some((mail) => mail.to === cast.tenant.email && mail.subject === 'Application Declined')).toBe(true), { timeout: 15_000, interval: 200 });
  });

  it('sends no decision email once the tenant deleted the application', async () => {
    const id = await applied();
    const { orm, applicationNotices } = cast.t.services;
    const decisionEmails = () => applicationNotices.decisionEmails(orm.em.fork(), { applicationId: id, event: 'accepted' });
    expect(await decisionEmails()).toHaveLength(1);
    await cast.tenant.client.delete(`/api/applications/${id}`);
    expect(await decisionEmails()).toEqual([]);
  });
});

describe('in-app notices commit with the change they tell of', () => {
  /** While `during` runs, writing an application notice to `recipientId` fails (a crash between change and notice). */
  async function noticesFailFor(recipientId: number, during: () => Promise<void>) {
    await sql(cast.t, `create function fail_application_notice() returns trigger language plpgsql as $$ begin raise exception 'notice write failed (injected)'; end $$`);
    await sql(
      cast.t,
      `create trigger fail_application_notice before insert on notifications for each row
       when (new.type = 'application' and new.recipient_id = ${Number(recipientId)}) execute function fail_application_notice()`,
    );
    try {
      await during();
    } finally {
      await sql(cast.t, 'drop trigger fail_application_notice on notifications; drop function fail_application_notice()');
    }
  }
  const noticesAbout = async (id: number) =>
    (await sql<{ n: number }>(cast.t, `select count(*)::int as n from notifications where type = 'application' and (metadata->>'applicationId')::int = $1`, [id])).rows[0]!.n;

  it('an application whose notice cannot be written is not stored either', async () => {
    const tenant = await testUser(cast.t, 'tenant');
    const propertyId = await fresh();
    await noticesFailFor(cast.landlord.id, async () => {
      expect((await apply(tenant, propertyId)).status).toBe(500);
    });
    const stored = await sql<{ n: number }>(cast.t, 'select count(*)::int as n from rental_applications where tenant_id = $1', [tenant.id]);
    expect(stored.rows[0]!.n).toBe(0);
    const id = await applied(tenant, propertyId);
    expect(await noticesAbout(id)).toBe(1);
  });

  it('a decision whose notice cannot be written is undone with its email job', async () => {
    const tenant = await testUser(cast.t, 'tenant');
    const id = await applied(tenant);
    await noticesFailFor(tenant.id, async () => {
      expect((await decide(id, 'accepted')).status).toBe(500);
    });
    const row = await sql<{ status: string }>(cast.t, 'select status from rental_applications where id = $1', [id]);
    expect(row.rows[0]!.status).toBe('submitted');
    const jobs = await sql<{ n: number }>(cast.t, `select count(*)::int as n from pgboss.job where name = 'application-decision-email' and singleton_key = $1`, [`${id}:accepted`]);
    expect(jobs.rows[0]!.n).toBe(0);
    expect(await noticesAbout(id)).toBe(1);
    expect((await decide(id, 'accepted')).status).toBe(200);
    expect(await noticesAbout(id)).toBe(2);
  });
});

describe('withdrawing and deleting', () => {
  it('the tenant withdraws an open application; nobody else may', async () => {
    const id = await applied();
    expect((await cast.landlord.client.post(`/api/applications/${id}/withdraw`)).status).toBe(403);
    expect((await cast.otherTenant.client.post(`/api/applications/${id}/withdraw`)).status).toBe(404);
    const withdrawn = await cast.tenant.client.post(`/api/applications/${id}/withdraw`);
    expect(withdrawn.json).toMatchObject({ status: 'withdrawn', closedAt: expect.any(String) });
  });

  it('the tenant deletes theirs at any time, with its access log', async () => {
    const id = await applied();
    await cast.landlord.client.get(`/api/properties/${(await sql(cast.t, 'select property_id from rental_applications where id = $1', [id])).rows[0].property_id}/applications`);
    expect((await cast.landlord.client.delete(`/api/applications/${id}`)).status).toBe(403);
    expect((await cast.otherTenant.client.delete(`/api/applications/${id}`)).status).toBe(404);
    expect((await cast.tenant.client.delete(`/api/applications/${id}`)).json).toEqual({ success: true });
    const { rows } = await sql(cast.t, 'select (select count(*) from rental_applications where id = $1)::int as apps, (select count(*) from application_access_log where application_id = $1)::int as logs', [id]);
    expect(rows[0]).toEqual({ apps: 0, logs: 0 });
    expect((await cast.tenant.client.delete(`/api/applications/${id}`)).status).toBe(404);
  });
});

describe('a deleted application’s notifications forget the applicant', () => {
  type Note = { title: string; message: string; senderId: number | null; metadata: { applicationId: number; tenantName: string | null } };
  const notesAbout = async (who: TestUser, id: number, headers?: Record<string, string>) =>
    ((await who.client.get('/api/notifications', headers)).json as Note[]).filter((note) => note.metadata?.applicationId === id);
  /** Everything stored of the notifications about `id` (texts, template and its values, metadata), as one text. */
  const storedAbout = async (id: number) =>
    (await sql<{ row: string }>(cast.t, `select row_to_json(n)::text as row from notifications n where (metadata->>'applicationId')::int = $1`, [id])).rows.map((r) => r.row);

  async function decidedAndNamed(name: string): Promise<{ tenant: TestUser; id: number }> {
    const tenant = await testUser(cast.t, 'tenant', { name });
    const id = await applied(tenant);
    await decide(id, 'shortlisted');
    expect((await notesAbout(cast.landlord, id))[0]).toMatchObject({ message: `${name} applied for Harbour Loft.`, metadata: { tenantName: name } });
    expect((await notesAbout(tenant, id))[0]).toMatchObject({ metadata: { tenantName: name } });
    return { tenant, id };
  }

  async function expectForgotten(tenant: TestUser, id: number, name: string) {
    const stored = await storedAbout(id);
    expect(stored).toHaveLength(2);
    for (const row of stored) expect(row).not.toContain(name);
    const [landlordNote] = await notesAbout(cast.landlord, id);
    expect(landlordNote).toMatchObject({
      title: 'New Rental Application',
      message: 'An applicant applied for Harbour Loft. The application has since been deleted.',
      senderId: null,
      metadata: { applicationId: id },
    });
    expect(landlordNote!.metadata.tenantName ?? null).toBeNull();
    const [french] = await notesAbout(cast.landlord, id, { 'accept-language': 'fr-CA' });
    expect(french!.message).toBe('Un candidat a présenté une demande pour Harbour Loft. Cette demande a depuis été supprimée.');
    // The tenant's own notice of the decision keeps what it said (the landlord's name), without theirs.
    const [tenantNote] = await notesAbout(tenant, id);
    expect(tenantNote).toMatchObject({ message: 'Lena Landlord shortlisted your application for Harbour Loft.' });
    expect(tenantNote!.metadata.tenantName ?? null).toBeNull();
  }

  it('when the tenant deletes it', async () => {
    const { tenant, id } = await decidedAndNamed('Dora Deleter');
    expect((await tenant.client.delete(`/api/applications/${id}`)).json).toEqual({ success: true });
    await expectForgotten(tenant, id, 'Dora Deleter');
  });

  it('when the retention job deletes it', async () => {
    const { tenant, id } = await decidedAndNamed('Rita Retained');
    await tenant.client.post(`/api/applications/${id}/withdraw`);
    await sql(cast.t, `update rental_applications set closed_at = '2026-01-01T00:00:00Z' where id = $1`, [id]);
    expect(await cast.t.services.applicationRetention.run(new Date('2026-11-27T12:00:00Z'))).toBeGreaterThanOrEqual(1);
    await expectForgotten(tenant, id, 'Rita Retained');
  });
});

describe('who reads an application, and the access log', () => {
  it('lists a listing’s applications for its landlord only, and logs each landlord read for the tenant', async () => {
    const propertyId = await fresh();
    const id = await applied(cast.tenant, propertyId);
    expect((await cast.tenant.client.get(`/api/properties/${propertyId}/applications`)).status).toBe(403);
    expect((await cast.otherLandlord.client.get(`/api/properties/${propertyId}/applications`)).status).toBe(403);
    expect((await cast.admin.client.get(`/api/properties/${propertyId}/applications`)).status).toBe(403);
    expect(await accessLog(id)).toEqual([]);
    await cast.tenant.client.get('/api/applications/mine');
    expect(await accessLog(id)).toEqual([]);

    const listed = await cast.landlord.client.get(`/api/properties/${propertyId}/applications`);
    expect(listed.json.map((a: { id: number }) => a.id)).toEqual([id]);
    await cast.landlord.client.graphql(`query { propertyApplications(propertyId: ${propertyId}) { id } }`);
    expect(await accessLog(id)).toEqual([
      expect.objectContaining({ viewerName: 'Lena Landlord', viewerRole: 'landlord', action: 'viewed', at: expect.any(String) }),
      expect.objectContaining({ viewerName: 'Lena Landlord', action: 'viewed' }),
    ]);
    expect((await cast.landlord.client.get(`/api/applications/${id}/access-log`)).status).toBe(403);
    expect((await cast.otherTenant.client.get(`/api/applications/${id}/access-log`)).status).toBe(404);
  });

  it('serves the snapshot’s documents to the tenant and the landlord (logged), and to nobody else', async () => {
    const upload = await uploadFile(cast.t.url, cast.tenant.client, { bytes: pdf('Employment letter'), name: 'letter.pdf', type: 'application/pdf' }, 'document');
    const cid = upload.json.data.cid as string;
    await cast.tenant.client.put('/api/rental-profile', { documents: [{ kind: 'proof-of-income', name: 'letter.pdf', ipfsHash: cid }] });
    const id = await applied();
    const path = `/api/applications/${id}/documents/${cid}`;

    const landlord = await cast.landlord.client.get(path);
    expect(landlord.status).toBe(200);
    expect(landlord.text).toContain('Employment letter');
    expect(landlord.headers.get('cache-control')).toBe('private, no-store');
    expect((await cast.tenant.client.get(path)).status).toBe(200);
    for (const outsider of [cast.otherLandlord, cast.admin, cast.otherTenant]) expect((await outsider.client.get(path)).status).toBe(404);
    expect((await cast.anonymous.get(path)).status).toBe(401);
    // The gateway keeps the file private to its uploader: the landlord reads it only through the application, admins never.
    for (const other of [cast.landlord, cast.admin]) expect((await other.client.get(`/ipfs/${cid}`)).status).toBe(403);
    const other = await uploadFile(cast.t.url, cast.tenant.client, { bytes: pdf('Not attached'), name: 'other.pdf', type: 'application/pdf' }, 'document');
    expect((await cast.landlord.client.get(`/api/applications/${id}/documents/${other.json.data.cid}`)).status).toBe(404);

    expect(await accessLog(id)).toEqual([expect.objectContaining({ action: 'downloaded', documentName: 'letter.pdf', viewerName: 'Lena Landlord' })]);
  });
});

describe('retention (APPLICATION_RETENTION_DAYS, the daily job)', () => {
  it('deletes applications closed longer ago than the retention, and keeps open and recently closed ones', async () => {
    const old = await applied();
    const recent = await applied();
    const open = await applied();
    await decide(old, 'declined');
    await decide(recent, 'declined');
    const days = cast.t.services.config.applicationRetentionDays;
    expect(days).toBe(90);
    await sql(cast.t, `update rental_applications set closed_at = now() - make_interval(days => $2 + 1) where id = $1`, [old, days]);
    await sql(cast.t, `update rental_applications set closed_at = now() - make_interval(days => $2 - 1) where id = $1`, [recent, days]);
    await sql(cast.t, `update rental_applications set created_at = now() - interval '400 days' where id = $1`, [open]);

    expect(await cast.t.services.applicationRetention.run(fromNow(0))).toBeGreaterThanOrEqual(1);
    const { rows } = await sql<{ id: number }>(cast.t, 'select id from rental_applications where id = any($1::int[])', [[old, recent, open]]);
    expect(rows.map((row) => row.id).sort()).toEqual([recent, open].sort());
    expect(await cast.t.services.applicationRetention.run(fromNow(0))).toBe(0);
  });
});

describe('GraphQL', () => {
  it('applies, lists with the listing title, and carries the codes in extensions', async () => {
    const propertyId = await fresh();
    const refused = await cast.tenant.client.graphql(`mutation { applyToProperty(propertyId: ${propertyId}, consent: false) { id } }`);
    expect(refused.json.errors[0].extensions.code).toBe('CONSENT_REQUIRED');
    const ok = await cast.tenant.client.graphql(`mutation { applyToProperty(propertyId: ${propertyId}, consent: true, message: "Hi") { id status propertyTitle leaseDraft { tenantName } } }`);
    expect(ok.json.data.applyToProperty).toMatchObject({ status: 'submitted', propertyTitle: 'Harbour Loft', leaseDraft: null });
    const id = ok.json.data.applyToProperty.id;
    const decided = await cast.landlord.client.graphql(`mutation { decideApplication(id: ${id}, decision: accepted) { status leaseDraft { tenantName monthlyRent province } } }`);
    expect(decided.json.data.decideApplication).toEqual({ status: 'accepted', leaseDraft: { tenantName: 'Tia Tenant', monthlyRent: 2400, province: 'ON' } });
    const mine = await cast.tenant.client.graphql('{ myApplications { id status leaseDraft { tenantName } } }');
    expect(mine.json.data.myApplications.find((a: { id: number }) => a.id === id)).toEqual({ id, status: 'accepted', leaseDraft: null });
    const log = await cast.tenant.client.graphql(`{ applicationAccessLog(id: ${id}) { viewerName viewerRole at } }`);
    expect(log.json.data.applicationAccessLog).toEqual([]);
  });

  it('saves the rental profile, and refuses a SIN', async () => {
    const saved = await cast.tenant.client.graphql('mutation { saveRentalProfile(input: { employer: "Maple", householdSize: 3, references: [{ name: "A", relation: "B", contact: "c@example.ca" }] }) { employer householdSize references { name } } }');
    expect(saved.json.data.saveRentalProfile).toEqual({ employer: 'Maple', householdSize: 3, references: [{ name: 'A' }] });
    const refused = await cast.tenant.client.graphql(`mutation { saveRentalProfile(input: { introduction: "SIN ${SIN}" }) { employer } }`);
    expect(refused.json.errors[0].extensions.code).toBe('SIN_NOT_ACCEPTED');
  });
});

describe('a list of N applications costs a constant number of SQL statements', () => {
  /** `count` accepted applications of `tenant`, one per fresh listing of `landlord`. */
  async function seed(tenant: TestUser, landlord: TestUser, count: number): Promise<void> {
    await sql(
      cast.t,
      `with listings as (
         insert into properties (title, address, city, province, property_type, bedrooms, bathrooms, monthly_rent, owner_id, latitude, longitude)
         select 'Counted ' || n, n || ' Main St', 'Countville', 'ON', 'condo', 2, 1, 2000, $1, 43.65, -79.38 from generate_series(1, $2) n returning id
       )
       insert into rental_applications (property_id, tenant_id, landlord_id, status, profile, applicant_name, applicant_email, consented_at, decided_at, closed_at)
       select id, $3, $1, 'accepted', '{"references":[],"documents":[]}', 'Counted', 'counted@example.ca', now(), now(), now() from listings`,
      [landlord.id, count, tenant.id],
    );
  }
  const QUERY = '{ myApplications { id propertyTitle profile { employer } leaseDraft { monthlyRent } } }';

  it('myApplications with the listing titles (3 and 30 applications)', async () => {
    const small = await testUser(cast.t, 'tenant');
    const large = await testUser(cast.t, 'tenant');
    await seed(small, cast.otherLandlord, 3);
    await seed(large, cast.otherLandlord, 30);
    const counted = async (tenant: TestUser, n: number) => {
      await tenant.client.graphql(QUERY);
      const { result, queries } = await countQueries(() => tenant.client.graphql(QUERY));
      expect(result.json.data.myApplications).toHaveLength(n);
      return queries.length;
    };
    expect(await counted(large, 30)).toBe(await counted(small, 3));
  });

  it('propertyApplications with lease drafts, each read logged (3 and 30 applications)', async () => {
    const listingWith = async (count: number) => {
      const propertyId = await fresh();
      await sql(
        cast.t,
        `with tenants as (
           insert into users (email, name, role) select 'counted-' || $2 || '-' || n || '-' || $3 || '@example.ca', 'Counted ' || n, 'tenant' from generate_series(1, $2) n returning id
         )
         insert into rental_applications (property_id, tenant_id, landlord_id, status, profile, applicant_name, applicant_email, consented_at, decided_at, closed_at)
         select $1, id, $4, 'accepted', '{"references":[],"documents":[]}', 'Counted', 'counted@example.ca', now(), now(), now() from tenants`,
        [propertyId, count, process.pid, cast.landlord.id],
      );
      return propertyId;
    };
    const counted = async (propertyId: number, n: number) => {
      const query = `{ propertyApplications(propertyId: ${propertyId}) { id propertyTitle leaseDraft { monthlyRent } } }`;
      await cast.landlord.client.graphql(query);
      const { result, queries } = await countQueries(() => cast.landlord.client.graphql(query));
      expect(result.json.data.propertyApplications).toHaveLength(n);
      return queries.length;
    };
    const [small, large] = [await listingWith(3), await listingWith(30)];
    expect(await counted(large, 30)).toBe(await counted(small, 3));
  });
});

describe('the journey: from an application to a booked listing', () => {
  it('applies, shortlists, accepts, sends the prefilled lease with a legal deposit (an illegal one refused), the tenant accepts, the listing is Booked', async () => {
    await cast.tenant.client.put('/api/rental-profile', { ...PROFILE, moveInDate: null });
    const propertyId = await fresh();
    const id = await applied(cast.tenant, propertyId);
    await decide(id, 'shortlisted');
    const { leaseDraft } = (await decide(id, 'accepted')).json;
    const { province: _province, ...draft } = leaseDraft;
    // The tenant gave no move-in day: the landlord picks today, so the accepted lease books the listing at once (docs/product.md#property-card).
    expect(leaseDraft).toMatchObject({ startDate: null, endDate: null });
    const lease = { ...draft, startDate: day(0), endDate: day(365) };

    const illegal = await cast.landlord.client.post('/api/leases', { ...lease, deposits: [{ kind: 'security', amount: 1000 }] });
    expect(illegal.json).toMatchObject({ code: 'DEPOSIT_NOT_ALLOWED', message: 'A security deposit is not allowed in Ontario (Residential Tenancies Act, 2006, ss. 105–106).' });
    const mailsBefore = cast.t.mailer.sent.length;
    const sent = await cast.landlord.client.post('/api/leases', { ...lease, deposits: [{ kind: 'last-month-rent', amount: 2400 }] });
    expect(sent.status, sent.text).toBe(201);
    await cast.t.mailer.delivered(cast.tenant.email, (mail) => mail.subject === 'New Lease Invitation', mailsBefore);

    expect((await cast.tenant.client.post(`/api/leases/${sent.json.id}/accept`)).json.status).toBe('active');
    const booked = await cast.anonymous.graphql(`{ property(id: ${propertyId}) { isBooked } }`);
    expect(booked.json.data.property.isBooked).toBe(true);
  });
});
