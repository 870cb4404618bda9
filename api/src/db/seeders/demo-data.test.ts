import { describe, expect, it } from 'vitest';
import { sql } from '../../../test/auth-helpers.js';
import { HttpClient } from '../../../test/http-client.js';
import { DEMO_ACCOUNTS, DEMO_LISTINGS, demoListings, loadDemoDataIfEmpty } from './demo-data.js';
import { withTestApp } from '../../../test/marketplace-fixtures.js';

const t = withTestApp();

describe('demo data on an empty database', () => {
  it('loads the demo accounts, listings and one of each activity, once', async () => {
    expect(await loadDemoDataIfEmpty(t.services)).toBe(true);
    expect(await loadDemoDataIfEmpty(t.services)).toBe(false);

    const { rows } = await sql(t, `select
      (select count(*) from users)::int as users,
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
    expect(rows[0]).toEqual({ users: 3, verified: 3, listed: DEMO_LISTINGS, pending: 1, provinces: 10, unplaced: 0, leases: 1, inquiries: 1, chats: 2, viewings: 1, saved: 1, slots: 9, bookings: 1, profiles: 1, applications: 1 });
  });

  it("answers a renter's search for a Toronto two-bedroom under $2,500, cheapest first", async () => {
    const response = await new HttpClient(t.url).get('/api/properties?city=toronto&bedrooms=2&maxRent=2500&sort=price_asc');
    expect(response.status).toBe(200);
    const found = response.json as Array<{ city: string; bedrooms: number; monthlyRent: number }>;
    expect(found.length).toBeGreaterThan(0);
    expect(found[0]).toMatchObject({ city: 'Toronto', bedrooms: 2 });
    expect(found[0]!.monthlyRent).toBeLessThan(2500);
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
});
