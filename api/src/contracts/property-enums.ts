// A listing's status, type, furniture and parking. The database checks the same lists (initial migration).
export const PROPERTY_STATUSES = ['pending', 'approved', 'rejected', 'rented'] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];

export const PROPERTY_TYPES = [
  'house-detached',
  'house-semi-detached',
  'house-attached',
  'condo',
  'townhouse',
  'basement',
] as const;
/** Options of the home filter bar; apartment and studio only exist as filter values. */
export const PROPERTY_FILTER_TYPES = ['apartment', 'house-detached', 'house-attached', 'condo', 'townhouse', 'studio'] as const;
/** Every value the database accepts for property_type (listing types plus filter-only types). */
export const ALL_PROPERTY_TYPES = [...new Set([...PROPERTY_TYPES, ...PROPERTY_FILTER_TYPES])] as const;
export type PropertyType = (typeof ALL_PROPERTY_TYPES)[number];

export const FURNISHED_OPTIONS = ['unfurnished', 'partially-furnished', 'fully-furnished'] as const;
export type Furnished = (typeof FURNISHED_OPTIONS)[number];

export const PARKING_OPTIONS = ['none', 'street', 'off-street', 'garage-1', 'garage-2'] as const;
export type Parking = (typeof PARKING_OPTIONS)[number];
