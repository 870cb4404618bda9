import { describe, expect, it } from 'vitest';
import { resetRateLimits, sql } from '../../../test/auth-helpers.js';
import { actorsWithOtherTenant, insertProperty, withTestApp } from '../../../test/marketplace-fixtures.js';
import { zoneOffset } from '../../common/time-zone.js';
import { earliestEntryStart, ENTRY_NOTICE_RULES, PROVINCES, provinceTimeZone, type Province } from '../../contracts/index.js';

/**
 * Entry notices on a repair request (docs/entry-notices.md), on the server's injected clock: Wednesday 3 June 2099,
 * 10:00 in Toronto. The clock is far ahead of the database's, so every time here is in its future too.
 */
const NOW = new Date('2099-06-03T14:00:00.000Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const t = withTestApp({ config: { now: () => NOW } });
const cast = {} as Awaited<ReturnType<typeof actorsWithOtherTenant>> & { propertyId: number; urgent: number; routine: number; emergency: number };

/** The earliest lawful start in `province` for an entry of `minutes`, given now (the contract's own answer). */
const earliest = (province: Province, urgencyHours = 24, minutes = 60) =>
  earliestEntryStart(province, provinceTimeZone[province], new Date(NOW.getTime() + urgencyHours * HOUR), minutes, zoneOffset)!;
const minus = (at: Date, minutes: number) => new Date(at.getTime() - minutes * MINUTE);
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const setProvince = (province: Province) => sql(t, `update properties set province = $1 where id = $2`, [province, cast.propertyId]);
const give = (requestId: number, enterAt: Date | string, overrides: Record<string, unknown> = {}, client = cast.landlord.client, headers?: Record<string, string>) =>
  client.post(`/api/repair-requests/${requestId}/entry-notices`, { enterAt: typeof enterAt === 'string' ? enterAt : enterAt.toISOString(), durationMinutes: 60, reason: 'Replace the kitchen tap.', ...overrides }, headers);

async function fileRepair(urgency: string): Promise<number> {
  const response = await cast.tenant.client.post(`/api/leases/${leaseId}/repair-requests`, { category: 'plumbing', description: 'The kitchen tap drips all night.', urgency });
  expect(response.status, response.text).toBe(201);
  return response.json.id;
}
let leaseId = 0;

describe('entry notices', () => {
  it('sets up a lease with three repair requests (urgent, routine, emergency)', async () => {
    Object.assign(cast, await actorsWithOtherTenant(t, { tenant: { name: 'Tia Tenant' } }));
    cast.propertyId = await insertProperty(t, cast.landlord.id, { title: 'Maple Flat' });
    const { rows } = await sql(
      t,
      `insert into leases (property_id, landlord_id, tenant_id, tenant_name, tenant_email, status, start_date, end_date, monthly_rent, accepted_at, accepted_by)
       values ($1, $2, $3, 'Tia Tenant', $4, 'active', '2099-01-01', null, 2000, now(), $3) returning id`,
      [cast.propertyId, cast.landlord.id, cast.tenant.id, cast.tenant.email],
    );
    leaseId = rows[0].id;
    cast.urgent = await fileRepair('urgent');
    cast.routine = await fileRepair('routine');
    cast.emergency = await fileRepair('emergency');
    await resetRateLimits(t);
  });

  describe('POST /api/repair-requests/{id}/entry-notices', () => {
    it("gives the tenant a written notice at the earliest lawful time: in-app and by email, listed on the request and in the tenant's upcoming entries", async () => {
      await setProvince('ON');
      const at = new Date('2099-06-04T14:00:00.000Z');
      expect(earliest('ON')).toEqual(at);
      const created = await give(cast.urgent, at, { reason: '  The plumber replaces the kitchen tap.  ', durationMinutes: 90 });
      expect(created.status, created.text).toBe(201);
      expect(created.json).toMatchObject({
        repairRequestId: cast.urgent,
        propertyId: cast.propertyId,
        landlordId: cast.landlord.id,
        tenantId: cast.tenant.id,
        province: 'ON',
        timeZone: 'America/Toronto',
        urgency: 'urgent',
        enterAt: at.toISOString(),
        endsAt: '2099-06-04T15:30:00.000Z',
        durationMinutes: 90,
        reason: 'The plumber replaces the kitchen tap.',
      });
      const mail = await t.mailer.delivered(cast.tenant.email, (message) => message.subject === 'Notice of Entry');
      expect(plain(mail.text)).toContain('Lena Landlord gives you written notice of entering Maple Flat on Thu, Jun 4, 2099, 10:00 a.m. EDT, for about 90 minutes. Reason: The plumber replaces the kitchen tap.');
      const { rows } = await sql(t, `select title, metadata->>'repairRequestId' as id from notifications where recipient_id = $1 and title = 'Notice of Entry'`, [cast.tenant.id]);
      expect(rows).toEqual([{ title: 'Notice of Entry', id: String(cast.urgent) }]);

      for (const reader of [cast.tenant, cast.landlord, cast.admin]) {
        const listed = await reader.client.get(`/api/repair-requests/${cast.urgent}/entry-notices`);
        expect(listed.status).toBe(200);
        expect(listed.json.map((notice: { id: number }) => notice.id)).toEqual([created.json.id]);
      }
      const upcoming = await cast.tenant.client.get('/api/entry-notices');
      expect(upcoming.json.map((notice: { id: number }) => notice.id)).toContain(created.json.id);
      expect((await cast.otherTenant.client.get('/api/entry-notices')).json).toEqual([]);
    });

    it('is the landlord’s alone: 401 to a visitor, 403 to the tenant and an admin, 404 to other tenants and landlords', async () => {
      const at = earliest('ON');
      expect((await give(cast.urgent, at, {}, cast.anonymous)).status).toBe(401);
      const tenant = await give(cast.urgent, at, {}, cast.tenant.client);
      expect(tenant).toMatchObject({ status: 403, json: { code: 'FORBIDDEN', message: 'Only the landlord of this repair request can give notice of entering.' } });
      expect((await give(cast.urgent, at, {}, cast.admin.client)).status).toBe(403);
      for (const outsider of [cast.otherTenant, cast.otherLandlord]) {
        expect((await give(cast.urgent, at, {}, outsider.client)).status).toBe(404);
        expect((await outsider.client.get(`/api/repair-requests/${cast.urgent}/entry-notices`)).status).toBe(404);
      }
      expect((await give(999_999, at)).status).toBe(404);
    });

    it('refuses input that is not a notice (400 VALIDATION_FAILED)', async () => {
      const at = earliest('ON');
      for (const overrides of [{ enterAt: '2099-06-05 10:00' }, { enterAt: '2027-02-30T15:00:00Z' }, { durationMinutes: 5 }, { durationMinutes: 721 }, { reason: '   ' }, { reason: 'x'.repeat(1001) }, { extra: true }]) {
        const refused = await give(cast.urgent, at, overrides);
        expect(refused.status, JSON.stringify(overrides)).toBe(400);
        expect(refused.json.code).toBe('VALIDATION_FAILED');
      }
    });
  });

  describe('every refusal names the rule and the earliest lawful time', () => {
    it('too soon (ENTRY_NOTICE_TOO_SHORT), in English and French', async () => {
      await setProvince('ON');
      const refused = await give(cast.urgent, minus(earliest('ON'), 1));
      expect(refused.status).toBe(400);
      expect(refused.json).toMatchObject({ code: 'ENTRY_NOTICE_TOO_SHORT', province: 'ON', noticeHours: 24, earliest: '2099-06-04T14:00:00.000Z' });
      expect(plain(refused.json.message)).toBe(
        "Under Ontario's Residential Tenancies Act, 2006 (s. 27), the tenant must get 24 hours’ written notice before you enter. The earliest lawful time is Thu, Jun 4, 2099, 10:00 a.m. EDT.",
      );
      const french = await give(cast.urgent, minus(earliest('ON'), 1), {}, cast.landlord.client, { 'accept-language': 'fr-CA' });
      expect(plain(french.json.message)).toMatch(/^Selon la Loi de 2006 sur la location à usage d’habitation de l’Ontario \(art\. 27\), le locataire doit recevoir un avis écrit de 24 heures avant que vous entriez\. Le premier moment permis est jeu\. 4 juin 2099/);
    });

    it('outside the hours, or ending after them (ENTRY_OUTSIDE_HOURS)', async () => {
      await setProvince('ON');
      const late = await give(cast.urgent, '2099-06-05T19:30:00-04:00');
      expect(late.json).toMatchObject({ code: 'ENTRY_OUTSIDE_HOURS', earliest: '2099-06-04T14:00:00.000Z' });
      expect(plain(late.json.message)).toContain("Under Ontario's Residential Tenancies Act, 2006 (s. 27), entry is allowed from 8 a.m. to 8 p.m., local time, and must end by then.");
      expect((await give(cast.urgent, '2099-06-05T07:59:00-04:00')).json.code).toBe('ENTRY_OUTSIDE_HOURS');
      expect((await give(cast.urgent, '2099-06-05T19:00:00-04:00')).status).toBe(201);
      await setProvince('NS');
      const unclear = await give(cast.urgent, '2099-06-05T08:30:00-03:00');
      expect(plain(unclear.json.message)).toContain('Hearth could not confirm these hours in the act and keeps to daytime.');
    });

    it('on a day the act excludes (ENTRY_DAY_EXCLUDED): a Sunday, an Alberta holiday', async () => {
      await setProvince('AB');
      const sunday = await give(cast.urgent, '2099-06-07T10:00:00-06:00');
      expect(sunday.json).toMatchObject({ code: 'ENTRY_DAY_EXCLUDED' });
      expect(plain(sunday.json.message)).toMatch(/^Under Alberta's Residential Tenancies Act \(s\. 23\), you may not enter on a Sunday\. The earliest lawful time is /);
      const canadaDay = await give(cast.urgent, '2099-07-01T10:00:00-06:00');
      expect(canadaDay.json.code).toBe('ENTRY_DAY_EXCLUDED');
      expect(canadaDay.json.message).toContain('on Canada Day');
      expect((await give(cast.urgent, '2099-07-02T10:00:00-06:00')).status).toBe(201);
    });

    it('too far ahead (ENTRY_NOTICE_TOO_EARLY) and too long (ENTRY_TOO_LONG)', async () => {
      await setProvince('BC');
      const far = await give(cast.urgent, new Date(NOW.getTime() + 31 * 24 * HOUR));
      expect(far.json).toMatchObject({ code: 'ENTRY_NOTICE_TOO_EARLY' });
      expect(far.json.message).toBe("Under British Columbia's Residential Tenancy Act (s. 29), the notice may be given at most 30 days before the entry: choose a sooner time.");
      await setProvince('SK');
      const long = await give(cast.urgent, earliest('SK'), { durationMinutes: 300 });
      expect(long.json).toMatchObject({ code: 'ENTRY_TOO_LONG', earliest: null });
      expect(plain(long.json.message)).toBe("Under Saskatchewan's Residential Tenancies Act, 2006 (s. 23), an entry lasts at most 4 hours (entry hours: 8 a.m. to 8 p.m., local time).");
    });
  });

  describe("every province's rule: the minute before the earliest lawful time is refused, that minute accepted", () => {
    for (const province of PROVINCES) {
      it(province, async () => {
        await setProvince(province);
        const at = earliest(province);
        const refused = await give(cast.urgent, minus(at, 1));
        expect(refused.status).toBe(400);
        expect(refused.json.code).toMatch(/^ENTRY_(NOTICE_TOO_SHORT|OUTSIDE_HOURS)$/);
        expect(refused.json.earliest).toBe(at.toISOString());
        expect(refused.json.message).toContain(ENTRY_NOTICE_RULES[province].law.en);
        const accepted = await give(cast.urgent, at);
        expect(accepted.status, accepted.text).toBe(201);
        expect(accepted.json).toMatchObject({ province, timeZone: provinceTimeZone[province] });
      });
    }
  });

  it('New Brunswick: routine repairs need 7 days’ notice', async () => {
    await setProvince('NB');
    const at = earliest('NB', 7 * 24);
    const refused = await give(cast.routine, minus(at, 1));
    expect(refused.json).toMatchObject({ code: 'ENTRY_NOTICE_TOO_SHORT', noticeHours: 168 });
    expect(refused.json.message).toMatch(/^Under New Brunswick's Residential Tenancies Act \(s\. 16\), routine repairs need 7 days’ written notice before you enter\./);
    expect((await give(cast.routine, at)).status).toBe(201);
    expect((await give(cast.urgent, earliest('NB'))).status).toBe(201);
  });

  it('emergencies need no notice: now, at any hour; the tenant reads it in French when that is their language', async () => {
    await setProvince('QC');
    await sql(t, `update users set preferred_language = 'fr' where id = $1`, [cast.tenant.id]);
    const created = await give(cast.emergency, new Date(NOW.getTime() + 5 * MINUTE), { reason: 'De l’eau coule du plafond.' });
    expect(created.status, created.text).toBe(201);
    const mail = await t.mailer.delivered(cast.tenant.email, (message) => message.subject === 'Entrée d’urgence');
    expect(plain(mail.text)).toContain('Urgence : Lena Landlord doit entrer dans Maple Flat à partir du mer. 3 juin 2099');
    await sql(t, `update users set preferred_language = null where id = $1`, [cast.tenant.id]);
  });

  it('GraphQL: giveEntryNotice, entryNotices and myUpcomingEntries, with the same rules', async () => {
    await setProvince('ON');
    const mutation = `mutation($id: Int!, $input: EntryNoticeInput!) { giveEntryNotice(repairRequestId: $id, input: $input) { id province enterAt durationMinutes reason } }`;
    const input = { enterAt: earliest('ON').toISOString(), durationMinutes: 30, reason: 'Check the radiator.' };
    const given = await cast.landlord.client.graphql(mutation, { id: cast.urgent, input });
    expect(given.json.errors).toBeUndefined();
    expect(given.json.data.giveEntryNotice).toMatchObject({ province: 'ON', durationMinutes: 30, reason: 'Check the radiator.' });
    const refused = await cast.landlord.client.graphql(mutation, { id: cast.urgent, input: { ...input, enterAt: minus(earliest('ON'), 1).toISOString() } });
    expect(refused.json.errors?.[0]?.extensions?.code).toBe('ENTRY_NOTICE_TOO_SHORT');
    const tenant = await cast.tenant.client.graphql(mutation, { id: cast.urgent, input });
    expect(tenant.json.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const listed = await cast.tenant.client.graphql(`query($id: Int!) { entryNotices(repairRequestId: $id) { id } myUpcomingEntries { id } }`, { id: cast.urgent });
    expect(listed.json.data.entryNotices.map((notice: { id: number }) => notice.id)).toContain(given.json.data.giveEntryNotice.id);
    expect(listed.json.data.myUpcomingEntries.map((notice: { id: number }) => notice.id)).toContain(given.json.data.giveEntryNotice.id);
  });
});
