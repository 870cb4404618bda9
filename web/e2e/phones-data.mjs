// Real data with long content for the phones check, made through the real REST API in each role's browser
// context (the context keeps the session cookie, so its pages are signed in too).
import { emailedLink } from './server.mjs';

const run = Date.now().toString(36);
// Unbroken words longer than a phone is wide: a real place name and a run-on word.
const PLACE = 'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch';
const WORD = 'Supercalifragilisticexpialidociouslyextraordinarypanoramicwaterfront';

/** Every signed-in role keeps a saved search with a name near the API's limit of 80 characters and several filters. */
export const SEARCH_NAME = `${WORD} Llanfair`;

/** The tenant's repair request on their running tenancy. */
export const REPAIR = `No heat in the ${WORD} bedroom since last night: the radiator is cold.`;

export const LISTING_COUNT = 13; // one stays pending, so the admin table has its Approve and Reject buttons
export const titleOf = (i) => `Listing ${i}: ${WORD} penthouse with a wraparound terrace, a rooftop garden and a very long title`;

export const users = {
  landlord: {
    name: 'Maximiliana Wolfeschlegelsteinhausenbergerdorff-Featherstonehaugh',
    email: `maximiliana.wolfeschlegelsteinhausenbergerdorff-${run}@an-extraordinarily-long-domain-name.example.com`,
    whatsapp: '+15145550122',
    password: 'landlord-pass',
    role: 'landlord',
  },
  tenant: {
    name: 'Bartholomew Oluwaseun Vandenberghe-Featherstonehaugh',
    email: `bartholomew.oluwaseun.vandenberghe-${run}@an-extraordinarily-long-domain-name.example.com`,
    whatsapp: '+14165550111',
    password: 'tenant-pass',
    role: 'tenant',
  },
  admin: { name: 'Hearth Administrator With A Long Name', email: `administrator-${run}@an-extraordinarily-long-domain-name.example.com`, password: 'admin-pass-123', role: 'admin' },
};

const profile = {
  bio: `${WORD} `.repeat(3) + 'Quiet, tidy and always on time with the rent. '.repeat(4),
  location: `${PLACE}, Canada`,
  phone: '+16135550199',
};

function listing(i) {
  return {
    title: titleOf(i),
    description: `${WORD} views from every room. `.repeat(6),
    address: `${1_000_000 + i} ${WORD}-Boulevard-Saint-Jean-Baptiste, Unit ${i}`,
    city: PLACE,
    province: 'ON',
    propertyType: 'condo',
    bedrooms: 3,
    bathrooms: 2.5,
    sqft: 1450,
    monthlyRent: 123456,
    amenities: ['Central Heating', 'Central AC', 'Utilities Included'],
  };
}

/** POST/PUT/PATCH with the context's cookie; throws with the API's message when it fails. */
async function call(context, method, path, data) {
  const response = await context.request.fetch(path, { method, data });
  if (!response.ok()) throw new Error(`${method} ${path} answered ${response.status()}: ${await response.text()}`);
  return response.json();
}

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * Signs each role in its context (admin through `createAdmin`, as operators do; the tenant confirms their email) and
 * creates: the landlord's listings
 * (all approved but one), a lease for the tenant, the tenant's saved property, inquiry, chat and viewing request,
 * long profiles, and a saved search for each. Returns the user ids and the id of the listing everything happens on.
 */
export async function createPhonesData(contexts, server) {
  const { user: landlord } = await call(contexts.landlord, 'POST', '/api/auth/signup', users.landlord);
  const { user: tenant } = await call(contexts.tenant, 'POST', '/api/auth/signup', users.tenant);
  // A lease reaches the tenant through their verified email: confirm it with the emailed link, as they would.
  const verifyLink = new URL(emailedLink(server.dataDir, users.tenant.email, '/verify-email'));
  await call(contexts.tenant, 'POST', '/api/auth/verify-email', { token: verifyLink.searchParams.get('token') });
  server.createAdmin(users.admin.email, users.admin.password, users.admin.name);
  const { user: admin } = await call(contexts.admin, 'POST', '/api/auth/login', { email: users.admin.email, password: users.admin.password, role: 'admin' });
  const ids = [];
  for (let i = 1; i <= LISTING_COUNT; i++) ids.push((await call(contexts.landlord, 'POST', '/api/properties', listing(i))).id);
  for (const id of ids.slice(1)) await call(contexts.admin, 'PUT', `/api/properties/${id}`, { status: 'approved' });
  const propertyId = ids.at(-1);
  const { tenant: t } = users;
  await call(contexts.landlord, 'POST', '/api/leases', {
    propertyId, monthlyRent: 123456, tenantName: t.name, tenantEmail: t.email, tenantPhone: t.whatsapp,
    startDate: day(1), endDate: day(366), terms: `${WORD} `.repeat(5),
  });
  // A tenancy in its second year (brought in from outside, confirmed by the tenant): the Home and Repairs tabs, the
  // lease's details and rent ledger have a repair with a long description and a payment to show.
  const tenancy = await call(contexts.landlord, 'POST', '/api/leases', {
    propertyId: ids.at(-3), monthlyRent: 2450, tenantName: t.name, tenantEmail: t.email, tenantPhone: t.whatsapp,
    startDate: day(-400), endDate: null, existingTenancy: true, terms: `${WORD} `.repeat(3),
  });
  await call(contexts.tenant, 'POST', `/api/leases/${tenancy.id}/accept`, {});
  await call(contexts.tenant, 'POST', `/api/leases/${tenancy.id}/repair-requests`, { category: 'heating', urgency: 'emergency', description: REPAIR });
  await call(contexts.landlord, 'POST', `/api/leases/${tenancy.id}/payments`, { amount: 2450, paidOn: day(-3), method: 'e-transfer', note: `Interac ${WORD}` });
  await call(contexts.tenant, 'POST', '/api/saved-properties', { propertyId: ids.at(-2) });
  await call(contexts.tenant, 'POST', '/api/inquiries', { propertyId, message: `Is it still available? ${WORD}${WORD}` });
  await call(contexts.landlord, 'POST', '/api/chat', { propertyId, receiverId: tenant.id, message: `Yes it is. ${WORD}${WORD}` });
  await call(contexts.tenant, 'POST', '/api/notifications/viewing-request', { propertyId });
  // Viewing times on the listing (a private one, an open house, next week's), one booked by the tenant with a long note.
  const hour = (days, h) => new Date(Math.floor(Date.now() / 86_400_000 + days) * 86_400_000 + h * 3_600_000).toISOString();
  const [slot] = await call(contexts.landlord, 'POST', `/api/properties/${propertyId}/viewing-slots`, { startsAt: hour(2, 15), durationMinutes: 30 });
  await call(contexts.landlord, 'POST', `/api/properties/${propertyId}/viewing-slots`, { startsAt: hour(2, 18), durationMinutes: 120, capacity: 50 });
  await call(contexts.landlord, 'POST', `/api/properties/${propertyId}/viewing-slots`, { startsAt: hour(9, 15), durationMinutes: 45 });
  await call(contexts.tenant, 'POST', `/api/viewing-slots/${slot.id}/bookings`, { message: `Mornings suit me best. ${WORD}${WORD}` });
  for (const role of ['landlord', 'tenant']) await call(contexts[role], 'PATCH', '/api/profile', profile);
  const search = { name: SEARCH_NAME, filters: { city: PLACE, propertyType: 'house-semi-detached', minRent: 1500, maxRent: 123456, bedrooms: 3 }, alert: 'daily' };
  for (const role of ['landlord', 'tenant', 'admin']) await call(contexts[role], 'POST', '/api/saved-searches', search);
  return { userIds: { landlord: landlord.id, tenant: tenant.id, admin: admin.id }, propertyId, tenancyId: tenancy.id };
}
