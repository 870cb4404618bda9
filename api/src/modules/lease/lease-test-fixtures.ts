import { addDays, format } from 'date-fns';
import type { HttpClient } from '../../../test/http-client.js';
import { resetRateLimits, signedUpClient, sql } from '../../../test/auth-helpers.js';
import type { TestApp } from '../../../test/test-app.js';
import { START_DATE_TIME_ZONE, calendarDayIn } from '../../contracts/index.js';

/** A calendar day `offset` days from the server's "today" for start dates. */
export function day(offset: number): string {
  const [y, m, d] = calendarDayIn(START_DATE_TIME_ZONE).split('-').map(Number);
  return format(addDays(new Date(y!, m! - 1, d!), offset), 'yyyy-MM-dd');
}

export interface Person {
  client: HttpClient;
  user: { id: number; role: string; email: string; name: string };
}

/** The roles of the authorization matrix, signed in through the real endpoints (admin promoted in SQL). */
export async function signInCast(t: TestApp) {
  await resetRateLimits(t);
  const landlord = await signedUpClient(t, { role: 'landlord', name: 'Lana Landlord' });
  const otherLandlord = await signedUpClient(t, { role: 'landlord', name: 'Otto Other' });
  const tenant = await signedUpClient(t, { role: 'tenant', name: 'Tia Tenant', email: `Tia.Tenant-${process.pid}@Example.ca` });
  const otherTenant = await signedUpClient(t, { role: 'tenant', name: 'Theo Other' });
  const admin = await signedUpClient(t, { role: 'tenant', name: 'Ada Admin' });
  await sql(t, `update users set role = 'admin' where id = $1`, [admin.user.id]);
  await resetRateLimits(t);
  return { landlord, otherLandlord, tenant, otherTenant, admin };
}

/** Inserts a listing straight into the database (the property API is another module's concern). */
export async function insertProperty(
  t: TestApp,
  ownerId: number,
  overrides: { status?: string; showOnMarketplace?: boolean; title?: string; city?: string } = {},
): Promise<number> {
  const { rows } = await sql(
    t,
    `insert into properties (title, address, city, province, property_type, bedrooms, bathrooms, monthly_rent, owner_id, status, show_on_marketplace)
     values ($1, '1 King St W', $5, 'ON', 'condo', 2, 1, 2400, $2, $3, $4) returning id`,
    [overrides.title ?? 'Sunny condo', ownerId, overrides.status ?? 'approved', overrides.showOnMarketplace ?? true, overrides.city ?? 'Toronto'],
  );
  return rows[0].id as number;
}

/** A lease body as the spec's Create Lease dialog sends it (status pending, tenantId null). */
export function leaseBody(propertyId: number, tenantEmail: string, overrides: Record<string, unknown> = {}) {
  return {
    propertyId,
    tenantId: null,
    tenantName: 'Tia Tenant',
    tenantEmail,
    tenantPhone: '+14165550199',
    monthlyRent: 2400,
    startDate: day(10),
    endDate: day(375),
    terms: 'No smoking.',
    status: 'pending',
    ...overrides,
  };
}
