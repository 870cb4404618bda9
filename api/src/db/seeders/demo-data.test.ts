import { describe, expect, it } from 'vitest';
import { sql } from '../../../test/auth-helpers.js';
import { HttpClient } from '../../../test/http-client.js';
import { RENT_REPORT_MIN_SAMPLE, type RentReport } from '../../contracts/index.js';
import {
  DEMO_ACCOUNTS,
  DEMO_LISTINGS,
  DEMO_MARKET_BEDROOMS,
  DEMO_MARKET_CITIES,
  DEMO_MARKET_LANDLORDS,
  DEMO_MARKET_LISTINGS,
  demoListings,
  demoMarket,
  loadDemoDataIfEmpty,
} from './demo-data.js';
import { withTestApp } from '../../../test/marketplace-fixtures.js';

// The app's clock is injected: the demo's dates, its price drops and the report's refresh are as of NOW.
const NOW = new Date('2026-11-27T12:00:00Z');
const t = withTestApp({ config: { now: () => NOW } });

describe('demo data on an empty database', () => {
  it('loads the demo accounts, listings and one of each activity, once', async () => {
    expect(await loadDemoDataIfEmpty(t.services)).toBe(true);
    expect(await loadDemoDataIfEmpty(t.services)).toBe(false);

    const { rows } = await sql(t, `select
      (select count(*) from users)::int as users,
      (select count(*) from users where password is null)::int as passwordless,
      (select count(*) from properties where status = 'approved' and show_on_marketplace)::int as listed,
      (select count(*) from properties where status = 'pending')::int as pending,
      (select count(distinct province) from properties)::int as provinces,
      (select count(*) from properties where latitude is null)::int as unplaced,
      (select count(*) from users where email_verified_at is not null)::int as verified,
      (select count(*) from leases where status = 'active' and tenant_id is not null and accepted_by = tenant_id)::int as leases,
      (select count(*) from inquiries)::int as inquiries,
      (select count(*) from chat_messages)::int as chats,
      (select count(*) from notifications where type = 'viewing_request' and not is_read)::int as viewings,
      (select count(*) from saved_properties)::int as saved,
      (select count(*) from viewing_slots where starts_at > now())::int as slots,
      (select count(*) from viewing_bookings b join viewing_slots s on s.id = b.slot_id where b.status = 'active' and s.booked_count = 1)::int as bookings,
      (select count(*) from rental_profiles)::int as profiles,
      (select count(*) from rental_applications where status = 'submitted')::int as applications`);
    expect(rows[0]).toEqual({ users: 3 + DEMO_MARKET_LANDLORDS, passwordless: DEMO_MARKET_LANDLORDS, verified: 3, listed: DEMO_LISTINGS + DEMO_MARKET_LISTINGS, pending: 1, provinces: 10, unplaced: 0, leases: 1, inquiries: 1, chats: 2, viewings: 1, saved: 1, slots: 9, bookings: 1, profiles: 1, applications: 1 });
  });

  it("answers a renter's search for a Toronto two-bedroom under $2,500, cheapest first", async () => {
    const response = await new HttpClient(t.url).get('/api/properties?city=toronto&bedrooms=2&maxRent=2500&sort=price_asc');
    expect(response.status).toBe(200);
    const found = response.json as Array<{ city: string; bedrooms: number; monthlyRent: number }>;
    expect(found.length).toBeGreaterThan(0);
    expect(found[0]).toMatchObject({ city: 'Toronto', bedrooms: 2 });
    expect(found[0]!.monthlyRent).toBeLessThan(2500);
  });

  it("finds listings for the home page's search examples, in English and French: two bedrooms or more on the Plateau, a balcony", async () => {
    const renter = new HttpClient(t.url);
    for (const example of ['2 bedrooms near the Plateau, balcony', '4 1/2 près du Plateau, balcon']) {
      const response = await renter.get(`/api/properties?q=${encodeURIComponent(example)}`);
      expect(response.status).toBe(200);
      const found = response.json as Array<{ neighbourhood: string | null; bedrooms: number; amenities: string[] }>;
      expect(found.length, example).toBeGreaterThan(0);
      for (const listing of found) {
        expect(listing.neighbourhood).toBe('Plateau');
        expect(listing.bedrooms).toBeGreaterThanOrEqual(2);
        expect(listing.amenities).toContain('Balcony/Patio');
      }
    }
  });

  it('has a rent report from the first start: each market city has a row of 10 or more listings for 0 to 3 bedrooms', async () => {
    const renter = new HttpClient(t.url);
    for (const city of DEMO_MARKET_CITIES) {
      const response = await renter.get(`/api/rent-report?city=${encodeURIComponent(city)}`);
      expect(response.status).toBe(200);
      const report = response.json as RentReport;
      expect(report.generatedAt).toBe(NOW.toISOString());
      const allTypes = report.rows.filter((row) => row.propertyType === null);
      expect(allTypes.map((row) => row.bedrooms), city).toEqual(expect.arrayContaining([...DEMO_MARKET_BEDROOMS]));
      for (const row of allTypes.filter((r) => r.bedrooms <= 3)) {
        expect(row.sampleSize, `${city} ${row.bedrooms}`).toBeGreaterThanOrEqual(RENT_REPORT_MIN_SAMPLE);
        // The market was listed months ago and some of it dropped its rent since: a one-month change to show.
        expect(row.oneMonthChangePercent, `${city} ${row.bedrooms}`).not.toBeNull();
      }
    }
  });

  it("shows a Toronto two-bedroom under $2,500 against its market, and the market's price drops", async () => {
    const renter = new HttpClient(t.url);
    const cheap = await renter.get('/api/properties?city=Toronto&bedrooms=2&maxRent=2500');
    expect(cheap.status).toBe(200);
    const found = cheap.json as Array<{ id: number; monthlyRent: number; rentComparison: { percentDiff: number; sampleSize: number } | null }>;
    expect(found.length).toBeGreaterThanOrEqual(2);
    for (const listing of found) {
      expect(listing.monthlyRent).toBeLessThan(2500);
      // The fair-price sentence's numbers: below the median of the city's two-bedrooms.
      expect(listing.rentComparison?.sampleSize).toBeGreaterThanOrEqual(RENT_REPORT_MIN_SAMPLE);
      expect(listing.rentComparison?.percentDiff).toBeLessThan(0);
    }
    const dropped = await renter.get('/api/properties?city=Toronto&priceDropped=true');
    expect(dropped.status).toBe(200);
    const drops = dropped.json as Array<{ monthlyRent: number; previousRent: number | null }>;
    expect(drops.length).toBeGreaterThan(0);
    for (const listing of drops) expect(listing.previousRent).toBeGreaterThan(listing.monthlyRent);
  });

  it("tells the demo landlord of the viewing request in their language: French for a French reader", async () => {
    const landlord = new HttpClient(t.url);
    const { email, role, password } = DEMO_ACCOUNTS.find((a) => a.role === 'landlord')!;
    expect((await landlord.post('/api/auth/login', { email, role, password })).status).toBe(200);
    const request = (list: Array<{ type: string; title: string; message: string; metadata: { propertyTitle: string } }>) => list.find((n) => n.type === 'viewing_request')!;
    const english = request((await landlord.get('/api/notifications')).json);
    const viewed = english.metadata.propertyTitle;
    expect(english).toMatchObject({ title: 'New Viewing Request', message: `Theo Tenant would like to view ${viewed}.` });
    const french = await landlord.get('/api/notifications', { 'accept-language': 'fr-CA' });
    expect(request(french.json)).toMatchObject({ title: 'Nouvelle demande de visite', message: `Theo Tenant aimerait visiter ${viewed}.` });
  });

  it('shows its listings in pictures this server stores, a visitor loads them, and neighbouring cards differ', async () => {
    const page = (await new HttpClient(t.url).get('/api/properties?limit=12')).json as Array<{ images: string[]; propertyType: string }>;
    expect(page).toHaveLength(12);
    for (const listing of page) {
      expect(listing.images.length).toBeGreaterThanOrEqual(3);
      for (const cid of listing.images) expect(cid).toMatch(/^bafk/);
    }
    const covers = page.map((listing) => listing.images[0]!);
    expect(new Set(covers).size, 'different covers on the first page').toBeGreaterThanOrEqual(6);
    const cover = await fetch(`${t.url}/ipfs/${covers[0]}`);
    expect(cover.status).toBe(200);
    expect(cover.headers.get('content-type')).toBe('image/jpeg');
    const bytes = new Uint8Array(await cover.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
    expect(bytes.length).toBeGreaterThan(10_000);
    expect(bytes.length).toBeLessThan(90_000);
    // A house's card shows a house, a condo's a tower: the same type always opens on the same kind of front.
    const { rows } = await sql(t, `select distinct p.property_type as type, split_part(f.name, '-', 2) as front
      from properties p join stored_files f on f.cid = p.images[1] order by 1, 2`);
    const fronts = Object.fromEntries(rows.map((row) => [row.type, row.front]));
    expect(rows).toHaveLength(Object.keys(fronts).length);
    expect(fronts).toMatchObject({ 'house-detached': 'house', townhouse: 'row', condo: 'tower', apartment: 'walkup' });
  });

  it('every demo account signs in with its printed password and role', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const response = await new HttpClient(t.url).post('/api/auth/login', { email: account.email, role: account.role, password: account.password });
      expect(response.status, account.email).toBe(200);
      expect(response.json.user).toMatchObject({ role: account.role, name: account.name });
    }
  });
});

describe('demo listings', () => {
  const NOW = new Date('2026-11-27T12:00:00Z');

  it('are the same on every install, and a renter finds a Toronto two-bedroom under $2,500 among them', () => {
    const listings = demoListings(1, NOW);
    expect(demoListings(1, NOW)).toEqual(listings);
    expect(listings).toHaveLength(DEMO_LISTINGS + 1);
    const torontoTwoBedrooms = listings.filter((l) => l.city === 'Toronto' && l.bedrooms === 2 && l.status === 'approved').map((l) => l.monthlyRent);
    expect(Math.min(...torontoTwoBedrooms)).toBeLessThan(2500);
    expect(Math.max(...torontoTwoBedrooms)).toBeGreaterThan(3091);
  });

  it('stand in a market of other landlords: a dozen listings of each size in each market city, listed before hers', () => {
    const market = demoMarket(NOW);
    expect(demoMarket(NOW)).toEqual(market);
    expect(market.listings).toHaveLength(DEMO_MARKET_LISTINGS);
    expect(market.landlords).toHaveLength(DEMO_MARKET_LANDLORDS);
    for (const city of DEMO_MARKET_CITIES) {
      for (const bedrooms of DEMO_MARKET_BEDROOMS) {
        expect(market.listings.filter((l) => l.city === city && l.bedrooms === bedrooms && l.status === 'approved' && l.showOnMarketplace), `${city} ${bedrooms}`).toHaveLength(12);
      }
    }
    // Cheap two-bedrooms in Toronto are the market's too, not only the demo landlord's showcase.
    expect(market.listings.filter((l) => l.city === 'Toronto' && l.bedrooms === 2 && l.monthlyRent < 2500).length).toBeGreaterThanOrEqual(2);
    // The newest-first home page still opens on the demo landlord's listings.
    const oldestOfHers = Math.min(...demoListings(1, NOW).map((l) => l.createdAt.getTime()));
    expect(Math.max(...market.listings.map((l) => l.createdAt.getTime()))).toBeLessThan(oldestOfHers);
    expect(new Set(market.listings.map((l) => l.owner))).toEqual(new Set(market.landlords.map((_, i) => i)));
    expect(market.drops.length).toBeGreaterThan(0);
  });
});
