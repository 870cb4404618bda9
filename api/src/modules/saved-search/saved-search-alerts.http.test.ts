import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { sql } from '../../../test/auth-helpers.js';
import { HttpClient } from '../../../test/http-client.js';
import { appWithCast, listingBody, marketplaceActors, testUser, type TestUser } from '../../../test/marketplace-fixtures.js';
import { JobQueue } from '../../jobs/job-queue.js';
import { Notices } from '../notification/notices.js';
import { SavedSearchAlerts } from './saved-search-alerts.js';
import { elapsedMs } from '../../../test/clock.js';

// Alerts run on the real job queue of the test server: approving a listing enqueues matching, workers do the rest.
const cast = appWithCast(async (t) => {
  const actors = await marketplaceActors(t);
  const daily = await testUser(t, 'tenant', { name: 'Dani Daily' });
  const unverified = await testUser(t, 'tenant', { name: 'Uma Unverified', emailVerified: false });
  await sql(t, `update users set preferred_language = 'fr' where id = $1`, [actors.tenant.id]);
  return { ...actors, daily, unverified };
}, 60_000);

const plateau = { city: 'Montréal', bedrooms: 2, maxRent: 2000, q: 'plateau' };

async function save(user: TestUser, alert: string, filters: object = plateau): Promise<number> {
  const response = await user.client.post('/api/saved-searches', { name: 'Plateau 2 ch.', filters, alert });
  if (response.status !== 201) throw new Error(`save: ${response.status} ${response.text}`);
  return response.json.id;
}

/** A landlord lists, an admin approves: the listing reaches the marketplace. */
async function approvedListing(overrides: Record<string, unknown> = {}): Promise<number> {
  const body = listingBody({ title: 'Bright 2-bedroom', description: 'Steps from Mont-Royal on the Plateau.', city: 'Montréal', province: 'QC', bedrooms: 2, monthlyRent: 1850, ...overrides });
  const created = await cast.landlord.client.post('/api/properties', body);
  if (created.status !== 201) throw new Error(`create: ${created.status} ${created.text}`);
  const approved = await cast.admin.client.put(`/api/properties/${created.json.id}`, { status: 'approved' });
  if (approved.status !== 200) throw new Error(`approve: ${approved.status} ${approved.text}`);
  return created.json.id;
}

async function eventually<T>(read: () => Promise<T> | T, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = elapsedMs() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || elapsedMs() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Alert emails (sign-up sent a verification email too). */
const mailTo = (user: TestUser) => cast.t.mailer.sent.filter((message) => message.to === user.email && message.headers?.['List-Unsubscribe']);
const matchNotices = async (user: TestUser) =>
  ((await user.client.get('/api/notifications')).json as Array<{ type: string; propertyId: number; title: string; message: string }>).filter((n) => n.type === 'saved-search-match');
const settle = () => new Promise((resolve) => setTimeout(resolve, 3000)); // more than a polling interval

describe('saved-search alerts', () => {
  it('approving a matching listing notifies in-app in the reader’s language and sends exactly one email with a one-click unsubscribe', async () => {
    await save(cast.tenant, 'instant');
    await save(cast.unverified, 'instant');
    await save(cast.otherLandlord, 'instant', { city: 'Laval' });
    const listing = await approvedListing();

    const notices = await eventually(() => matchNotices(cast.tenant), (list) => list.length > 0);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ propertyId: listing, title: 'Nouvelle annonce pour «\u00a0Plateau 2 ch.\u00a0»' });
    expect(notices[0]!.message).toMatch(/1\s850\s\$/u);
    const mails = await eventually(() => mailTo(cast.tenant), (list) => list.length > 0);
    await settle();
    expect(mailTo(cast.tenant)).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Nouvelle annonce pour votre recherche «\u00a0Plateau 2 ch.\u00a0»');
    expect(mails[0]!.text).toContain(`/property/${listing}`);
    expect(mails[0]!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mails[0]!.headers?.['List-Unsubscribe']).toMatch(/^<http.*\/api\/saved-searches\/unsubscribe\?token=.+>$/);

    // No email to an unverified address (the in-app notice still reaches them); nothing for a search that does not match.
    expect(await matchNotices(cast.unverified)).toHaveLength(1);
    expect(mailTo(cast.unverified)).toHaveLength(0);
    expect(await matchNotices(cast.otherLandlord)).toHaveLength(0);
    // The landlord's own searches never hear about their own listing.
    expect(await matchNotices(cast.landlord)).toHaveLength(0);

    // Matching the same listing again (a retried job, a listing hidden and shown again) sends nothing more.
    await cast.t.services.savedSearchAlerts.matchListing(listing);
    await settle();
    expect(mailTo(cast.tenant)).toHaveLength(1);
    expect(await matchNotices(cast.tenant)).toHaveLength(1);
  });

  it('answers as the browse does: the place without its accents, the text in either language, the other filters', async () => {
    const [furnished, unfurnished, petsOnly] = await Promise.all(['Fay Furnished', 'Ugo Unfurnished', 'Pat Pets'].map((name) => testUser(cast.t, 'tenant', { name })));
    await save(furnished, 'daily', { city: 'QUEBEC', q: 'lumineux vieux-quebec', furnished: true, bathrooms: 1 });
    await save(unfurnished, 'daily', { city: 'quebec', furnished: false });
    await save(petsOnly, 'daily', { city: 'Québec', petFriendly: true });
    // Bedrooms said in the text count as the browse counts them: a 5 1/2 (three bedrooms) is not this two-bedroom.
    const [twoInWords, threeInWords] = await Promise.all(['Tim Two', 'Thea Three'].map((name) => testUser(cast.t, 'tenant', { name })));
    await save(twoInWords, 'daily', { q: '2 bedrooms near the Vieux-Québec' });
    await save(threeInWords, 'daily', { q: '5 1/2 près du Vieux-Québec' });
    // The city's English name finds the listing written in French, in the browse and in the alert alike.
    const english = await testUser(cast.t, 'tenant', { name: 'Eli English' });
    await save(english, 'daily', { city: 'Québec City', bedrooms: 2 });
    const listing = await approvedListing({ title: 'Loft lumineux', description: 'Près du Vieux-Québec.', city: 'Québec', furnished: 'fully-furnished', amenities: [] });
    const browse = await cast.anonymous.get(`/api/properties?city=quebec&q=${encodeURIComponent('lumineux vieux-quebec')}&furnished=true&bathrooms=1`);
    expect(browse.json.map((p: { id: number }) => p.id)).toContain(listing);
    const inEnglish = await cast.anonymous.get(`/api/properties?city=${encodeURIComponent('Québec City')}&bedrooms=2`);
    expect(inEnglish.json.map((p: { id: number }) => p.id)).toContain(listing);

    const notices = await eventually(() => matchNotices(furnished), (list) => list.length > 0);
    expect(notices.map((n) => n.propertyId)).toEqual([listing]);
    const englishNotices = await eventually(() => matchNotices(english), (list) => list.length > 0);
    expect(englishNotices.map((n) => n.propertyId)).toEqual([listing]);
    await settle();
    expect(await matchNotices(unfurnished)).toHaveLength(0);
    expect(await matchNotices(petsOnly)).toHaveLength(0);
    expect((await matchNotices(twoInWords)).map((n) => n.propertyId)).toEqual([listing]);
    expect(await matchNotices(threeInWords)).toHaveLength(0);
    const threeBrowse = await cast.anonymous.get(`/api/properties?q=${encodeURIComponent('5 1/2 près du Vieux-Québec')}`);
    expect(threeBrowse.json.map((p: { id: number }) => p.id)).not.toContain(listing);
  });

  it('turns the alert off from the email without signing in (confirmation page, then one-click POST)', async () => {
    const link = mailTo(cast.tenant)[0]!.headers!['List-Unsubscribe']!.slice(1, -1);
    const path = link.slice(link.indexOf('/api/'));
    const visitor = new HttpClient(cast.t.url);
    const page = await visitor.get(path);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<form method="post"');
    expect(page.text).toContain('<a href="/">Hearth</a>'); // a way back to the site
    expect((await cast.tenant.client.get('/api/saved-searches')).json[0].alert).toBe('instant'); // a GET changes nothing
    const oneClick = await visitor.request('POST', path, { raw: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(oneClick.status).toBe(200);
    expect((await cast.tenant.client.get('/api/saved-searches')).json[0].alert).toBe('off');
    expect((await visitor.get('/api/saved-searches/unsubscribe?token=nope')).status).toBe(400);
  });

  it('groups a daily search’s matches into one digest', async () => {
    await save(cast.daily, 'daily');
    const first = await approvedListing({ title: 'Plateau flat' });
    const second = await approvedListing({ title: 'Plateau walk-up', monthlyRent: 1950 });
    await eventually(() => matchNotices(cast.daily), (list) => list.length === 2);
    expect(mailTo(cast.daily)).toHaveLength(0);

    await cast.t.services.savedSearchAlerts.queueDigests(); // what the daily cron job runs
    const digests = await eventually(() => mailTo(cast.daily), (list) => list.length > 0);
    await cast.t.services.savedSearchAlerts.queueDigests();
    await settle();
    expect(mailTo(cast.daily)).toHaveLength(1);
    expect(digests[0]!.subject).toBe('2 new listings for your saved search “Plateau 2 ch.”');
    expect(digests[0]!.text).toContain(`/property/${first}`);
    expect(digests[0]!.text).toContain(`/property/${second}`);
    expect(digests[0]!.headers?.['List-Unsubscribe']).toBeTruthy();
  });

  it('loses and repeats nothing across a restart: a job enqueued while workers are down runs once on the next start', async () => {
    const reader = await testUser(cast.t, 'tenant', { name: 'Remi Restart' });
    await save(reader, 'instant');
    await cast.t.services.jobs.stop(); // the instance goes down
    const listing = await approvedListing({ title: 'Plateau loft' }); // another instance takes the request

    const { orm, notifications, mailer, config } = cast.t.services;
    const restarted = new JobQueue(cast.t.databaseUrl, pino({ level: 'silent' }), { pollingIntervalSeconds: 0.5 });
    const notices = new Notices({ orm, jobs: restarted, mailer, notifications });
    new SavedSearchAlerts({ orm, jobs: restarted, notices, publicUrl: config.publicUrl, logger: pino({ level: 'silent' }) }).register();
    await restarted.start();
    try {
      const mails = await eventually(() => mailTo(reader), (list) => list.length > 0);
      await settle();
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain(`/property/${listing}`);
    } finally {
      await restarted.stop();
    }
  });
});
