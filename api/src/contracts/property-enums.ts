// A listing's status, type, furniture and parking. The database checks the same lists (initial migration).
export const PROPERTY_STATUSES = ['pending', 'approved', 'rejected', 'rented'] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];

/**
 * The one list of property types: what a landlord may list and what a renter may filter by, in the order the
 * forms and the filter offer them (renters look for apartments first).
 */
export const PROPERTY_TYPES = [
  'apartment',
  'studio',
  'condo',
  'townhouse',
  'house-detached',
  'house-semi-detached',
  'house-attached',
  'basement',
] as const;
/** The same types in the order the database check, the GraphQL enum and the seeds were first written in (kept, so neither the schema nor the demo data shifts). */
export const ALL_PROPERTY_TYPES = [
  'house-detached',
  'house-semi-detached',
  'house-attached',
  'condo',
  'townhouse',
  'basement',
  'apartment',
  'studio',
] as const satisfies readonly (typeof PROPERTY_TYPES)[number][];
export type PropertyType = (typeof ALL_PROPERTY_TYPES)[number];

export const FURNISHED_OPTIONS = ['unfurnished', 'partially-furnished', 'fully-furnished'] as const;
export type Furnished = (typeof FURNISHED_OPTIONS)[number];

export const PARKING_OPTIONS = ['none', 'street', 'off-street', 'garage-1', 'garage-2'] as const;
export type Parking = (typeof PARKING_OPTIONS)[number];
