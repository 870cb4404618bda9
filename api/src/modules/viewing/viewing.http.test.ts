import { describe, expect, it } from 'vitest';
import { sql } from '../../../test/auth-helpers.js';
import { elapsedMs, fromNow, HOUR } from '../../../test/clock.js';
import { appWithCast, day, insertProperty, marketplaceActors, testUser, type TestUser } from '../../../test/marketplace-fixtures.js';

// Viewing slots and bookings over real HTTP on a real PostgreSQL, with the server's own job queue sending the emails.
const cast = appWithCast(async (t) => {
  const actors = await marketplaceActors(t);
  await sql(t, `update users set preferred_language = 'fr' where id = $1`, [actors.tenant.id]);
  const otherTenant = await testUser(t, 'tenant', { name: 'Olga Other' });
  const unverified = await testUser(t, 'tenant', { name: 'Uma Unverified', emailVerified: false });
  return { ...actors, otherTenant, unverified };
}, 60_000);

/** A whole minute `hours` from now, as an ISO instant. */
const inHours = (hours: number, minutes = 0) => new Date(Math.ceil(fromNow(hours * HOUR).getTime() / 60_000) * 60_000 + minutes * 60_000).toISOString();

async function listing(overrides: Parameters<typeof insertProperty>[2] = {}): Promise<number> {
  return insertProperty(cast.t, cast.landlord.id, { title: 'Loft on King', ...overrides });
}

async function slot(propertyId: number, body: Record<string, unknown> = {}): Promise<any> {
  const response = await cast.landlord.client.post(`/api/properties/${propertyId}/viewing-slots`, { startsAt: inHours(72), durationMinutes: 30, ...body });
  if (response.status !== 201) throw new Error(`slot: ${response.status} ${response.text}`);
  return response.json[0];
}

async function eventually<T>(read: () => T | Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = elapsedMs() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || elapsedMs() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const invitesTo = (user: TestUser) => cast.t.mailer.sent.filter((mail) => mail.to === user.email && mail.calendar);

describe('viewing slots', () => {
  it('the owner adds a slot; tenants see it with its free places in the listing’s zone', async () => {
    const propertyId = await listing();
    const created = await slot(propertyId, { capacity: 3 });
    expect(created).toMatchObject({ propertyId, durationMinutes: 30, capacity: 3, bookedCount: 0, freePlaces: 3, timeZone: 'America/Toronto', bookings: [] });
    const seen = await cast.tenant.client.get(`/api/properties/${propertyId}/viewing-slots`);
    expect(seen.status).toBe(200);
    expect(seen.json).toEqual([expect.objectContaining({ id: created.id, freePlaces: 3, myBooking: null, bookings: null })]);
  });

  it('a weekly pattern keeps the local time across the change to standard time and is capped', async () => {
    const propertyId = await listing();
    // Saturdays 10:00 in Toronto from Oct 24, 2099 (EDT) to Nov 14, 2099 (EST).
    const response = await cast.landlord.client.post(`/api/properties/${propertyId}/viewing-slots`, {
      startsAt: '2099-10-24T10:00:00-04:00',
      durationMinutes: 45,
      repeatWeeklyUntil: '2099-11-14',
    });
    expect(response.status).toBe(201);
    expect(response.json.map((s: any) => s.startsAt)).toEqual([
      '2099-10-24T14:00:00.000Z',
      '2099-10-31T14:00:00.000Z',
      '2099-11-07T15:00:00.000Z',
      '2099-11-14T15:00:00.000Z',
    ]);
    const tooMany = await cast.landlord.client.post(`/api/properties/${propertyId}/viewing-slots`, { startsAt: '2100-01-02T10:00:00-05:00', durationMinutes: 30, repeatWeeklyUntil: '2101-01-02' });
    expect(tooMany).toMatchObject({ status: 400, json: { code: 'VALIDATION_FAILED', message: 'A weekly pattern makes at most 26 viewings; choose an earlier last day.' } });
  });

  it('refuses bad input with 400 and the spec-style message, in French for a French caller', async () => {
    const propertyId = await listing();
    const path = `/api/properties/${propertyId}/viewing-slots`;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ startsAt: inHours(5), durationMinutes: 10 }, 'A viewing lasts 15 to 120 minutes.'],
      [{ startsAt: inHours(5), durationMinutes: 121 }, 'A viewing lasts 15 to 120 minutes.'],
      [{ startsAt: inHours(5), durationMinutes: 30, capacity: 51 }, 'A viewing takes 1 to 50 people.'],
      [{ startsAt: inHours(-1), durationMinutes: 30 }, 'A viewing must start in the future.'],
      [{ startsAt: '2099-12-05 10:00', durationMinutes: 30 }, 'Please enter a valid date and time (ISO 8601 with a time zone).'],
      [{ startsAt: inHours(5), durationMinutes: 30, repeatWeeklyUntil: '2000-01-01' }, 'The last day of a weekly pattern cannot be before the first viewing.'],
      [{ startsAt: inHours(5), durationMinutes: 30, extra: 1 }, 'Unknown field: extra'],
      // Slots ending after the year 9999, which no timestamp here can hold: once a 500.
      [{ startsAt: '9999-12-31T23:30:00Z', durationMinutes: 60 }, 'Please enter a valid date and time (ISO 8601 with a time zone).'],
      [{ startsAt: '9999-12-31T23:59:00-08:00', durationMinutes: 15 }, 'Please enter a valid date and time (ISO 8601 with a time zone).'],
      [{ startsAt: '9999-12-03T22:00:00-05:00', durationMinutes: 120, repeatWeeklyUntil: '9999-12-31' }, 'Please enter a valid date and time (ISO 8601 with a time zone).'],
    ];
    for (const [body, message] of cases) {
      const response = await cast.landlord.client.post(path, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json).toMatchObject({ code: 'VALIDATION_FAILED', message });
    }
    const french = await cast.landlord.client.request('POST', path, { body: { startsAt: inHours(5), durationMinutes: 10 }, headers: { 'accept-language': 'fr-CA' } });
    expect(french.json.message).toBe('Une visite dure de 15 à 120 minutes.');
  });

  it('refuses a slot overlapping another live slot of the listing (409), not one of another listing', async () => {
    const propertyId = await listing();
    const first = await slot(propertyId, { startsAt: inHours(100), durationMinutes: 60 });
    const overlapping = await cast.landlord.client.post(`/api/properties/${propertyId}/viewing-slots`, { startsAt: inHours(100, 30), durationMinutes: 30 });
    expect(overlapping).toMatchObject({ status: 409, json: { code: 'VIEWING_SLOT_OVERLAP' } });
    await slot(await listing(), { startsAt: inHours(100, 30), durationMinutes: 30 });
    // A deleted slot frees its time.
    expect((await cast.landlord.client.delete(`/api/viewing-slots/${first.id}`)).status).toBe(204);
    await slot(propertyId, { startsAt: inHours(100, 30), durationMinutes: 30 });
  });

  it('overlapping offers sent at once: exactly one is added, the others get 409, never a deadlock’s 500', async () => {
    for (let round = 0; round < 5; round += 1) {
      const propertyId = await listing();
      const responses = await Promise.all(
        [0, 1, 2].map((i) => cast.landlord.client.post(`/api/properties/${propertyId}/viewing-slots`, { startsAt: inHours(200, i * 10), durationMinutes: 60 })),
      );
      expect(responses.map((response) => response.status).sort()).toEqual([201, 409, 409]);
      expect(responses.filter((response) => response.status === 409).every((response) => response.json.code === 'VIEWING_SLOT_OVERLAP')).toBe(true);
    }
  });

  it('an occupied unit needs the province’s notice: slots within 24 hours are refused naming the law', async () => {
    const propertyId = await listing();
    await sql(
      cast.t,
      `insert into leases (property_id, landlord_id, tenant_id, tenant_name, tenant_email, status, start_date, end_date, monthly_rent)
       values ($1, $2, $3, 'Tara Tenant', $4, 'active', $5, $6, 2000)`,
      [propertyId, cast.landlord.id, cast.otherTenant.id, cast.otherTenant.email, day(-30), day(300)],
    );
    const soon = await cast.landlord.client.post(`/api/properties/${propertyId}/viewing-slots`, { startsAt: inHours(20), durationMinutes: 30 });
    expect(soon.status).toBe(409);
    expect(soon.json).toMatchObject({ code: 'NOTICE_PERIOD', noticeHours: 24 });
    expect(soon.json.message).toContain("Ontario's Residential Tenancies Act, 2006 (s. 27)");
    await slot(propertyId, { startsAt: inHours(25) });
    const notice = await cast.landlord.client.get(`/api/properties/${propertyId}/viewing-notice`);
    expect(notice.json).toMatchObject({ occupied: true, province: 'ON', timeZone: 'America/Toronto', noticeHours: 24 });
    const free = await cast.landlord.client.get(`/api/properties/${await listing()}/viewing-notice`);
    expect(free.json).toMatchObject({ occupied: false, message: null, earliestStart: null });
  });
});

describe('viewing bookings', () => {
  it('a tenant books; both sides are told in-app and by email in their language with an invitation; the landlord cancels and the tenant is told', async () => {
    const propertyId = await listing({ title: 'Harbour loft' });
    const { id: slotId, startsAt } = await slot(propertyId, { startsAt: '2099-12-05T15:00:00.000Z' });
    const booked = await cast.tenant.client.post(`/api/viewing-slots/${slotId}/bookings`, { message: 'Can I bring my dog?' });
    expect(booked.status).toBe(201);
    expect(booked.json).toMatchObject({ slotId, propertyId, propertyTitle: 'Harbour loft', startsAt, status: 'active', message: 'Can I bring my dog?', tenantName: 'Tara Tenant', timeZone: 'America/Toronto' });

    const landlordNotice = (await cast.landlord.client.get('/api/notifications')).json.find((n: any) => n.metadata?.viewingBookingId === booked.json.id);
    expect(landlordNotice).toMatchObject({ type: 'viewing', title: 'New Viewing Booking', message: 'Tara Tenant booked a viewing of Harbour loft for Sat, Dec 5, 2099, 10:00\u00a0a.m.\u00a0EST.' });
    const tenantNotice = (await cast.tenant.client.request('GET', '/api/notifications', { headers: { 'accept-language': 'fr-CA' } })).json.find((n: any) => n.metadata?.viewingBookingId === booked.json.id);
    expect(tenantNotice.message).toBe('Votre visite de Harbour loft est réservée pour le sam. 5 déc. 2099, 10\u00a0h\u00a000\u00a0HNE.');

    const [tenantInvite] = await eventually(() => invitesTo(cast.tenant), (mails) => mails.length > 0);
    const [landlordInvite] = await eventually(() => invitesTo(cast.landlord), (mails) => mails.length > 0);
    expect(tenantInvite!.subject).toBe('Visite réservée');
    expect(landlordInvite!.text).toContain('Their message: Can I bring my dog?');
    const uid = `viewing-${booked.json.id}@`;
    for (const invite of [tenantInvite!, landlordInvite!]) {
      expect(invite.calendar!.method).toBe('REQUEST');
      expect(invite.calendar!.content).toMatch(/METHOD:REQUEST/);
      expect(invite.calendar!.content).toMatch(/DTSTART:20991205T150000Z/);
      expect(invite.calendar!.content).toMatch(/DTEND:20991205T153000Z/);
      expect(invite.calendar!.content).toContain(`UID:${uid}`);
      expect(invite.calendar!.content).toMatch(/SEQUENCE:0/);
    }

    const slots = await cast.landlord.client.get(`/api/properties/${propertyId}/viewing-slots`);
    expect(slots.json[0]).toMatchObject({ bookedCount: 1, freePlaces: 0, bookings: [expect.objectContaining({ id: booked.json.id, message: 'Can I bring my dog?' })] });
    // Full for others, still shown to the tenant who holds the place.
    expect((await cast.otherTenant.client.get(`/api/properties/${propertyId}/viewing-slots`)).json).toEqual([]);
    expect((await cast.tenant.client.get(`/api/properties/${propertyId}/viewing-slots`)).json[0].myBooking).toMatchObject({ id: booked.json.id });

    const cancelled = await cast.landlord.client.request('DELETE', `/api/viewing-bookings/${booked.json.id}`, { body: { reason: 'The unit is rented.' } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json).toMatchObject({ status: 'cancelled', cancelledBy: 'landlord', cancelReason: 'The unit is rented.' });
    const notices = (await cast.tenant.client.get('/api/notifications')).json.filter((n: any) => n.metadata?.viewingBookingId === booked.json.id);
    expect(notices.map((n: any) => n.title)).toContain('Visite annulée');
    const cancels = await eventually(() => invitesTo(cast.tenant).filter((mail) => mail.calendar!.method === 'CANCEL'), (mails) => mails.length > 0);
    expect(cancels[0]!.calendar!.content).toMatch(/METHOD:CANCEL/);
    expect(cancels[0]!.calendar!.content).toContain(`UID:${uid}`);
    expect(cancels[0]!.calendar!.content).toMatch(/SEQUENCE:1/);
    expect(cancels[0]!.text).toContain('Raison\u00a0: The unit is rented.');
    expect((await cast.landlord.client.delete(`/api/viewing-bookings/${booked.json.id}`)).json.code).toBe('VIEWING_ALREADY_CANCELLED');
    expect((await cast.landlord.client.get(`/api/properties/${propertyId}/viewing-slots`)).json[0]).toMatchObject({ bookedCount: 0, bookings: [] });
  });

  it('a reminder job waits for 24 hours before the viewing; a booking made less than 24 hours ahead gets none', async () => {
    const later = await cast.otherTenant.client.post(`/api/viewing-slots/${(await slot(await listing(), { startsAt: inHours(48) })).id}/bookings`, {});
    const soon = await cast.otherTenant.client.post(`/api/viewing-slots/${(await slot(await listing(), { startsAt: inHours(5) })).id}/bookings`, {});
    const reminderJobs = async (bookingId: number) =>
      (await sql<{ startAfter: Date }>(cast.t, `select start_after as "startAfter" from pgboss.job where name = 'viewing-reminder' and singleton_key = $1`, [`viewing-reminder:${bookingId}`])).rows;
    const [job] = await reminderJobs(later.json.id);
    expect(job!.startAfter.getTime()).toBe(new Date(later.json.startsAt).getTime() - 24 * HOUR);
    expect(await reminderJobs(soon.json.id)).toEqual([]);
  });

  it('an unverified address gets no email; the in-app notice still arrives', async () => {
    const { id } = await slot(await listing(), { startsAt: inHours(500) });
    const booked = await cast.unverified.client.post(`/api/viewing-slots/${id}/bookings`, {});
    expect(booked.status).toBe(201);
    // One job sends both sides' emails, the tenant's first: once the landlord's is out, the tenant's was decided.
    const invites = await eventually(() => cast.t.mailer.sent.filter((mail) => mail.calendar?.content.includes(`UID:viewing-${booked.json.id}@`)), (mails) => mails.length > 0);
    expect(invites.map((mail) => mail.to)).toEqual([cast.landlord.email]);
    const notices = (await cast.unverified.client.get('/api/notifications')).json.filter((n: any) => n.metadata?.viewingBookingId === booked.json.id);
    expect(notices.map((n: any) => n.title)).toEqual(['Viewing Booked']);
  });

  it('one active booking per tenant and listing; landlords and admins cannot book; others’ bookings are 404', async () => {
    const propertyId = await listing();
    const first = await slot(propertyId, { startsAt: inHours(200) });
    const second = await slot(propertyId, { startsAt: inHours(210), capacity: 2 });
    const booked = await cast.otherTenant.client.post(`/api/viewing-slots/${first.id}/bookings`, {});
    expect(booked.status).toBe(201);
    const again = await cast.otherTenant.client.post(`/api/viewing-slots/${second.id}/bookings`, {});
    expect(again).toMatchObject({ status: 409, json: { code: 'VIEWING_ALREADY_BOOKED' } });
    // The refused booking gave its place back.
    expect((await cast.landlord.client.get(`/api/properties/${propertyId}/viewing-slots`)).json[1]).toMatchObject({ id: second.id, bookedCount: 0 });
    for (const user of [cast.landlord, cast.otherLandlord, cast.admin]) {
      expect((await user.client.post(`/api/viewing-slots/${second.id}/bookings`, {})).status).toBe(403);
    }
    for (const user of [cast.tenant, cast.otherLandlord, cast.admin]) {
      expect((await user.client.delete(`/api/viewing-bookings/${booked.json.id}`)).status).toBe(404);
    }
    const mine = await cast.otherTenant.client.get(`/api/viewing-bookings?propertyId=${propertyId}`);
    expect(mine.json.map((b: any) => b.id)).toEqual([booked.json.id]);
    expect((await cast.landlord.client.get('/api/viewing-bookings')).json.map((b: any) => b.id)).toContain(booked.json.id);
    expect((await cast.tenant.client.get(`/api/viewing-bookings?propertyId=${propertyId}`)).json).toEqual([]);
    expect((await cast.tenant.client.get('/api/viewing-bookings?propertyId=abc')).status).toBe(400);
    const tooLong = await cast.otherTenant.client.post(`/api/viewing-slots/${second.id}/bookings`, { message: 'x'.repeat(1001) });
    expect(tooLong).toMatchObject({ status: 400, json: { code: 'VALIDATION_FAILED', message: 'Message is too long (max 1000 characters)' } });
    expect((await cast.tenant.client.post('/api/viewing-slots/999999/bookings', {})).status).toBe(404);
  });

  it('one tenant booking five slots of one listing at once gets exactly one', async () => {
    const propertyId = await listing();
    const slots = [];
    for (let i = 0; i < 5; i += 1) slots.push(await slot(propertyId, { startsAt: inHours(700 + i), capacity: 3 }));
    const answers = await Promise.all(slots.map(({ id }) => cast.otherTenant.client.post(`/api/viewing-slots/${id}/bookings`, {})));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(answers.filter((answer) => answer.status === 409).every((answer) => answer.json.code === 'VIEWING_ALREADY_BOOKED')).toBe(true);
    const { rows } = await sql(cast.t, `select sum(booked_count)::int as taken from viewing_slots where property_id = $1`, [propertyId]);
    expect(rows[0].taken).toBe(1);
  });

  it('once a viewing is over, its tenant may book that listing again', async () => {
    const propertyId = await listing();
    // A viewing held yesterday (written as it would stand today), still active.
    await sql(
      cast.t,
      `with past as (insert into viewing_slots (property_id, starts_at, ends_at, capacity, booked_count, created_at)
         values ($1, now() - interval '25 hours', now() - interval '24 hours', 1, 1, now() - interval '3 days') returning id, ends_at)
       insert into viewing_bookings (slot_id, property_id, tenant_id, ends_at, created_at) select id, $1, $2, ends_at, now() - interval '2 days' from past`,
      [propertyId, cast.otherTenant.id],
    );
    const next = await slot(propertyId, { startsAt: inHours(600) });
    expect((await cast.otherTenant.client.post(`/api/viewing-slots/${next.id}/bookings`, {})).status).toBe(201);
  });

  it('deleting a slot cancels its bookings and tells each tenant; slots of hidden listings are not bookable', async () => {
    const propertyId = await listing();
    const open = await slot(propertyId, { startsAt: inHours(300), capacity: 5 });
    const a = await cast.tenant.client.post(`/api/viewing-slots/${open.id}/bookings`, {});
    const b = await cast.otherTenant.client.post(`/api/viewing-slots/${open.id}/bookings`, {});
    expect([a.status, b.status]).toEqual([201, 201]);
    expect((await cast.otherLandlord.client.delete(`/api/viewing-slots/${open.id}`)).status).toBe(403);
    expect((await cast.landlord.client.delete(`/api/viewing-slots/${open.id}`)).status).toBe(204);
    const bookings = await cast.landlord.client.get(`/api/viewing-bookings?propertyId=${propertyId}`);
    expect(bookings.json.map((x: any) => [x.status, x.cancelledBy])).toEqual([
      ['cancelled', 'landlord'],
      ['cancelled', 'landlord'],
    ]);
    const told = (await cast.otherTenant.client.get('/api/notifications')).json.filter((n: any) => n.metadata?.viewingBookingId === b.json.id);
    expect(told.map((n: any) => n.title)).toContain('Viewing Cancelled');
    expect((await cast.landlord.client.delete(`/api/viewing-slots/${open.id}`)).status).toBe(404);

    const hidden = await listing({ showOnMarketplace: false });
    const hiddenSlot = await slot(hidden);
    expect((await cast.tenant.client.post(`/api/viewing-slots/${hiddenSlot.id}/bookings`, {})).status).toBe(404);
    expect((await cast.tenant.client.get(`/api/properties/${hidden}/viewing-slots`)).status).toBe(404);
  });

  it('deleting a listing cancels its upcoming viewings: each booked tenant is told in-app and by email, in their language', async () => {
    const propertyId = await listing({ title: 'Corner studio' });
    const open = await slot(propertyId, { startsAt: inHours(200), capacity: 2 });
    const a = await cast.tenant.client.post(`/api/viewing-slots/${open.id}/bookings`, {});
    const b = await cast.otherTenant.client.post(`/api/viewing-slots/${open.id}/bookings`, {});
    expect([a.status, b.status]).toEqual([201, 201]);
    const deletedBookings = new Set([a.json.id, b.json.id]);

    expect((await cast.landlord.client.delete(`/api/properties/${propertyId}`)).json).toEqual({ success: true });

    const frenchNotice = (await cast.tenant.client.get('/api/notifications')).json.find((n: any) => n.metadata?.viewingBookingId === a.json.id && n.title === 'Visite annulée');
    expect(frenchNotice).toMatchObject({ type: 'viewing', propertyId: null, metadata: expect.objectContaining({ propertyTitle: 'Corner studio' }) });
    expect(frenchNotice.message).toContain('Corner studio');
    const englishNotice = (await cast.otherTenant.client.get('/api/notifications')).json.find((n: any) => n.metadata?.viewingBookingId === b.json.id);
    expect(englishNotice).toMatchObject({ title: 'Viewing Cancelled' });
    // The emails go out after the listing and its bookings are gone: the job carries the cancelled booking.
    for (const [tenant, booking] of [[cast.tenant, a.json], [cast.otherTenant, b.json]] as const) {
      const cancels = await eventually(() => invitesTo(tenant).filter((mail) => mail.calendar!.content.includes(`UID:viewing-${booking.id}@`) && mail.calendar!.method === 'CANCEL'), (mails) => mails.length > 0);
      expect(cancels).toHaveLength(1);
      expect(cancels[0]!.text).toContain('Corner studio');
    }
    expect((await cast.tenant.client.get('/api/viewing-bookings')).json.some((x: any) => x.id === a.json.id)).toBe(false);
    // Earlier notices about the listing stay in their inboxes, without a link (they used to go with the listing).
    const booked = (await cast.landlord.client.get('/api/notifications')).json.filter((n: any) => deletedBookings.has(n.metadata?.viewingBookingId) && n.title === 'New Viewing Booking');
    expect(booked.map((n: any) => n.propertyId)).toEqual([null, null]);
    // Only these jobs copy the booking (the tenant's name and message) into the job table; other cancellations do not.
    const jobs = (await sql<{ data: { bookingId: number; booking?: { tenantName: string } } }>(cast.t, `select data from pgboss.job where name = 'viewing-email' and data->>'event' = 'cancelled'`)).rows;
    expect(jobs.filter((job) => deletedBookings.has(job.data.bookingId)).map((job) => job.data.booking?.tenantName).sort()).toEqual(['Olga Other', 'Tara Tenant']);
    expect(jobs.filter((job) => !deletedBookings.has(job.data.bookingId)).length).toBeGreaterThan(0);
    expect(jobs.filter((job) => !deletedBookings.has(job.data.bookingId)).some((job) => 'booking' in job.data)).toBe(false);
  });

  it('50 tenants booking the last place at once: exactly one booking, 49 × 409 SLOT_FULL, no 5xx', async () => {
    const tenants: TestUser[] = [];
    for (let i = 0; i < 50; i += 1) tenants.push(await testUser(cast.t, 'tenant', { name: `Rush ${i}` }));
    const propertyId = await listing();
    const { id } = await slot(propertyId, { startsAt: inHours(400) });
    const answers = await Promise.all(tenants.map((tenant) => tenant.client.post(`/api/viewing-slots/${id}/bookings`, {})));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409 && answer.json.code === 'SLOT_FULL')).toHaveLength(49);
    const { rows } = await sql(cast.t, `select count(*)::int as n from viewing_bookings where slot_id = $1 and status = 'active'`, [id]);
    expect(rows[0].n).toBe(1);
  }, 120_000);

  it('GraphQL: the same rules, codes in extensions.code, times and zone on every slot', async () => {
    const propertyId = await listing();
    const added = await cast.landlord.client.graphql(
      'mutation($id: Int!, $at: String!) { addViewingSlots(propertyId: $id, input: { startsAt: $at, durationMinutes: 60 }) { id durationMinutes freePlaces timeZone } }',
      { id: propertyId, at: '2099-06-06T14:00:00Z' },
    );
    const [created] = added.json.data.addViewingSlots;
    expect(created).toMatchObject({ durationMinutes: 60, freePlaces: 1, timeZone: 'America/Toronto' });
    const book = (user: TestUser) => user.client.graphql('mutation($id: Int!) { bookViewing(slotId: $id, message: "Hi") { id status startsAt } }', { id: created.id });
    expect((await book(cast.otherTenant)).json.data.bookViewing).toMatchObject({ status: 'active', startsAt: '2099-06-06T14:00:00.000Z' });
    expect((await book(cast.tenant)).json.errors[0].extensions.code).toBe('SLOT_FULL');
    const slots = await cast.landlord.client.graphql('query($id: Int!) { viewingSlots(propertyId: $id) { bookings { message tenantName tenant { name } } } }', { id: propertyId });
    expect(slots.json.data.viewingSlots[0].bookings).toEqual([{ message: 'Hi', tenantName: 'Olga Other', tenant: { name: 'Olga Other' } }]);
  });
});
