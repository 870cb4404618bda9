import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../../test/auth-helpers.js';
import type { Actor, ServiceContext } from '../../common/actor.js';
import { DomainError } from '../../common/domain-error.js';
import { START_IN_PAST_MESSAGE } from '../../contracts/index.js';
import { actorOf, insertProperty, leaseActors, withTestApp } from '../../../test/marketplace-fixtures.js';
import type { WriteLimiter } from '../../rate-limit/write-limits.js';
import { LeaseService } from './lease.service.js';

// 06:30 UTC on Jan 2, 2027: already Jan 2 in Toronto, still Jan 1 in Vancouver.
const NOW = new Date('2027-01-02T06:30:00Z');
const unlimited: WriteLimiter = { consume: async () => {} };
const service = new LeaseService(unlimited, null, () => NOW);

const t = withTestApp();
let landlord: Actor;
beforeAll(async () => {
  const cast = await leaseActors(t);
  landlord = actorOf(cast.landlord);
});

const ctx = (viewer: Actor | null): ServiceContext => ({ em: t.services.orm.em.fork(), viewer });
const input = (propertyId: number, startDate: string, endDate: string) => ({
  propertyId,
  tenantName: 'Tia Tenant',
  tenantEmail: 'tia@example.ca',
  monthlyRent: 2000,
  startDate,
  endDate,
});

describe('LeaseService with a pinned clock', () => {
  it("refuses a start before today in the last Canadian zone, and accepts that zone's today", async () => {
    const propertyId = await insertProperty(t, landlord.id);
    const lease = await service.create(ctx(landlord), input(propertyId, '2027-01-01', '2027-06-30'));
    expect(lease).toMatchObject({ status: 'pending', startDate: '2027-01-01', tenantId: null });
    const refused = service.create(ctx(landlord), input(propertyId, '2026-12-31', '2027-06-30'));
    await expect(refused).rejects.toBeInstanceOf(DomainError);
    await expect(refused).rejects.toMatchObject({ code: 'VALIDATION_FAILED', message: START_IN_PAST_MESSAGE });
  });

  it("computes booking state with Toronto's day, in one batch for many properties", async () => {
    const endedYesterday = await insertProperty(t, landlord.id);
    const endsToday = await insertProperty(t, landlord.id);
    const none = await insertProperty(t, landlord.id);
    const insert = (propertyId: number, end: string) =>
      sql(
        t,
        `insert into leases (property_id, landlord_id, tenant_name, tenant_email, status, start_date, end_date, monthly_rent)
         values ($1, $2, 'Sam', 'sam@example.ca', 'active', '2026-06-01', $3, 1500)`,
        [propertyId, landlord.id, end],
      );
    await insert(endedYesterday, '2027-01-01');
    await insert(endsToday, '2027-01-02');

    const states = await service.bookingStates(ctx(null), [endedYesterday, endsToday, none]);
    expect(states.map((state) => state.isBooked)).toEqual([false, true, false]);
    // Anonymous callers get the booking view, without the tenant's email.
    expect(states[1]!.currentLease).toEqual({
      id: expect.any(Number),
      propertyId: endsToday,
      status: 'active',
      startDate: '2026-06-01',
      endDate: '2027-01-02',
      tenantName: 'Sam',
    });
    const asLandlord = await service.bookingStates(ctx(landlord), [endsToday]);
    expect(asLandlord[0]!.currentLease).toMatchObject({ tenantEmail: 'sam@example.ca' });
  });
});
