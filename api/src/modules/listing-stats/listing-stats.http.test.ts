import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../../test/auth-helpers.js';
import { fromNow, HOUR } from '../../../test/clock.js';
import { actorsWithOtherTenant, insertProperty, withTestApp } from '../../../test/marketplace-fixtures.js';
import { calendarDayIn } from '../../common/time-zone.js';

// Listing statistics (docs/product.md#listing-statistics) over real HTTP on a real PostgreSQL, the server's clock
// pinned and moved a day on to count a second day.

/** A web build whose server renderer draws the listing page (as web/dist-ssr does), so `/property/:id` is rendered. */
function renderingWebDist(): string {
  const build = mkdtempSync(path.join(os.tmpdir(), 'hearth-stats-web-'));
  mkdirSync(path.join(build, 'dist'));
  mkdirSync(path.join(build, 'dist-ssr'));
  for (const page of ['index.html', 'frame.html', 'home.html']) writeFileSync(path.join(build, 'dist', page), '<!doctype html><div id="root"></div>');
  writeFileSync(
    path.join(build, 'dist-ssr/server-render.js'),
    `export async function renderPage(url, execute) {
      const id = Number(url.split('/')[2]);
      const { data } = await execute({ query: 'query ($id: Int!) { property(id: $id) { title } }', variables: { id } });
      return '<!doctype html><div id="root">' + JSON.stringify(data) + '</div>';
    }`,
  );
  return path.join(build, 'dist');
}

const clock = { now: fromNow(0) };
const t = withTestApp({ config: { now: () => clock.now, webDist: renderingWebDist() } });
let actors: Awaited<ReturnType<typeof actorsWithOtherTenant>>;
let listing: number;
const TORONTO = 'America/Toronto';
const browser = (name: string) => ({ 'user-agent': `Mozilla/5.0 (${name}) Firefox/140.0` });
const propertyQuery = 'query ($id: Int!) { property(id: $id) { id title } }';
const statsQuery = `query ($id: Int!, $days: Int!) { property(id: $id) { stats(days: $days) {
  days from to timeZone totals { views saves inquiries viewingsBooked applications }
  perDay { day views saves inquiries viewingsBooked applications } } } }`;

beforeAll(async () => {
  actors = await actorsWithOtherTenant(t);
  listing = await insertProperty(t, actors.landlord.id, { title: 'Loft on Queen' });
});

const stats = (days?: number, who = actors.landlord) => who.client.get(`/api/properties/${listing}/stats${days === undefined ? '' : `?days=${days}`}`);
const viewsOn = async (day: string): Promise<number> =>
  (await sql<{ n: number }>(t, 'select count(*)::int as n from listing_views where property_id = $1 and day = $2', [listing, day])).rows[0]!.n;

describe('views', () => {
  it('counts each visitor once a day over REST, GraphQL and the rendered page; never the owner, admins or bots', async () => {
    const today = calendarDayIn(TORONTO, clock.now);
    const anonymous = actors.anonymous;
    // One anonymous browser, three ways in, twice each: one view.
    for (let i = 0; i < 2; i += 1) {
      expect((await anonymous.get(`/api/properties/${listing}`, browser('Anne'))).status).toBe(200);
      expect((await anonymous.graphql(propertyQuery, { id: listing }, browser('Anne'))).json.data.property.title).toBe('Loft on Queen');
      const page = await fetch(`${t.url}/property/${listing}`, { headers: browser('Anne') });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Loft on Queen');
    }
    expect(await viewsOn(today)).toBe(1);
    // Another browser on the same address is another visitor (the hash covers the user agent too).
    await fetch(`${t.url}/property/${listing}`, { headers: browser('Bob') });
    expect(await viewsOn(today)).toBe(2);
    // A signed-in tenant is one visitor whatever the browser; the owner, an admin and crawlers are not counted.
    await actors.tenant.client.get(`/api/properties/${listing}`, browser('Tia phone'));
    await actors.tenant.client.graphql(propertyQuery, { id: listing }, browser('Tia laptop'));
    await actors.landlord.client.get(`/api/properties/${listing}`, browser('Lena'));
    await actors.landlord.client.graphql(propertyQuery, { id: listing }, browser('Lena'));
    await actors.admin.client.get(`/api/properties/${listing}`, browser('Ada'));
    for (const bot of ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'facebookexternalhit/1.1', 'curl/8.5.0']) {
      await anonymous.get(`/api/properties/${listing}`, { 'user-agent': bot });
      await fetch(`${t.url}/property/${listing}`, { headers: { 'user-agent': bot } });
    }
    expect(await viewsOn(today)).toBe(3);
  });

  it('stores no IP address, user agent or user id: only the listing, the day and a 16-byte hash', async () => {
    const { rows: columns } = await sql<{ column_name: string; data_type: string }>(
      t,
      `select column_name, data_type from information_schema.columns where table_name = 'listing_views' order by ordinal_position`,
    );
    expect(columns).toEqual([
      { column_name: 'property_id', data_type: 'integer' },
      { column_name: 'day', data_type: 'date' },
      { column_name: 'visitor', data_type: 'bytea' },
    ]);
    const { rows } = await sql<{ visitor: Buffer }>(t, 'select visitor from listing_views where property_id = $1', [listing]);
    expect(rows.length).toBeGreaterThan(0);
    for (const { visitor } of rows) {
      expect(visitor).toHaveLength(16);
      expect(visitor.toString('latin1')).not.toMatch(/127\.0\.0\.1|Mozilla|Anne/);
    }
    // The daily secret lives in the database, one per day.
    expect((await sql(t, 'select day from visitor_salts')).rows).toHaveLength(1);
  });

  it('counts the same visitor again the next day, under a new secret', async () => {
    const firstDay = calendarDayIn(TORONTO, clock.now);
    clock.now = new Date(clock.now.getTime() + 24 * HOUR);
    const nextDay = calendarDayIn(TORONTO, clock.now);
    await actors.anonymous.get(`/api/properties/${listing}`, browser('Anne'));
    await actors.anonymous.get(`/api/properties/${listing}`, browser('Anne'));
    await actors.tenant.client.get(`/api/properties/${listing}`, browser('Tia phone'));
    expect(await viewsOn(firstDay)).toBe(3);
    expect(await viewsOn(nextDay)).toBe(2);
    expect((await sql(t, 'select day from visitor_salts')).rows).toHaveLength(2);
  });
});

describe('GET /api/properties/{id}/stats', () => {
  it('answers the last days of every step, zeros included, from each module', async () => {
    const saved = await actors.tenant.client.post('/api/saved-properties', { propertyId: listing });
    expect(saved.status).toBe(201);
    expect((await actors.otherTenant.client.post('/api/saved-properties', { propertyId: listing })).status).toBe(201);
    expect((await actors.tenant.client.post('/api/inquiries', { propertyId: listing, message: 'Is it still available?' })).status).toBe(201);
    const slot = await actors.landlord.client.post(`/api/properties/${listing}/viewing-slots`, { startsAt: fromNow(72 * HOUR).toISOString().slice(0, 17) + '00Z', durationMinutes: 30 });
    expect(slot.status).toBe(201);
    expect((await actors.tenant.client.post(`/api/viewing-slots/${slot.json[0].id}/bookings`, {})).status).toBe(201);
    expect((await actors.tenant.client.post(`/api/properties/${listing}/applications`, { message: 'Hello!', consent: true })).status).toBe(201);

    // The actions above happened on the machine's day; the pinned clock is a day on.
    const actedOn = calendarDayIn(TORONTO, fromNow(0));
    const response = await stats(3);
    expect(response.status).toBe(200);
    const days = [-2, -1, 0].map((offset) => calendarDayIn(TORONTO, new Date(clock.now.getTime() + offset * 24 * HOUR)));
    expect(response.json).toMatchObject({ days: 3, from: days[0], to: days[2], timeZone: TORONTO });
    const zero = { views: 0, saves: 0, inquiries: 0, viewingsBooked: 0, applications: 0 };
    expect(response.json.perDay).toEqual([
      { day: days[0], ...zero },
      { day: days[1], ...zero, views: 3, ...(actedOn === days[1] ? { saves: 2, inquiries: 1, viewingsBooked: 1, applications: 1 } : {}) },
      { day: days[2], ...zero, views: 2, ...(actedOn === days[2] ? { saves: 2, inquiries: 1, viewingsBooked: 1, applications: 1 } : {}) },
    ]);
    expect(response.json.totals).toEqual({ views: 5, saves: 2, inquiries: 1, viewingsBooked: 1, applications: 1 });
    // 30 days by default, the oldest first.
    const month = await stats();
    expect(month.json.days).toBe(30);
    expect(month.json.perDay).toHaveLength(30);
    expect(month.json.perDay.at(-1).day).toBe(days[2]);
  });

  it('is the owner’s and admins’: a tenant and another landlord get 403, anonymous 401, a hidden listing 404', async () => {
    expect((await stats(7, actors.admin)).status).toBe(200);
    for (const who of [actors.tenant, actors.otherLandlord]) {
      const refused = await stats(7, who);
      expect(refused.status).toBe(403);
      expect(refused.json).toEqual({ code: 'FORBIDDEN', message: "Only the listing's owner and administrators can see its statistics." });
    }
    const anonymous = await actors.anonymous.get(`/api/properties/${listing}/stats`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.code).toBe('UNAUTHENTICATED');
    const pending = await insertProperty(t, actors.landlord.id, { status: 'pending' });
    expect((await actors.otherLandlord.client.get(`/api/properties/${pending}/stats`)).status).toBe(404);
    expect((await actors.landlord.client.get(`/api/properties/${pending}/stats`)).status).toBe(200);
    expect((await actors.landlord.client.get('/api/properties/999999/stats')).status).toBe(404);
  });

  it('takes 1 to 90 whole days, else 400', async () => {
    expect((await stats(1)).json.perDay).toHaveLength(1);
    expect((await stats(90)).json.perDay).toHaveLength(90);
    for (const days of ['0', '91', '2.5', 'week', '']) {
      const refused = await actors.landlord.client.get(`/api/properties/${listing}/stats?days=${days}`);
      expect(refused.status).toBe(400);
      expect(refused.json).toMatchObject({ code: 'VALIDATION_FAILED', message: 'days must be a whole number from 1 to 90.' });
    }
  });
});

describe('Property.stats over GraphQL', () => {
  it('answers the owner the same numbers, and FORBIDDEN to a tenant (the listing itself still answers)', async () => {
    const rest = (await stats(7)).json;
    const { json } = await actors.landlord.client.graphql(statsQuery, { id: listing, days: 7 });
    expect(json.errors).toBeUndefined();
    expect(json.data.property.stats).toEqual(rest);
    const tenant = await actors.tenant.client.graphql(statsQuery, { id: listing, days: 7 });
    expect(tenant.json.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(tenant.json.data.property).toEqual({ stats: null });
    const bad = await actors.landlord.client.graphql(statsQuery, { id: listing, days: 0 });
    expect(bad.json.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
  });
});
