// Enumerations of docs/product.md#states-and-transitions and docs/product.md#business-constants. The database checks the same lists (initial migration).
export const ROLES = ['tenant', 'landlord', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const SIGNUP_ROLES = ['tenant', 'landlord'] as const;

/** What an API token may do: read only, or read and write like its owner's session. */
export const API_TOKEN_SCOPES = ['read', 'read_write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

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

export const PROVINCES = ['ON', 'BC', 'AB', 'QC', 'NS', 'NB', 'MB', 'SK', 'PE', 'NL'] as const;
export type Province = (typeof PROVINCES)[number];

export const FURNISHED_OPTIONS = ['unfurnished', 'partially-furnished', 'fully-furnished'] as const;
export type Furnished = (typeof FURNISHED_OPTIONS)[number];

export const PARKING_OPTIONS = ['none', 'street', 'off-street', 'garage-1', 'garage-2'] as const;
export type Parking = (typeof PARKING_OPTIONS)[number];

export const AMENITIES = [
  'Central Heating',
  'Central AC',
  'Utilities Included',
  'Laundry In-Unit',
  'Pet Friendly',
  'Balcony/Patio',
  'Dishwasher',
  'Gym/Fitness Center',
  'Swimming Pool',
  'Garden/Yard',
] as const;

/**
 * pending is an invitation to the tenant; accepting makes it active, declining or withdrawing ends it; an active
 * lease becomes ended after its end date (a daily job, lease-lifecycle.ts).
 */
export const LEASE_STATUSES = ['draft', 'pending', 'active', 'declined', 'withdrawn', 'ended'] as const;
export type LeaseStatus = (typeof LEASE_STATUSES)[number];
/** What a lease's history records (Lease.history), oldest first. */
export const LEASE_EVENTS = ['created', 'sent', 'accepted', 'declined', 'withdrawn', 'ended', 'renewal-offered'] as const;
export type LeaseHistoryEvent = (typeof LEASE_EVENTS)[number];
/** Lease statuses that book a property's dates (docs/product.md#states-and-transitions). */
export const BOOKING_LEASE_STATUSES = ['pending', 'active'] as const;

export const INQUIRY_STATUSES = ['pending', 'resolved'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** 'saved-search-match': a new listing matches one of your saved searches (docs/product.md#saved-searches); 'application': a rental application moved (docs/product.md#rental-applications). */
/** 'viewing': a viewing booked, cancelled or coming up (docs/product.md#viewings). */
export const NOTIFICATION_TYPES = ['viewing_request', 'inquiry', 'lease', 'property_status', 'saved-search-match', 'viewing', 'application'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const DOCUMENT_TYPES = ['lease-agreement', 'property-document', 'image', 'video', 'other'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const FILE_CATEGORIES = ['image', 'video', 'document', 'other'] as const;
export type FileCategory = (typeof FILE_CATEGORIES)[number];

/** The languages a person may choose (`preferredLanguage`); null on the profile means not chosen. */
export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
/** The app's locales: en-CA is the source (the spec's English), fr-CA its Quebec French. */
export const LOCALES = ['en-CA', 'fr-CA'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-CA';
export const LOCALE_OF_LANGUAGE: Record<Language, Locale> = { en: 'en-CA', fr: 'fr-CA' };
/** The language of a locale ('fr-CA' -> 'fr'). */
export const languageOf = (locale: Locale): Language => locale.slice(0, 2) as Language;
