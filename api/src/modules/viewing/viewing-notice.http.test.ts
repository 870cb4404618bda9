import { describe, expect, it } from 'vitest';
import { sql } from '../../../test/auth-helpers.js';
import { insertProperty, withTestApp } from '../../../test/marketplace-fixtures.js';

/**
 * The notice a sitting tenant must get before a showing holds at booking time too, on the server's
 * injected clock (never the real one). The clock is far ahead of the database's, so a slot "soon" on it is still
 * in the database's future.
 */
const NOW = new Date('2099-06-01T12:00:00.000Z');
const HOUR = 3600_000;
const at = (hours: number) => new Date(NOW.getTime() + hours * HOUR).toISOString();

const t = withTestApp({ config: { now: () => NOW }, users: { landlord: 'landlord', tenant: 'tenant', sitting: 'tenant' } });
const { landlord, tenant, sitting } = t.users;

async function slotAt(propertyId: number, hours: number): Promise<number> {
  const response = await landlord.client.post(`/api/properties/${propertyId}/viewing-slots`, { startsAt: at(hours), durationMinutes: 30 });
  expect(response.status, response.text).toBe(201);
  return response.json[0].id;
}

/** A tenant moves in: an active lease whose dates include the injected clock's day (2099-06-01), not the real one's. */
function moveIn(propertyId: number) {
  return sql(
    t,
    `insert into leases (property_id, landlord_id, tenant_id, tenant_name, tenant_email, status, start_date, end_date, monthly_rent)
     values ($1, $2, $3, 'Sam Sitting', $4, 'active', '2099-05-01', '2100-04-30', 2000)`,
    [propertyId, landlord.id, sitting.id, sitting.email],
  );
}

describe('viewing notice on an occupied unit', () => {
  it('a slot offered before the unit was let cannot be booked inside the notice window; one past it can', async () => {
    const propertyId = await insertProperty(t, landlord.id, { title: 'Loft on King' });
    const soon = await slotAt(propertyId, 10);
    const later = await slotAt(propertyId, 30);
    await moveIn(propertyId);

    const refused = await tenant.client.post(`/api/viewing-slots/${soon}/bookings`, {});
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ code: 'NOTICE_PERIOD', noticeHours: 24 });
    expect(refused.json.message).toContain("Ontario's Residential Tenancies Act, 2006 (s. 27)");
    const slots = await landlord.client.get(`/api/properties/${propertyId}/viewing-slots`);
    expect(slots.json.find((slot: { id: number }) => slot.id === soon)).toMatchObject({ bookedCount: 0, bookings: [] });

    const booked = await tenant.client.post(`/api/viewing-slots/${later}/bookings`, {});
    expect(booked.status, booked.text).toBe(201);
  });

  it('slot times, the notice window and whether a tenant lives there follow the injected clock', async () => {
    const propertyId = await insertProperty(t, landlord.id);
    const past = await landlord.client.post(`/api/properties/${propertyId}/viewing-slots`, { startsAt: at(-1), durationMinutes: 30 });
    expect(past).toMatchObject({ status: 400, json: { code: 'VALIDATION_FAILED', message: 'A viewing must start in the future.' } });

    await moveIn(propertyId);
    const notice = await landlord.client.get(`/api/properties/${propertyId}/viewing-notice`);
    expect(notice.json).toMatchObject({ occupied: true, noticeHours: 24, earliestStart: at(24) });
    const tooSoon = await landlord.client.post(`/api/properties/${propertyId}/viewing-slots`, { startsAt: at(23), durationMinutes: 30 });
    expect(tooSoon).toMatchObject({ status: 409, json: { code: 'NOTICE_PERIOD' } });
    await slotAt(propertyId, 25);
  });
});
