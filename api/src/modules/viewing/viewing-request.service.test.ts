import { beforeAll, describe, expect, it } from 'vitest';
import { actorOf, insertProperty, withTestApp } from '../../../test/marketplace-fixtures.js';
import type { Actor, ServiceContext } from '../../common/actor.js';
import { VIEWING_PROPOSAL_TOO_FAR_MESSAGE, VIEWING_TIME_PAST_MESSAGE } from '../../contracts/index.js';
import type { WriteLimiter } from '../../rate-limit/write-limits.js';
import { Notices } from '../notification/index.js';
import { ViewingNotices } from './viewing-notices.js';
import { ViewingRequestNotices } from './viewing-request-notices.js';
import { ViewingRequestService } from './viewing-request.service.js';

// A clock far from the real date (8:00 in Toronto): what the service calls 'now' must be this, never the machine's clock.
const NOW = new Date('2031-05-05T12:00:00Z');
const HOUR = 3600_000;
const unlimited: WriteLimiter = { consume: async () => {} };

const t = withTestApp({ users: { landlord: 'landlord', tenant: 'tenant' } });
let service: ViewingRequestService;
let landlord: Actor;
let tenant: Actor;
beforeAll(() => {
  const { orm, jobs, mailer, notifications, config } = t.services;
  const notices = new Notices({ orm, jobs, mailer, notifications });
  const bookings = new ViewingNotices({ ...t.services, notices, publicUrl: config.publicUrl, mailFrom: config.mailFrom, now: () => NOW });
  service = new ViewingRequestService(new ViewingRequestNotices(notices, config.publicUrl), bookings, unlimited, () => NOW);
  landlord = actorOf(t.users.landlord);
  tenant = actorOf(t.users.tenant);
});
const as = (viewer: Actor): ServiceContext => ({ em: t.services.orm.em.fork(), viewer });
const at = (ms: number) => new Date(ms).toISOString();

describe('ViewingRequestService with a pinned clock', () => {
  it("refuses a proposed time at its now or past its horizon and takes one an hour after it, whatever the machine's date", async () => {
    const propertyId = await insertProperty(t, landlord.id);
    await expect(service.request(as(tenant), { propertyId, proposedTimes: [at(NOW.getTime())] })).rejects.toMatchObject({ message: VIEWING_TIME_PAST_MESSAGE });
    await expect(service.request(as(tenant), { propertyId, proposedTimes: [at(NOW.getTime() + 91 * 24 * HOUR)] })).rejects.toMatchObject({ message: VIEWING_PROPOSAL_TOO_FAR_MESSAGE });
    const { viewingRequest } = await service.request(as(tenant), { propertyId, proposedTimes: [at(NOW.getTime() + HOUR)] });
    expect(viewingRequest).toMatchObject({ status: 'pending', proposedTimes: [new Date(NOW.getTime() + HOUR)], createdAt: NOW });
  });

  it('counts the day between two requests and stamps the answer by its now', async () => {
    const propertyId = await insertProperty(t, landlord.id);
    const { viewingRequest } = await service.request(as(tenant), { propertyId, proposedTimes: [at(NOW.getTime() + 2 * HOUR)] });
    await expect(service.request(as(tenant), { propertyId })).rejects.toMatchObject({ code: 'VIEWING_ALREADY_REQUESTED' });
    const declined = await service.decline(as(landlord), viewingRequest.id, { reason: 'Rented' });
    expect(declined).toMatchObject({ status: 'declined', declineReason: 'Rented', answeredAt: NOW });
  });

  it('accepts a proposed time into a booked viewing of 30 minutes', async () => {
    const propertyId = await insertProperty(t, landlord.id);
    const time = at(NOW.getTime() + 3 * HOUR);
    const { viewingRequest } = await service.request(as(tenant), { propertyId, proposedTimes: [time] });
    const accepted = await service.accept(as(landlord), viewingRequest.id, { time });
    expect(accepted).toMatchObject({ status: 'accepted', viewingStartsAt: new Date(time), answeredAt: NOW, bookingId: expect.any(Number) });
  });
});
