import { afterAll, describe, expect, it, vi } from 'vitest';
import { sql } from '../../../test/auth-helpers.js';
import { HttpClient } from '../../../test/http-client.js';
import { cityPoint, listingBody, withTestApp } from '../../../test/marketplace-fixtures.js';
import { BELOW_MARKET_FLAG, RENT_REPORT_MIN_SAMPLE, type RentReport } from '../../contracts/index.js';

// The rent report and what hangs on it (docs/rent-report.md): exact medians, the 10-listing threshold, public
// listings only, the one-month and one-year changes, a listing's rent comparison, the debounced refresh and the
// below-market flag. The clock is injected: the report is computed as of NOW.
const NOW = new Date('2026-06-15T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const t = withTestApp({
  config: { now: () => NOW, rentReportDebounceSeconds: 1, jobPollingSeconds: 0.5 },
  users: { landlord: 'landlord', otherLandlord: 'landlord', admin: 'admin', tenant: 'tenant' },
});
const anonymous = () => new HttpClient(t.url);
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY).toISOString();

interface Listing {
  city: string;
  rent: number;
  bedrooms?: number;
  type?: string;
  province?: string;
  status?: string;
  listed?: boolean;
  suspended?: boolean;
  /** Its rents, oldest first, as [rent, days before NOW it took effect]; default: `rent` since 400 days. */
  history?: Array<[rent: number, daysAgo: number]>;
}

/** Inserts listings of the landlord straight into the table (the refresh is what is tested, not the create route). */
async function insert(listings: Listing[]): Promise<number[]> {
  const ids: number[] = [];
  for (const listing of listings) {
    const [latitude, longitude] = cityPoint(listing.city, listing.province ?? 'ON');
    const { rows } = await sql<{ id: number }>(
      t,
      `insert into properties (title, address, city, province, property_type, bedrooms, bathrooms, monthly_rent, owner_id, status, show_on_marketplace, owner_suspended, latitude, longitude, created_at)
       values ('Report flat', '1 Main St', $1, $2, $3, $4, 1, $5, $6, $7, $8, $9, $10, $11, $12) returning id`,
      [listing.city, listing.province ?? 'ON', listing.type ?? 'apartment', listing.bedrooms ?? 1, listing.rent, t.users.landlord.id,
        listing.status ?? 'approved', listing.listed ?? true, listing.suspended ?? false, latitude, longitude, daysAgo((listing.history ?? [[listing.rent, 400]])[0]![1])],
    );
    const id = rows[0]!.id;
    // Its price history, as the property module records it: each rent until the next one took effect.
    const history = listing.history ?? [[listing.rent, 400]];
    for (const [index, [rent, ago]] of history.entries()) {
      const until = history[index + 1];
      await sql(t, 'insert into property_price_history (property_id, monthly_rent, previous_rent, effective_from, effective_until) values ($1, $2, $3, $4, $5)', [
        id, rent, index > 0 ? history[index - 1]![0] : null, daysAgo(ago), until ? daysAgo(until[1]) : null,
      ]);
    }
    ids.push(id);
  }
  return ids;
}

const refresh = () => t.services.rentReport.refresh();
const report = async (query = ''): Promise<RentReport> => {
  const answer = await anonymous().get(`/api/rent-report${query}`);
  expect(answer.status, answer.text).toBe(200);
  return answer.json as RentReport;
};
const rowsOf = async (city: string) => (await report(`?city=${encodeURIComponent(city)}`)).rows;

/** The median as the report defines it: the middle value, or the mean of the two middle ones. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Rents that make a lopsided, unsorted sample (the median is not the mean). */
const rents = (count: number, seed: number) => Array.from({ length: count }, (_, i) => 900 + ((i * 7919 + seed * 104729) % 2311));

afterAll(() => vi.useRealTimers());

describe('GET /api/rent-report: exact medians of public listings (docs/rent-report.md)', () => {
  it('gives the exact median of an odd and an even count, per type and for all types, like a median computed here', async () => {
    const odd = rents(11, 1);
    const even = rents(12, 2);
    const condos = rents(10, 3);
    await insert(odd.map((rent) => ({ city: 'Kingston', rent, bedrooms: 1 })));
    await insert(even.map((rent) => ({ city: 'Kingston', rent, bedrooms: 2 })));
    await insert(condos.map((rent) => ({ city: 'Kingston', rent, bedrooms: 2, type: 'condo' })));
    await refresh();

    const rows = await rowsOf('kingston');
    expect(rows.map((row) => [row.bedrooms, row.propertyType, row.sampleSize])).toEqual([
      [1, null, 11],
      [1, 'apartment', 11],
      [2, null, 22],
      [2, 'apartment', 12],
      [2, 'condo', 10],
    ]);
    const row = (bedrooms: number, type: string | null) => rows.find((r) => r.bedrooms === bedrooms && r.propertyType === type)!;
    expect(row(1, null).medianRent).toBe(median(odd));
    expect(row(2, 'apartment').medianRent).toBe(median(even));
    expect(Number.isInteger(median(even))).toBe(false); // an even count whose two middle rents differ by an odd amount
    expect(row(2, 'condo').medianRent).toBe(median(condos));
    expect(row(2, null).medianRent).toBe(median([...even, ...condos]));
    // The same listings at the same rents a month and a year ago: no change.
    expect(row(1, null)).toMatchObject({ province: 'ON', city: 'Kingston', oneMonthChangePercent: 0, oneYearChangePercent: 0 });
  });

  it('leaves out a row of 9 listings and shows it at 10', async () => {
    await insert(rents(RENT_REPORT_MIN_SAMPLE - 1, 4).map((rent) => ({ city: 'Guelph', rent, bedrooms: 3 })));
    await refresh();
    expect(await rowsOf('Guelph')).toEqual([]);
    await insert([{ city: 'Guelph', rent: 1500, bedrooms: 3 }]);
    await refresh();
    expect((await rowsOf('Guelph')).map((row) => row.sampleSize)).toEqual([10, 10]);
  });

  it('counts public listings only: pending, rejected, hidden and suspended landlords\' listings are left out', async () => {
    const listed = rents(10, 5);
    await insert(listed.map((rent) => ({ city: 'Barrie', rent })));
    await insert([
      { city: 'Barrie', rent: 100, status: 'pending' },
      { city: 'Barrie', rent: 100, status: 'rejected' },
      { city: 'Barrie', rent: 100, listed: false },
      { city: 'Barrie', rent: 100, suspended: true },
    ]);
    await refresh();
    const [all] = await rowsOf('Barrie');
    expect(all).toMatchObject({ sampleSize: 10, medianRent: median(listed) });
  });

  it('narrows by province and city (accents and case forgiven); an unknown city has no rows; a bad province or city is a 400', async () => {
    await insert(rents(10, 6).map((rent) => ({ city: 'Montréal', province: 'QC', rent })));
    await refresh();
    expect((await rowsOf('MONTREAL')).map((row) => row.city)).toEqual(['Montréal', 'Montréal']);
    const quebec = await report('?province=QC');
    expect(new Set(quebec.rows.map((row) => row.province))).toEqual(new Set(['QC']));
    expect(quebec.generatedAt).toBe(NOW.toISOString());
    expect((await report('?province=QC&city=Kingston')).rows).toEqual([]);
    expect((await report('?city=Atlantis')).rows).toEqual([]);
    const national = await report();
    expect(national.rows.length).toBeGreaterThanOrEqual(quebec.rows.length + 2);

    for (const query of ['?province=XX', '?province=on', `?city=${'x'.repeat(101)}`]) {
      const answer = await anonymous().get(`/api/rent-report${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.json.code).toBe('VALIDATION_FAILED');
    }
    const graphql = await anonymous().graphql('{ rentReport(city: "montreal", province: QC) { generatedAt rows { province city bedrooms propertyType medianRent sampleSize oneMonthChangePercent oneYearChangePercent } } }');
    expect(graphql.json.errors).toBeUndefined();
    expect(graphql.json.data.rentReport.rows).toEqual((await rowsOf('Montréal')));
    expect(graphql.json.data.rentReport.generatedAt).toBe(NOW.toISOString());
    const badProvince = await anonymous().graphql('{ rentReport(province: XX) { rows { city } } }');
    expect(badProvince.json.errors).toBeDefined();
  });
});

describe('answers under concurrent requests', () => {
  it('shows a refresh committed before a request in its answer, though concurrent requests share the state read', async () => {
    const burst = () => Promise.all(Array.from({ length: 30 }, (_, i) => report(i % 2 ? '?city=Oshawa' : '')));
    const before = await burst();
    expect(before.every((answer) => !answer.rows.some((row) => row.city === 'Oshawa'))).toBe(true);
    await insert(rents(10, 9).map((rent) => ({ city: 'Oshawa', rent })));
    // A burst still waiting for its state reads while the refresh commits, then one started after it.
    const during = burst();
    await refresh();
    const after = await burst();
    await during;
    for (const answer of after) expect(answer.rows.filter((row) => row.city === 'Oshawa').map((row) => row.sampleSize)).toEqual([10, 10]);
    // REST's kept JSON is the same answer GraphQL gives from the same kept rows.
    const graphql = await anonymous().graphql('{ rentReport(city: "Oshawa") { generatedAt rows { province city bedrooms propertyType medianRent sampleSize oneMonthChangePercent oneYearChangePercent } } }');
    expect(graphql.json.data.rentReport).toEqual(after[1]);
    const raw = await anonymous().get('/api/rent-report?city=Oshawa');
    expect(raw.headers.get('content-type')).toMatch(/^application\/json/);
  });
});

describe('one-month and one-year changes from the price history', () => {
  it('compares with the median of the same listings as of 30 and 365 days before, from their price history', async () => {
    // 12 listings whose rents rose 100 days ago and again 10 days ago; the 11th came 40 days ago, the 12th 5 days ago.
    const yearAgo = [1000, 1050, 1100, 1150, 1200, 1250, 1300, 1350, 1400, 1450];
    const monthAgo = yearAgo.map((rent) => rent + 100);
    const today = monthAgo.map((rent) => rent + 60);
    await insert(today.map((rent, i) => ({ city: 'Sudbury', rent, history: [[yearAgo[i]!, 400], [monthAgo[i]!, 100], [rent, 10]] })));
    await insert([
      { city: 'Sudbury', rent: 1900, history: [[2000, 40], [1900, 20]] },
      { city: 'Sudbury', rent: 2100, history: [[2100, 5]] },
    ]);
    await refresh();
    const [all] = await rowsOf('Sudbury');
    const now = median([...today, 1900, 2100]);
    const month = median([...monthAgo, 2000]); // 11 listings existed a month ago, at those rents
    const year = median(yearAgo); // 10 a year ago
    const percent = (from: number) => Math.round(((now - from) / from) * 1000) / 10;
    expect(all).toMatchObject({ sampleSize: 12, medianRent: now, oneMonthChangePercent: percent(month), oneYearChangePercent: percent(year) });
    expect(all!.oneYearChangePercent).toBeGreaterThan(all!.oneMonthChangePercent!);
  });

  it('gives no change where fewer than 10 of the listings existed then', async () => {
    // Ten listings, nine of them a year old, all ten a month old: the year is unknown, the month is not.
    await insert(Array.from({ length: 10 }, (_, i) => ({ city: 'Thunder Bay', rent: 1500 + i * 10, history: [[1400 + i * 10, i === 0 ? 200 : 400], [1500 + i * 10, 20]] as Array<[number, number]> })));
    await refresh();
    const [all] = await rowsOf('Thunder Bay');
    expect(all!.oneYearChangePercent).toBeNull();
    expect(all!.oneMonthChangePercent).toBe(Math.round(((1545 - 1445) / 1445) * 1000) / 10); // 6.9: medians 1,445 then 1,545
  });
});

describe('rentComparison on a listing', () => {
  it('compares with its city and bedrooms (all types) when that row exists, on REST and GraphQL; null otherwise', async () => {
    await insert(rents(10, 7).map((rent) => ({ city: 'Waterloo', rent, bedrooms: 2 })));
    const [cheap, lonely] = await insert([
      { city: 'Waterloo', rent: 1000, bedrooms: 2, type: 'condo' },
      { city: 'Waterloo', rent: 1000, bedrooms: 4 },
    ]);
    await refresh();
    const [row] = await rowsOf('Waterloo');
    expect(row).toMatchObject({ bedrooms: 2, sampleSize: 11, propertyType: null });
    const percentDiff = Math.round(((1000 - row!.medianRent) / row!.medianRent) * 100);

    const detail = await anonymous().get(`/api/properties/${cheap}`);
    expect(detail.json.rentComparison).toEqual({ median: row!.medianRent, sampleSize: 11, percentDiff });
    const browse = (await anonymous().get('/api/properties?city=Waterloo&limit=50')).json as Array<{ id: number; rentComparison: unknown }>;
    expect(browse.find((listing) => listing.id === cheap)!.rentComparison).toEqual({ median: row!.medianRent, sampleSize: 11, percentDiff });
    expect(browse.find((listing) => listing.id === lonely)!.rentComparison).toBeNull();
    expect((await anonymous().get(`/api/properties/${lonely}`)).json.rentComparison).toBeNull();

    const graphql = await anonymous().graphql('query($a: Int!, $b: Int!) { a: property(id: $a) { rentComparison { median sampleSize percentDiff } } b: property(id: $b) { rentComparison { median } } }', { a: cheap, b: lonely });
    expect(graphql.json.errors).toBeUndefined();
    expect(graphql.json.data).toEqual({ a: { rentComparison: { median: row!.medianRent, sampleSize: 11, percentDiff } }, b: { rentComparison: null } });
  });
});

describe('the refresh job', () => {
  it('follows listing changes within seconds, and several changes make one refresh', async () => {
    const ids = await insert(rents(10, 8).map((rent) => ({ city: 'Windsor', rent })));
    await refresh();
    const before = t.services.rentReport.refreshes;
    const owner = t.users.landlord.client;
    // Three changes to public listings at once (within the debounce of 1 s, even on a busy machine).
    const answers = await Promise.all(ids.slice(0, 3).map((id, i) => owner.put(`/api/properties/${id}`, { monthlyRent: 3000 + i })));
    for (const answer of answers) expect(answer.status, answer.text).toBe(200);
    await vi.waitFor(() => expect(t.services.rentReport.refreshes).toBe(before + 1), { timeout: 15_000, interval: 100 });
    const [all] = await rowsOf('Windsor');
    expect(all!.medianRent).toBe(median([...rents(10, 8).slice(3), 3000, 3001, 3002]));
    // Nothing else was waiting: no second run follows.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(t.services.rentReport.refreshes).toBe(before + 1);
  }, 30_000);
});

describe('below_market: a rent under 60 % of the local median goes to review, flagged for admins', () => {
  const FLAGS = 'query($id: Int!) { property(id: $id) { status reviewFlags rentComparison { median sampleSize percentDiff } } }';

  it('flags a new listing at 59 % of the median and not one at 61 %, on REST and GraphQL for admins only', async () => {
    // Ten 2-bedroom listings at 2,000 in Toronto: the median is 2,000.
    await insert(Array.from({ length: 10 }, () => ({ city: 'Toronto', rent: 2000, bedrooms: 2 })));
    await refresh();
    const create = async (rent: number) => {
      const answer = await t.users.landlord.client.post('/api/properties', listingBody({ monthlyRent: rent, title: `Flat at ${rent}` }));
      expect(answer.status, answer.text).toBe(201);
      return answer.json.id as number;
    };
    const low = await create(1180);
    const fair = await create(1220);

    const adminLow = await t.users.admin.client.get(`/api/properties/${low}`);
    expect(adminLow.json).toMatchObject({ status: 'pending', reviewFlags: [BELOW_MARKET_FLAG], rentComparison: { median: 2000, sampleSize: 10, percentDiff: -41 } });
    expect((await t.users.admin.client.get(`/api/properties/${fair}`)).json.reviewFlags).toEqual([]);
    // The owner sees the listing, not the flag.
    expect((await t.users.landlord.client.get(`/api/properties/${low}`)).json.reviewFlags).toBeUndefined();

    const graphql = await t.users.admin.client.graphql(FLAGS, { id: low });
    expect(graphql.json.data.property).toEqual({ status: 'pending', reviewFlags: [BELOW_MARKET_FLAG], rentComparison: { median: 2000, sampleSize: 10, percentDiff: -41 } });
    expect((await t.users.landlord.client.graphql(FLAGS, { id: low })).json.data.property.reviewFlags).toEqual([]);
    // The admins' pending list shows it too.
    const pending = (await t.users.admin.client.get('/api/properties?status=pending&limit=200')).json as Array<{ id: number; reviewFlags: string[] }>;
    expect(pending.find((listing) => listing.id === low)!.reviewFlags).toEqual([BELOW_MARKET_FLAG]);
  });

  it('sends an approved listing back to review when its owner lowers the rent under 60 %, not at 61 %', async () => {
    const [lowered, trimmed] = await insert([
      { city: 'Toronto', rent: 2000, bedrooms: 2 },
      { city: 'Toronto', rent: 2000, bedrooms: 2 },
    ]);
    await refresh();
    expect((await t.users.landlord.client.put(`/api/properties/${trimmed}`, { monthlyRent: 1220 })).json).toMatchObject({ status: 'approved' });
    expect((await t.users.landlord.client.put(`/api/properties/${lowered}`, { monthlyRent: 1180 })).json).toMatchObject({ status: 'pending' });
    expect((await t.users.admin.client.get(`/api/properties/${lowered}`)).json.reviewFlags).toEqual([BELOW_MARKET_FLAG]);
    expect((await t.users.admin.client.get(`/api/properties/${trimmed}`)).json.reviewFlags).toEqual([]);
    // Gone from the marketplace until an admin approves it.
    expect((await anonymous().get(`/api/properties/${lowered}`)).status).toBe(404);
  });

  it('flags nothing where the city has no row (under 10 listings)', async () => {
    const answer = await t.users.landlord.client.post('/api/properties', listingBody({ city: 'Timmins', monthlyRent: 100 }));
    expect(answer.status, answer.text).toBe(201);
    expect((await t.users.admin.client.get(`/api/properties/${answer.json.id}`)).json).toMatchObject({ reviewFlags: [], rentComparison: null });
  });
});
