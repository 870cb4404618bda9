import { describe, expect, it } from 'vitest';
import { appWithCast, day, insertProperty, marketplaceActors, testUser } from '../../../test/marketplace-fixtures.js';

// Viewing requests with proposed times over real HTTP on a real PostgreSQL: the tenant proposes, the owner answers once.
const cast = appWithCast(async (t) => {
  const actors = await marketplaceActors(t);
  const otherTenant = await testUser(t, 'tenant', { name: 'Olga Other' });
  return { ...actors, otherTenant };
}, 60_000);

/** `hour`:00 on the listing's clock (Toronto) `days` from today; the offset is EST's, so in EDT it is an hour later, still within hours. */
const at = (days: number, hour: number) => new Date(`${day(days)}T${String(hour).padStart(2, '0')}:00:00-05:00`).toISOString();

const listing = (title = 'Loft on King') => insertProperty(cast.t, cast.landlord.id, { title });

async function propose(propertyId: number, body: Record<string, unknown> = {}) {
  const response = await cast.tenant.client.post('/api/notifications/viewing-request', { propertyId, proposedTimes: [at(5, 18), at(3, 10)], message: 'Evenings suit me.', ...body });
  if (response.status !== 201) throw new Error(`propose: ${response.status} ${response.text}`);
  return response.json.viewingRequest;
}

const noticesOf = async (client: typeof cast.tenant.client, requestId: number, language = 'en-CA') =>
  (await client.request('GET', '/api/notifications', { headers: { 'accept-language': language } })).json.filter((n: any) => n.metadata?.viewingRequestId === requestId);

describe('a tenant proposes times', () => {
  it('up to three times and a message: the owner is told in their language, both sides see the request', async () => {
    const propertyId = await listing('Harbour loft');
    const sent = await cast.tenant.client.post('/api/notifications/viewing-request', { propertyId, proposedTimes: [at(5, 18), at(3, 10)], message: ' Evenings suit me. ' });
    expect(sent.status).toBe(201);
    expect(sent.json).toMatchObject({ success: true, message: 'Viewing request sent!' });
    expect(sent.json.notification).toMatchObject({ type: 'viewing_request', title: 'New Viewing Request', message: 'Tara Tenant would like to view Harbour loft and proposed 2 times. Answer in your Viewings tab.' });
    const request = sent.json.viewingRequest;
    // Earliest first, whatever order they were given in.
    expect(request).toMatchObject({ propertyId, propertyTitle: 'Harbour loft', status: 'pending', message: 'Evenings suit me.', proposedTimes: [at(3, 10), at(5, 18)], timeZone: 'America/Toronto', tenantName: 'Tara Tenant', bookingId: null, answeredAt: null });

    const [french] = await noticesOf(cast.landlord.client, request.id, 'fr-CA');
    expect(french).toMatchObject({ title: 'Nouvelle demande de visite', message: 'Tara Tenant aimerait visiter Harbour loft et a proposé 2 moments. Répondez dans votre onglet Visites.' });

    expect((await cast.tenant.client.get('/api/viewing-requests')).json.map((r: any) => r.id)).toContain(request.id);
    expect((await cast.landlord.client.get(`/api/viewing-requests?propertyId=${propertyId}`)).json).toEqual([expect.objectContaining({ id: request.id, tenantId: cast.tenant.id })]);
    for (const stranger of [cast.otherLandlord, cast.admin, cast.otherTenant]) {
      expect((await stranger.client.get('/api/viewing-requests')).json.map((r: any) => r.id)).not.toContain(request.id);
    }
    expect((await cast.anonymous.get('/api/viewing-requests')).status).toBe(401);
  });

  it('refuses more than three, past, duplicate, far, night-time times and long messages (400), in French for a French reader', async () => {
    const propertyId = await listing();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ proposedTimes: [at(2, 10), at(3, 10), at(4, 10), at(5, 10)] }, 'Propose at most 3 times.'],
      [{ proposedTimes: [at(-2, 10)] }, 'A viewing must start in the future.'],
      [{ proposedTimes: [at(2, 10), at(2, 10)] }, 'Each proposed time must be different.'],
      [{ proposedTimes: [at(200, 10)] }, 'A proposed time must be within 90 days.'],
      [{ proposedTimes: [at(2, 3)] }, "A proposed time must start between 8:00 and 20:00, the listing's local time."],
      [{ proposedTimes: ['tomorrow at ten'] }, 'Please enter a valid date and time (ISO 8601 with a time zone).'],
      [{ proposedTimes: [at(2, 10)], message: 'x'.repeat(1001) }, 'Message is too long (max 1000 characters)'],
    ];
    for (const [body, message] of cases) {
      const response = await cast.tenant.client.request('POST', '/api/notifications/viewing-request', { body: { propertyId, ...body }, headers: { 'accept-language': 'en-CA' } });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json).toMatchObject({ code: 'VALIDATION_FAILED', message });
    }
    const french = await cast.tenant.client.request('POST', '/api/notifications/viewing-request', { body: { propertyId, proposedTimes: [at(2, 10), at(2, 10)] }, headers: { 'accept-language': 'fr-CA' } });
    expect(french.json.message).toBe('Chaque moment proposé doit être différent.');
    // None of the refusals counted as the day's request.
    expect((await cast.tenant.client.post('/api/notifications/viewing-request', { propertyId, proposedTimes: [at(2, 10)] })).status).toBe(201);
  });
});

describe('the owner answers', () => {
  it('accepts one of the times: a booked viewing in both dashboards, the tenant told in French; a second answer is 409', async () => {
    const propertyId = await listing('Queen West studio');
    const request = await propose(propertyId);
    const accepted = await cast.landlord.client.post(`/api/viewing-requests/${request.id}/accept`, { time: at(5, 18) });
    expect(accepted.status).toBe(200);
    expect(accepted.json).toMatchObject({ status: 'accepted', viewingStartsAt: at(5, 18), bookingId: expect.any(Number) });

    const tenantBookings = (await cast.tenant.client.get(`/api/viewing-bookings?propertyId=${propertyId}`)).json;
    expect(tenantBookings).toEqual([expect.objectContaining({ id: accepted.json.bookingId, startsAt: at(5, 18), status: 'active', message: 'Evenings suit me.' })]);
    expect((await cast.landlord.client.get(`/api/viewing-bookings?propertyId=${propertyId}`)).json.map((b: any) => b.id)).toEqual([accepted.json.bookingId]);
    const booked = (await cast.tenant.client.request('GET', '/api/notifications', { headers: { 'accept-language': 'fr-CA' } })).json.find((n: any) => n.metadata?.viewingBookingId === accepted.json.bookingId);
    expect(booked).toMatchObject({ type: 'viewing', title: 'Visite réservée' });

    for (const body of [{ time: at(3, 10) }, { time: at(5, 18) }]) {
      expect(await cast.landlord.client.post(`/api/viewing-requests/${request.id}/accept`, body)).toMatchObject({ status: 409, json: { code: 'VIEWING_REQUEST_ANSWERED' } });
    }
    expect(await cast.landlord.client.post(`/api/viewing-requests/${request.id}/decline`, { reason: 'Changed my mind' })).toMatchObject({ status: 409, json: { code: 'VIEWING_REQUEST_ANSWERED' } });
  });

  it('only a proposed, future time; two answers at once: one wins', async () => {
    const request = await propose(await listing());
    expect(await cast.landlord.client.post(`/api/viewing-requests/${request.id}/accept`, { time: at(4, 12) })).toMatchObject({
      status: 400,
      json: { code: 'VALIDATION_FAILED', message: 'Choose one of the times the tenant proposed.' },
    });
    const answers = await Promise.all([
      cast.landlord.client.post(`/api/viewing-requests/${request.id}/accept`, { time: at(3, 10) }),
      cast.landlord.client.post(`/api/viewing-requests/${request.id}/decline`, { reason: 'Rented' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });

  it('offers slots: they are on the listing, the request says so and the tenant is told to book one', async () => {
    const propertyId = await listing('Annex duplex');
    const request = await propose(propertyId);
    const offered = await cast.landlord.client.post(`/api/viewing-requests/${request.id}/offer-slots`, { startsAt: at(6, 11), durationMinutes: 30, capacity: 2 });
    expect(offered.status).toBe(200);
    expect(offered.json).toMatchObject({ status: 'slots_offered', answeredAt: expect.any(String) });
    expect((await cast.tenant.client.get(`/api/properties/${propertyId}/viewing-slots`)).json).toEqual([expect.objectContaining({ startsAt: at(6, 11), freePlaces: 2 })]);
    const [told] = await noticesOf(cast.tenant.client, request.id, 'en-CA');
    expect(told).toMatchObject({ type: 'viewing', title: 'Viewing Times Offered', message: 'Lena Landlord offered viewing times for Annex duplex: book one on the listing page.' });
    // A bad slot leaves the request unanswered.
    const other = await propose(await listing());
    expect((await cast.landlord.client.post(`/api/viewing-requests/${other.id}/offer-slots`, { startsAt: at(6, 11), durationMinutes: 5 })).status).toBe(400);
    expect((await cast.landlord.client.get('/api/viewing-requests')).json.find((r: any) => r.id === other.id).status).toBe('pending');
  });

  it('declines with a reason the tenant reads in French; a reason is required', async () => {
    const request = await propose(await listing('Leslieville semi'));
    expect(await cast.landlord.client.post(`/api/viewing-requests/${request.id}/decline`, { reason: '  ' })).toMatchObject({ status: 400, json: { message: 'Please give a reason.' } });
    const declined = await cast.landlord.client.post(`/api/viewing-requests/${request.id}/decline`, { reason: 'It is rented.' });
    expect(declined.json).toMatchObject({ status: 'declined', declineReason: 'It is rented.' });
    const [told] = await noticesOf(cast.tenant.client, request.id, 'fr-CA');
    expect(told).toMatchObject({ title: 'Demande de visite refusée', message: 'Lena Landlord a refusé votre demande de visite pour Leslieville semi. Raison\u00a0: It is rented.' });
  });

  it('refuses the tenant (403), another landlord, an admin, another tenant (404) and visitors (401)', async () => {
    const request = await propose(await listing());
    const path = `/api/viewing-requests/${request.id}/accept`;
    expect(await cast.tenant.client.post(path, { time: at(3, 10) })).toMatchObject({ status: 403, json: { code: 'FORBIDDEN' } });
    for (const stranger of [cast.otherLandlord, cast.admin, cast.otherTenant]) {
      expect((await stranger.client.post(path, { time: at(3, 10) })).status).toBe(404);
    }
    expect((await cast.anonymous.post(path, { time: at(3, 10) })).status).toBe(401);
    expect((await cast.landlord.client.post('/api/viewing-requests/424242/accept', { time: at(3, 10) })).status).toBe(404);
  });
});

describe('answers and withdrawals are emailed', () => {
  it('an offer of times and a decline reach the tenant by email, in their language', async () => {
    const offered = await propose(await listing('Corktown flat'));
    await cast.landlord.client.post(`/api/viewing-requests/${offered.id}/offer-slots`, { startsAt: at(6, 11), durationMinutes: 30 });
    const offer = await cast.t.mailer.delivered(cast.tenant.email, (m) => m.text.includes('Corktown flat'));
    expect(offer.subject).toBe('Viewing Times Offered');
    expect(offer.text).toContain('Lena Landlord offered viewing times for Corktown flat: book one on the listing page.');
    expect(offer.text).toContain(`/property/${offered.propertyId}`);

    await cast.t.services.orm.em.fork().getConnection().execute(`update users set preferred_language = 'fr' where id = ?`, [cast.tenant.id]);
    try {
      const declined = await propose(await listing('Riverdale semi'));
      await cast.landlord.client.post(`/api/viewing-requests/${declined.id}/decline`, { reason: 'It is rented.' });
      const refusal = await cast.t.mailer.delivered(cast.tenant.email, (m) => m.text.includes('Riverdale semi'));
      expect(refusal.subject).toBe('Demande de visite refusée');
      expect(refusal.text).toContain('Lena Landlord a refusé votre demande de visite pour Riverdale semi. Raison\u00a0: It is rented.');
    } finally {
      await cast.t.services.orm.em.fork().getConnection().execute(`update users set preferred_language = null where id = ?`, [cast.tenant.id]);
    }
  });
});

describe('the tenant withdraws', () => {
  it('a pending or slots-offered request: the owner is told in-app and by email; then nothing can answer it', async () => {
    const request = await propose(await listing('Junction loft'));
    const withdrawn = await cast.tenant.client.post(`/api/viewing-requests/${request.id}/withdraw`);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.json).toMatchObject({ id: request.id, status: 'withdrawn', answeredAt: expect.any(String) });
    const [told] = await noticesOf(cast.landlord.client, request.id, 'en-CA');
    expect(told).toMatchObject({ type: 'viewing', title: 'Viewing Request Withdrawn', message: 'Tara Tenant withdrew their viewing request for Junction loft.' });
    const email = await cast.t.mailer.delivered(cast.landlord.email, (m) => m.text.includes('Junction loft') && m.subject === 'Viewing Request Withdrawn');
    expect(email.text).toContain('/dashboard?tab=viewings');
    expect(await cast.landlord.client.post(`/api/viewing-requests/${request.id}/accept`, { time: at(3, 10) })).toMatchObject({ status: 409, json: { code: 'VIEWING_REQUEST_ANSWERED' } });
    expect(await cast.tenant.client.post(`/api/viewing-requests/${request.id}/withdraw`)).toMatchObject({ status: 409, json: { code: 'VIEWING_REQUEST_NOT_WITHDRAWABLE' } });

    const offered = await propose(await listing());
    await cast.landlord.client.post(`/api/viewing-requests/${offered.id}/offer-slots`, { startsAt: at(6, 11), durationMinutes: 30 });
    expect((await cast.tenant.client.post(`/api/viewing-requests/${offered.id}/withdraw`)).json.status).toBe('withdrawn');
  });

  it('not once a time is booked or the request declined (409); only its tenant (403 owner, 404 others, 401 visitors)', async () => {
    const accepted = await propose(await listing());
    await cast.landlord.client.post(`/api/viewing-requests/${accepted.id}/accept`, { time: at(3, 10) });
    expect(await cast.tenant.client.post(`/api/viewing-requests/${accepted.id}/withdraw`)).toMatchObject({ status: 409, json: { code: 'VIEWING_REQUEST_NOT_WITHDRAWABLE' } });
    const declined = await propose(await listing());
    await cast.landlord.client.post(`/api/viewing-requests/${declined.id}/decline`, { reason: 'Rented.' });
    expect((await cast.tenant.client.post(`/api/viewing-requests/${declined.id}/withdraw`)).status).toBe(409);

    const request = await propose(await listing());
    const path = `/api/viewing-requests/${request.id}/withdraw`;
    expect(await cast.landlord.client.post(path)).toMatchObject({ status: 403, json: { code: 'FORBIDDEN' } });
    for (const stranger of [cast.otherLandlord, cast.admin, cast.otherTenant]) expect((await stranger.client.post(path)).status).toBe(404);
    expect((await cast.anonymous.post(path)).status).toBe(401);
    expect((await cast.tenant.client.post('/api/viewing-requests/424242/withdraw')).status).toBe(404);
    expect((await cast.tenant.client.get('/api/viewing-requests')).json.find((r: any) => r.id === request.id).status).toBe('pending');
  });

  it('withdrawViewingRequest over GraphQL', async () => {
    const request = await propose(await listing());
    const { json } = await cast.tenant.client.graphql('mutation($id: Int!) { withdrawViewingRequest(id: $id) { id status } }', { id: request.id });
    expect(json.data.withdrawViewingRequest).toEqual({ id: request.id, status: 'withdrawn' });
  });
});

describe('GraphQL', () => {
  it('requestViewing takes proposed times and a message; the owner accepts through acceptViewingRequest', async () => {
    const propertyId = await listing();
    const sent = await cast.tenant.client.graphql(
      'mutation($id: Int!, $times: [String!]) { requestViewing(propertyId: $id, proposedTimes: $times, message: "Hi") { success viewingRequest { id status proposedTimes message } } }',
      { id: propertyId, times: [at(4, 9)] },
    );
    const request = sent.json.data.requestViewing.viewingRequest;
    expect(request).toMatchObject({ status: 'pending', proposedTimes: [at(4, 9)], message: 'Hi' });
    const mine = await cast.landlord.client.graphql('query($id: Int!) { myViewingRequests(propertyId: $id) { id tenant { name } } }', { id: propertyId });
    expect(mine.json.data.myViewingRequests).toEqual([{ id: request.id, tenant: { name: 'Tara Tenant' } }]);
    const accepted = await cast.landlord.client.graphql('mutation($id: Int!, $time: String!) { acceptViewingRequest(id: $id, time: $time) { status viewingStartsAt } }', { id: request.id, time: at(4, 9) });
    expect(accepted.json.data.acceptViewingRequest).toEqual({ status: 'accepted', viewingStartsAt: at(4, 9) });
    const twice = await cast.landlord.client.graphql('mutation($id: Int!) { declineViewingRequest(id: $id, reason: "No") { status } }', { id: request.id });
    expect(twice.json.errors[0].extensions.code).toBe('VIEWING_REQUEST_ANSWERED');
  });
});
