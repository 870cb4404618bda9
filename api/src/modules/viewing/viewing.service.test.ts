import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../../test/auth-helpers.js';
import { actorOf, insertProperty, withTestApp } from '../../../test/marketplace-fixtures.js';
import type { Actor, ServiceContext } from '../../common/actor.js';
import { ENTRY_NOTICE_RULES, VIEWING_TIME_PAST_MESSAGE } from '../../contracts/index.js';
import type { WriteLimiter } from '../../rate-limit/write-limits.js';
import { ViewingNotices } from './viewing-notices.js';
import { ViewingService } from './viewing.service.js';

// A clock far from the real date: what the service calls 'now' must be this, never the machine's clock.
const NOW = new Date('2031-05-05T12:00:00Z');
const HOUR = 3600_000;
const unlimited: WriteLimiter = { consume: async () => {} };

const t = withTestApp({ users: { landlord: 'landlord' } });
let service: ViewingService;
let landlord: Actor;
beforeAll(() => {
  const notices = new ViewingNotices({ ...t.services, publicUrl: t.services.config.publicUrl, mailFrom: t.services.config.mailFrom, now: () => NOW });
  service = new ViewingService(notices, unlimited, () => NOW);
  landlord = actorOf(t.users.landlord);
});
const ctx = (): ServiceContext => ({ em: t.services.orm.em.fork(), viewer: landlord });
const at = (ms: number) => new Date(ms).toISOString();

describe('ViewingService with a pinned clock', () => {
  it("refuses a first viewing at or before its now and takes one after it, whatever the machine's date", async () => {
    const propertyId = await insertProperty(t, landlord.id);
    const refused = service.addSlots(ctx(), propertyId, { startsAt: at(NOW.getTime()), durationMinutes: 30 });
    await expect(refused).rejects.toMatchObject({ code: 'VALIDATION_FAILED', message: VIEWING_TIME_PAST_MESSAGE });
    const [slot] = await service.addSlots(ctx(), propertyId, { startsAt: at(NOW.getTime() + HOUR), durationMinutes: 30 });
    expect(slot).toMatchObject({ startsAt: new Date(NOW.getTime() + HOUR) });
  });

  it("measures an occupied unit's notice from its now", async () => {
    const propertyId = await insertProperty(t, landlord.id);
    // A lease current on any date the suite runs.
    await sql(
      t,
      `insert into leases (property_id, landlord_id, tenant_name, tenant_email, status, start_date, monthly_rent)
       values ($1, $2, 'Sam', 'sam@example.ca', 'active', '2000-01-01', 1500)`,
      [propertyId, landlord.id],
    );
    const hours = ENTRY_NOTICE_RULES.ON.noticeHours;
    expect(await service.notice(ctx(), propertyId)).toMatchObject({ occupied: true, noticeHours: hours, earliestStart: new Date(NOW.getTime() + hours * HOUR) });
    await expect(service.addSlots(ctx(), propertyId, { startsAt: at(NOW.getTime() + (hours - 1) * HOUR), durationMinutes: 30 })).rejects.toMatchObject({ code: 'NOTICE_PERIOD' });
    expect(await service.addSlots(ctx(), propertyId, { startsAt: at(NOW.getTime() + hours * HOUR), durationMinutes: 30 })).toHaveLength(1);
  });
});
