// A lease to render, for the renderer's tests and its bench: Ontario, fixed term, one landlord and one tenant.
import type { LeaseDocumentInput } from './lease-document.types.js';

/** A sample lease; `overrides` replace whole fields. */
export function sampleLease(overrides: Partial<LeaseDocumentInput> = {}): LeaseDocumentInput {
  return {
    leaseId: 4207,
    createdAt: '2026-11-20T15:30:00.000Z',
    province: 'ON',
    landlord: { name: 'Maria Santos', email: 'maria.santos@example.com', phone: '+1 416-555-0101' },
    tenant: { name: 'Jean Tremblay', email: 'jean.tremblay@example.com', phone: null },
    unit: {
      title: 'Bright two-bedroom by the park',
      address: '123 Queen St W, Unit 4',
      city: 'Toronto',
      postalCode: 'M5H 2M9',
      propertyType: 'condo',
      bedrooms: 2,
      bathrooms: 1,
      sqft: 850,
      furnished: 'partially-furnished',
      parking: 'garage-1',
      amenities: ['Central Heating', 'Dishwasher'],
    },
    term: { startDate: '2027-01-01', endDate: '2027-12-31' },
    monthlyRent: 2300,
    rentDueDay: 1,
    deposits: [],
    additionalTerms: 'Snow removal by the landlord.',
    quebecLowestRentLast12Months: null,
    ...overrides,
  };
}
