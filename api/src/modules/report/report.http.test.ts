import { describe, expect, it } from 'vitest';
import { appWithCast, createListing, marketplaceActors } from '../../../test/marketplace-fixtures.js';

const actors = appWithCast(marketplaceActors);

const report = (client: typeof actors.tenant.client, propertyId: number, body: unknown = { reason: 'scam', details: 'Asks for a deposit by wire.' }) =>
  client.post(`/api/properties/${propertyId}/reports`, body);

describe('listing reports over REST', () => {
  it('lets a signed-in user report a listing once while the report is open', async () => {
    const { id } = await createListing(actors.t, actors.landlord);
    const first = await report(actors.tenant.client, id);
    expect(first.status, first.text).toBe(201);
    expect(first.json).toMatchObject({ propertyId: id, reporterId: actors.tenant.id, reason: 'scam', details: 'Asks for a deposit by wire.', status: 'open' });
    // The landlord's name is the admins' only.
    expect(first.json.propertyOwnerName).toBeNull();

    const again = await report(actors.tenant.client, id, { reason: 'other' });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ code: 'CONFLICT', message: 'You have already reported this listing. An administrator will review your report.' });
    // Another user's report of the same listing is their own.
    expect((await report(actors.otherLandlord.client, id, { reason: 'inaccurate' })).status).toBe(201);
  });

  it('refuses the owner, anonymous callers, listings the caller cannot see and bad input with clear 4xx', async () => {
    const { id } = await createListing(actors.t, actors.landlord);
    const hidden = await createListing(actors.t, actors.landlord, { showOnMarketplace: false });
    expect((await report(actors.landlord.client, id)).json).toEqual({ code: 'FORBIDDEN', message: 'You cannot report your own listing.' });
    expect((await report(actors.anonymous, id)).status).toBe(401);
    expect((await report(actors.tenant.client, hidden.id)).json).toEqual({ code: 'NOT_FOUND', message: 'Property not found' });
    expect((await report(actors.tenant.client, 2_000_000)).status).toBe(404);
    const badReason = await report(actors.tenant.client, id, { reason: 'ugly' });
    expect(badReason.status).toBe(400);
    expect(badReason.json.message).toBe('Reason must be one of scam, unavailable, inaccurate, offensive, other');
    expect((await report(actors.tenant.client, id, { reason: 'other', details: 'x'.repeat(2001) })).status).toBe(400);
    expect((await report(actors.tenant.client, id, { reason: 'other', userId: 1 })).status).toBe(400);
  });

  it('gives admins the queue; dismissing closes the report and leaves the listing alone', async () => {
    const { id } = await createListing(actors.t, actors.landlord, { title: 'Queue me' });
    const opened = (await report(actors.tenant.client, id, { reason: 'unavailable' })).json;

    const queue = await actors.admin.client.get('/api/admin/reports');
    expect(queue.status).toBe(200);
    expect(queue.json.find((row: { id: number }) => row.id === opened.id)).toMatchObject({
      propertyTitle: 'Queue me',
      propertyOwnerId: actors.landlord.id,
      propertyOwnerName: 'Lena Landlord',
      reporterName: 'Tara Tenant',
      reason: 'unavailable',
    });
    expect((await actors.tenant.client.get('/api/admin/reports')).status).toBe(403);
    expect((await actors.landlord.client.post(`/api/admin/reports/${opened.id}/resolve`, { action: 'dismiss' })).status).toBe(403);

    const dismissed = await actors.admin.client.post(`/api/admin/reports/${opened.id}/resolve`, { action: 'dismiss' });
    expect(dismissed.json).toMatchObject({ id: opened.id, status: 'dismissed' });
    expect(dismissed.json.resolvedAt).toEqual(expect.any(String));
    const twice = await actors.admin.client.post(`/api/admin/reports/${opened.id}/resolve`, { action: 'dismiss' });
    expect(twice.json).toEqual({ code: 'CONFLICT', message: 'This report was already resolved.' });
    expect((await actors.admin.client.post('/api/admin/reports/2000000/resolve', { action: 'dismiss' })).status).toBe(404);
    expect((await actors.admin.client.get('/api/admin/reports')).json.map((row: { id: number }) => row.id)).not.toContain(opened.id);
    expect((await actors.anonymous.get(`/api/properties/${id}`)).status).toBe(200);
    // Once resolved, the same user may report the listing again.
    expect((await report(actors.tenant.client, id)).status).toBe(201);
  });

  it('hides a listing with the reason its owner sees, settles its open reports, and the owner cannot list it again', async () => {
    const { id } = await createListing(actors.t, actors.landlord);
    const first = (await report(actors.tenant.client, id)).json;
    const second = (await report(actors.otherLandlord.client, id)).json;

    const noReason = await actors.admin.client.post(`/api/admin/reports/${first.id}/resolve`, { action: 'hide' });
    expect(noReason.status).toBe(400);
    expect(noReason.json.message).toBe('Please give the reason the landlord will see when the listing is hidden.');
    expect((await actors.admin.client.post(`/api/admin/reports/${first.id}/resolve`, { action: 'delete' })).status).toBe(400);

    const reason = 'Photos belong to another listing.';
    const hidden = await actors.admin.client.post(`/api/admin/reports/${first.id}/resolve`, { action: 'hide', reason });
    expect(hidden.json).toMatchObject({ status: 'hidden' });
    const queue = (await actors.admin.client.get('/api/admin/reports')).json.map((row: { id: number }) => row.id);
    expect(queue).not.toContain(second.id);

    expect((await actors.anonymous.get(`/api/properties/${id}`)).status).toBe(404);
    expect((await actors.anonymous.get('/api/properties?limit=200')).json.map((p: { id: number }) => p.id)).not.toContain(id);
    const own = await actors.landlord.client.get(`/api/properties/${id}`);
    expect(own.json).toMatchObject({ showOnMarketplace: false, moderationReason: reason });
    const relist = await actors.landlord.client.put(`/api/properties/${id}`, { showOnMarketplace: true });
    expect(relist.status).toBe(409);
    expect(relist.json.message).toBe(`An administrator hid this listing from the marketplace (${reason}); it cannot be listed again.`);
    expect((await actors.landlord.client.put(`/api/properties/${id}`, { title: 'Still editable' })).status).toBe(200);
  });
});

describe('listing reports over GraphQL', () => {
  const REPORT = `mutation($id: Int!, $input: ReportPropertyInput!) { reportProperty(propertyId: $id, input: $input) { id status reason propertyOwnerName } }`;
  const QUEUE = `{ reports { id propertyId propertyTitle propertyOwnerId propertyOwnerName reporterName reason details createdAt resolvedAt } }`;
  const RESOLVE = `mutation($id: Int!, $input: ResolveReportInput!) { resolveReport(id: $id, input: $input) { id status } }`;

  it('reports, lists the queue for admins only, and resolves', async () => {
    const { id } = await createListing(actors.t, actors.landlord, { title: 'Over GraphQL' });
    const reported = await actors.tenant.client.graphql(REPORT, { id, input: { reason: 'offensive', details: 'Rude text.' } });
    const reportId = reported.json.data.reportProperty.id;
    expect(reported.json.data.reportProperty).toMatchObject({ status: 'open', reason: 'offensive', propertyOwnerName: null });
    const duplicate = await actors.tenant.client.graphql(REPORT, { id, input: { reason: 'offensive' } });
    expect(duplicate.json.errors[0].extensions.code).toBe('CONFLICT');

    expect((await actors.tenant.client.graphql(QUEUE)).json.errors[0].extensions.code).toBe('FORBIDDEN');
    const queue = (await actors.admin.client.graphql(QUEUE)).json.data.reports;
    expect(queue.find((row: { id: number }) => row.id === reportId)).toMatchObject({ propertyTitle: 'Over GraphQL', propertyOwnerName: 'Lena Landlord', reporterName: 'Tara Tenant', details: 'Rude text.' });

    const resolved = await actors.admin.client.graphql(RESOLVE, { id: reportId, input: { action: 'hide', reason: 'Offensive wording.' } });
    expect(resolved.json.data.resolveReport).toEqual({ id: reportId, status: 'hidden' });
  });
});
