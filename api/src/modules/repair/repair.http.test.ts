import { describe, expect, it } from 'vitest';
import { sql } from '../../../test/auth-helpers.js';
import { appWithCast, day, insertProperty, leaseActors } from '../../../test/marketplace-fixtures.js';
import type { TestApp } from '../../../test/test-app.js';
import { uploadFile } from '../../../test/upload-client.js';
import { png } from '../upload/upload.fixtures.js';

const cast = appWithCast(async (t: TestApp) => {
  const actors = await leaseActors(t);
  const propertyId = await insertProperty(t, actors.landlord.id, { title: 'Maple Flat' });
  return { ...actors, propertyId };
});

/** A lease of the cast's landlord to `tenantId` in the state given (dates relative to the server's today). */
async function lease(status: string, dates: { start: string; end: string | null }, tenantId = cast.tenant.id): Promise<number> {
  const { rows } = await sql(
    cast.t,
    `insert into leases (property_id, landlord_id, tenant_id, tenant_name, tenant_email, status, start_date, end_date, monthly_rent, accepted_at, accepted_by)
     values ($1, $2, $3, 'Tia Tenant', (select email from users where id = $3), $4, $5, $6, 2000, case when $4 in ('active', 'ended') then now() end, case when $4 in ('active', 'ended') then $3::int end) returning id`,
    [cast.propertyId, cast.landlord.id, tenantId, status, dates.start, dates.end],
  );
  return rows[0].id;
}

let serial = 0;
/** A lease that takes repairs: active, this year (each on its own dates, as leases of one property never overlap). */
async function activeLease(tenantId = cast.tenant.id): Promise<number> {
  serial += 1;
  await sql(cast.t, `update leases set status = 'ended' where property_id = $1 and status = 'active'`, [cast.propertyId]);
  return lease('active', { start: day(-400 - serial * 10), end: day(300) }, tenantId);
}

const body = (overrides: Record<string, unknown> = {}) => ({ category: 'plumbing', description: 'The kitchen tap drips all night.', urgency: 'routine', ...overrides });

async function file(leaseId: number, overrides: Record<string, unknown> = {}) {
  const response = await cast.tenant.client.post(`/api/leases/${leaseId}/repair-requests`, body(overrides));
  expect(response.status, response.text).toBe(201);
  return response.json;
}

describe('POST /api/leases/{id}/repair-requests', () => {
  it('files a request for the tenant of an active lease: open, with its first timeline entry, and tells the landlord', async () => {
    const leaseId = await activeLease();
    const created = await file(leaseId, { urgency: 'emergency', category: 'heating', description: '  No heat since last night.  ', entryPermission: true });
    expect(created).toMatchObject({
      leaseId,
      propertyId: cast.propertyId,
      propertyTitle: 'Maple Flat',
      landlordId: cast.landlord.id,
      tenantId: cast.tenant.id,
      category: 'heating',
      description: 'No heat since last night.',
      urgency: 'emergency',
      entryPermission: true,
      status: 'open',
      photos: [],
      viewerSide: 'tenant',
      nextStatuses: [],
      comments: [],
    });
    expect(created.timeline).toEqual([expect.objectContaining({ fromStatus: null, toStatus: 'open', actorId: cast.tenant.id, actorName: 'Tia Tenant' })]);
    const mail = await cast.t.mailer.delivered(cast.landlord.email, (message) => message.subject === 'Emergency Repair Request');
    expect(mail.text).toContain('Tia Tenant reported an emergency at Maple Flat.');
    const { rows } = await sql(cast.t, `select title, metadata->>'repairRequestId' as id from notifications where recipient_id = $1 order by id desc limit 1`, [cast.landlord.id]);
    expect(rows[0]).toEqual({ title: 'Emergency Repair Request', id: String(created.id) });
  });

  it('refuses a blank description and an unknown category or urgency (400)', async () => {
    const leaseId = await activeLease();
    for (const overrides of [{ description: '   ' }, { description: undefined }, { category: 'roof' }, { urgency: 'whenever' }, { photos: ['not a cid'] }, { extra: 1 }]) {
      const refused = await cast.tenant.client.post(`/api/leases/${leaseId}/repair-requests`, body(overrides));
      expect(refused.status, JSON.stringify(overrides)).toBe(400);
      expect(refused.json.code).toBe('VALIDATION_FAILED');
    }
  });

  it('answers 404 to a stranger, another landlord and another tenant, 403 to the landlord, 401 to a visitor', async () => {
    const leaseId = await activeLease();
    expect((await cast.anonymous.post(`/api/leases/${leaseId}/repair-requests`, body())).status).toBe(401);
    for (const outsider of [cast.otherTenant, cast.otherLandlord, cast.admin]) {
      const refused = await outsider.client.post(`/api/leases/${leaseId}/repair-requests`, body());
      expect(refused.status, outsider.name).toBe(404);
    }
    const landlord = await cast.landlord.client.post(`/api/leases/${leaseId}/repair-requests`, body());
    expect(landlord.status).toBe(403);
    expect((await cast.tenant.client.post(`/api/leases/999999/repair-requests`, body())).status).toBe(404);
  });

  it('takes requests from acceptance until 30 days after the end, and refuses a pending lease or one ended longer ago (403)', async () => {
    await sql(cast.t, `update leases set status = 'ended' where property_id = $1 and status = 'active'`, [cast.propertyId]);
    const pending = await lease('pending', { start: day(500), end: day(800) });
    const endedRecently = await lease('ended', { start: day(-200), end: day(-29) });
    const endedLongAgo = await lease('ended', { start: day(-300), end: day(-250) });
    const endedMonthAgo = await lease('ended', { start: day(-240), end: day(-32) });
    await file(endedRecently);
    for (const leaseId of [pending, endedLongAgo, endedMonthAgo]) {
      const refused = await cast.tenant.client.post(`/api/leases/${leaseId}/repair-requests`, body());
      expect(refused.status).toBe(403);
      expect(refused.json.code).toBe('REPAIR_LEASE_NOT_ACTIVE');
    }
  });
});

describe('GET /api/repair-requests and /api/repair-requests/{id}', () => {
  it("lists a tenant's own and a landlord's for their properties, emergencies first then oldest, with how long each waited", async () => {
    const leaseId = await activeLease();
    const routine = await file(leaseId, { description: 'Squeaky door.', urgency: 'routine' });
    const emergency = await file(leaseId, { description: 'Water everywhere.', urgency: 'emergency' });
    await sql(cast.t, `update repair_requests set created_at = now() - interval '50 hours' where id = $1`, [routine.id]);
    const landlordList = await cast.landlord.client.get(`/api/repair-requests?propertyId=${cast.propertyId}&waiting=true`);
    expect(landlordList.status).toBe(200);
    const ids = landlordList.json.map((request: { id: number }) => request.id);
    expect(ids.indexOf(emergency.id)).toBeLessThan(ids.indexOf(routine.id));
    const waited = landlordList.json.find((request: { id: number }) => request.id === routine.id);
    expect(waited.waitedHours).toBeGreaterThanOrEqual(50);
    expect(waited.nextStatuses).toEqual(['acknowledged']);
    expect(landlordList.json.every((request: { urgency: string; landlordId: number }, index: number, all: Array<{ urgency: string }>) =>
      request.landlordId === cast.landlord.id && (request.urgency === 'emergency' || all.slice(index).every((later) => later.urgency !== 'emergency')),
    )).toBe(true);
    const tenantList = await cast.tenant.client.get('/api/repair-requests');
    expect(tenantList.json.map((request: { id: number }) => request.id)).toEqual(expect.arrayContaining([routine.id, emergency.id]));
    for (const outsider of [cast.otherTenant, cast.otherLandlord, cast.admin]) expect((await outsider.client.get('/api/repair-requests')).json).toEqual([]);
    expect((await cast.anonymous.get('/api/repair-requests')).status).toBe(401);
    expect((await cast.landlord.client.get('/api/repair-requests?waiting=maybe')).status).toBe(400);
  });

  it('shows one request to its two parties and admins; 404 to anyone else', async () => {
    const created = await file(await activeLease());
    for (const reader of [cast.tenant, cast.landlord, cast.admin]) {
      const read = await reader.client.get(`/api/repair-requests/${created.id}`);
      expect(read.status, reader.name).toBe(200);
      expect(read.json.viewerSide).toBe(reader === cast.admin ? null : reader.role);
    }
    for (const outsider of [cast.otherTenant, cast.otherLandlord]) expect((await outsider.client.get(`/api/repair-requests/${created.id}`)).status).toBe(404);
    expect((await cast.anonymous.get(`/api/repair-requests/${created.id}`)).status).toBe(401);
    expect((await cast.tenant.client.get('/api/repair-requests/abc')).status).toBe(400);
  });
});

describe('PATCH /api/repair-requests/{id} (the status machine)', () => {
  const move = (who: { client: { patch: (path: string, body: unknown) => Promise<{ status: number; json: any; text: string }> } }, id: number, status: string) =>
    who.client.patch(`/api/repair-requests/${id}`, { status });

  it('walks open → acknowledged → scheduled → in_progress → resolved → closed, each a timeline entry, the other party told', async () => {
    const created = await file(await activeLease());
    for (const status of ['acknowledged', 'scheduled', 'in_progress', 'resolved']) {
      const moved = await move(cast.landlord, created.id, status);
      expect(moved.status, moved.text).toBe(200);
      expect(moved.json.status).toBe(status);
    }
    await cast.t.mailer.delivered(cast.tenant.email, (message) => message.subject === 'Repair Request Updated' && message.text.includes('resolved. Confirm it is fixed'));
    const closed = await move(cast.tenant, created.id, 'closed');
    expect(closed.json.status).toBe('closed');
    expect(closed.json.timeline.map((entry: { toStatus: string; actorId: number }) => [entry.toStatus, entry.actorId])).toEqual([
      ['open', cast.tenant.id],
      ['acknowledged', cast.landlord.id],
      ['scheduled', cast.landlord.id],
      ['in_progress', cast.landlord.id],
      ['resolved', cast.landlord.id],
      ['closed', cast.tenant.id],
    ]);
    expect(closed.json.resolvedAt).not.toBeNull();
  });

  it('lets the tenant reopen a resolved request (back to open, waiting again)', async () => {
    const created = await file(await activeLease());
    for (const status of ['acknowledged', 'scheduled', 'in_progress', 'resolved']) await move(cast.landlord, created.id, status);
    const reopened = await move(cast.tenant, created.id, 'open');
    expect(reopened.json).toMatchObject({ status: 'open', resolvedAt: null });
    expect((await move(cast.landlord, created.id, 'acknowledged')).status).toBe(200);
  });

  it('refuses every other move with 409, a status of the other side with 403, outsiders with 404', async () => {
    const created = await file(await activeLease());
    const cases: Array<[typeof cast.tenant, string, number, string]> = [
      [cast.landlord, 'scheduled', 409, 'REPAIR_STATUS_MOVE_NOT_ALLOWED'],
      [cast.landlord, 'resolved', 409, 'REPAIR_STATUS_MOVE_NOT_ALLOWED'],
      [cast.landlord, 'open', 403, 'REPAIR_STATUS_NOT_YOURS'],
      [cast.landlord, 'closed', 403, 'REPAIR_STATUS_NOT_YOURS'],
      [cast.tenant, 'acknowledged', 403, 'REPAIR_STATUS_NOT_YOURS'],
      [cast.tenant, 'resolved', 403, 'REPAIR_STATUS_NOT_YOURS'],
      [cast.tenant, 'closed', 409, 'REPAIR_STATUS_MOVE_NOT_ALLOWED'],
      [cast.admin, 'acknowledged', 403, 'FORBIDDEN'],
      [cast.otherLandlord, 'acknowledged', 404, 'NOT_FOUND'],
      [cast.otherTenant, 'closed', 404, 'NOT_FOUND'],
    ];
    for (const [who, status, code, errorCode] of cases) {
      const refused = await move(who, created.id, status);
      expect([who.name, status, refused.status, refused.json.code]).toEqual([who.name, status, code, errorCode]);
    }
    expect((await move(cast.landlord, created.id, 'fixed')).status).toBe(400);
    await move(cast.landlord, created.id, 'acknowledged');
    const again = await move(cast.landlord, created.id, 'acknowledged');
    expect([again.status, again.json.code]).toEqual([409, 'REPAIR_STATUS_MOVE_NOT_ALLOWED']);
    const french = await cast.landlord.client.request('PATCH', `/api/repair-requests/${created.id}`, { body: { status: 'resolved' }, headers: { 'accept-language': 'fr-CA' } });
    expect(french.json.message).toBe('Cette demande de réparation ne peut pas passer à ce statut à partir de son statut actuel.');
    const { rows } = await sql(cast.t, 'select count(*)::int as n from repair_request_events where request_id = $1', [created.id]);
    expect(rows[0].n).toBe(2);
  });
});

describe('comments and photos', () => {
  const upload = async (who: typeof cast.tenant, size: number) => {
    const uploaded = await uploadFile(cast.t.url, who.client, { bytes: png(size), name: 'leak.png', type: 'image/png' }, 'private-image');
    expect(uploaded.status).toBe(201);
    return uploaded.json.data.cid as string;
  };

  it('keeps photos to the two parties and admins: strangers and visitors get 404 by cid on every path that serves bytes', async () => {
    const cid = await upload(cast.tenant, 301);
    // Uploaded private: before anything cites it, only its uploader has it.
    expect((await cast.anonymous.get(`/ipfs/${cid}`)).status).toBe(404);
    expect((await cast.landlord.client.get(`/ipfs/${cid}`)).status).toBe(404);
    const created = await file(await activeLease(), { photos: [cid] });
    expect(created.photos).toEqual([cid]);
    for (const reader of [cast.tenant, cast.landlord, cast.admin]) expect((await reader.client.get(`/ipfs/${cid}`)).status, reader.name).toBe(200);
    for (const outsider of [cast.otherTenant, cast.otherLandlord]) expect((await outsider.client.get(`/ipfs/${cid}`)).status, outsider.name).toBe(404);
    expect((await cast.anonymous.get(`/ipfs/${cid}`)).status).toBe(404);
    const served = await cast.landlord.client.get(`/ipfs/${cid}`);
    expect(served.headers.get('cache-control') ?? '').not.toContain('public');
    // The other download route (an application's documents) never serves it either.
    expect((await cast.otherLandlord.client.get(`/api/applications/1/documents/${cid}`)).status).toBe(404);
  });

  it('takes only images the caller uploaded', async () => {
    const leaseId = await activeLease();
    const theirs = await upload(cast.otherTenant, 302);
    const refused = await cast.tenant.client.post(`/api/leases/${leaseId}/repair-requests`, body({ photos: [theirs] }));
    expect([refused.status, refused.json.code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('threads comments with photos between the two parties; the other party is told; outsiders 404, admins 403', async () => {
    const created = await file(await activeLease());
    const photo = await upload(cast.landlord, 303);
    const comment = await cast.landlord.client.post(`/api/repair-requests/${created.id}/comments`, { body: 'The plumber comes Tuesday.', photos: [photo] });
    expect(comment.status, comment.text).toBe(201);
    expect(comment.json).toMatchObject({ authorId: cast.landlord.id, body: 'The plumber comes Tuesday.', photos: [photo] });
    await cast.t.mailer.delivered(cast.tenant.email, (message) => message.subject === 'New Comment on a Repair Request');
    expect((await cast.tenant.client.get(`/ipfs/${photo}`)).status).toBe(200);
    expect((await cast.otherTenant.client.get(`/ipfs/${photo}`)).status).toBe(404);
    const read = await cast.tenant.client.get(`/api/repair-requests/${created.id}`);
    expect(read.json.comments).toEqual([expect.objectContaining({ authorName: 'Lena Landlord', body: 'The plumber comes Tuesday.' })]);
    expect((await cast.tenant.client.post(`/api/repair-requests/${created.id}/comments`, { body: '  ' })).status).toBe(400);
    expect((await cast.otherLandlord.client.post(`/api/repair-requests/${created.id}/comments`, { body: 'Hi' })).status).toBe(404);
    expect((await cast.admin.client.post(`/api/repair-requests/${created.id}/comments`, { body: 'Hi' })).status).toBe(403);
  });
});

describe('GraphQL', () => {
  it('files, lists, reads and moves with the same rules', async () => {
    const leaseId = await activeLease();
    const filed = await cast.tenant.client.graphql(
      `mutation($leaseId: Int!) { fileRepairRequest(leaseId: $leaseId, input: { category: electrical, description: "Outlet sparks.", urgency: urgent }) { id status urgency timeline { toStatus } } }`,
      { leaseId },
    );
    expect(filed.json.errors).toBeUndefined();
    const id = filed.json.data!.fileRepairRequest.id;
    expect(filed.json.data!.fileRepairRequest).toMatchObject({ status: 'open', urgency: 'urgent', timeline: [{ toStatus: 'open' }] });
    const blank = await cast.tenant.client.graphql(`mutation { fileRepairRequest(leaseId: ${leaseId}, input: { category: other, description: " ", urgency: routine }) { id } }`);
    expect(blank.json.errors![0]!.extensions!.code).toBe('VALIDATION_FAILED');
    const listed = await cast.landlord.client.graphql(`{ myRepairRequests(waiting: true) { id waitedHours nextStatuses } }`);
    expect(listed.json.data.myRepairRequests).toEqual(expect.arrayContaining([expect.objectContaining({ id, nextStatuses: ['acknowledged'] })]));
    const tenantMove = await cast.tenant.client.graphql(`mutation { moveRepairRequest(id: ${id}, status: acknowledged) { id } }`);
    expect(tenantMove.json.errors![0]!.extensions!.code).toBe('REPAIR_STATUS_NOT_YOURS');
    const moved = await cast.landlord.client.graphql(`mutation { moveRepairRequest(id: ${id}, status: acknowledged) { status } }`);
    expect(moved.json.data.moveRepairRequest.status).toBe('acknowledged');
    const skip = await cast.landlord.client.graphql(`mutation { moveRepairRequest(id: ${id}, status: resolved) { status } }`);
    expect(skip.json.errors![0]!.extensions!.code).toBe('REPAIR_STATUS_MOVE_NOT_ALLOWED');
    const stranger = await cast.otherLandlord.client.graphql(`{ repairRequest(id: ${id}) { id } }`);
    expect(stranger.json.errors![0]!.extensions!.code).toBe('NOT_FOUND');
    const commented = await cast.tenant.client.graphql(`mutation { commentOnRepairRequest(id: ${id}, body: "Thanks!") { body } }`);
    expect(commented.json.data.commentOnRepairRequest.body).toBe('Thanks!');
  });
});
