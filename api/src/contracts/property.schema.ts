import { z } from 'zod';
import { LATITUDE_RANGE, LONGITUDE_RANGE, bboxFromText, isOrderedBbox } from './bounding-box.js';
import { BROWSE_LIMIT_MAX, PROPERTY_SORTS, SEARCH_TEXT_MAX, type PropertySort } from './browse.js';
import { calendarDaySchema } from './calendar-day.js';
import { CITY_MAX } from './city.js';
import { UPLOAD_LIMITS } from './upload-limits.js';
import { AMENITIES } from './amenities.js';
import { ALL_PROPERTY_TYPES, FURNISHED_OPTIONS, PARKING_OPTIONS, PROPERTY_STATUSES, PROPERTY_TYPES } from './property-enums.js';
import { PROVINCES } from './provinces.js';
import { MODERATION_REASON_NEEDS_STATUS, moderationReasonSchema } from './moderation.schema.js';
import { isNoFilter } from './no-filter.js';
import { ONE_LINE, oneLineMessage } from './one-line.js';
import { PIN_PAIR_MESSAGE, POSTAL_CODE_PROVINCE_MESSAGE, isPostalCodeInProvince, pinFields, postalCodeSchema } from './location.schema.js';

export const PROPERTY_TITLE_MAX = 200;
export const PROPERTY_TEXT_MAX = 5000;
export const MONTHLY_RENT_MAX = 1_000_000;
export const BEDROOMS_MAX = 50;
export const BATHROOMS_MAX = 20;
/** A listing's rent is at least one dollar: a $0 rent is an untouched form, never an offer. */
export const MONTHLY_RENT_MIN = 1;
/** First occupancy: a real day from 1800 (older buildings give their first known occupancy). */
export const FIRST_OCCUPIED_EARLIEST = '1800-01-01';
export const FIRST_OCCUPIED_TOO_EARLY_MESSAGE = 'The first occupancy date must be in 1800 or later.';
export const MONTHLY_RENT_MIN_MESSAGE = 'Monthly rent must be at least $1.';


const dropIgnored = (value: unknown) => (value === null || (typeof value === 'string' && isNoFilter(value)) ? undefined : value);

/** A whole number given as a number or a digit string ('2', and '2+' for the bedroom options). */
const wholeNumber = (label: string, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\+?\s*$/.test(value) ? Number(value.replace('+', '')) : value),
    z
      .number({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a whole number`) })
      .int(`${label} must be a whole number`).min(0, `${label} cannot be negative`).max(max, `${label} is too large`),
  );

const booleanish = (label: string) =>
  z.preprocess(
    (value) => (value === 'true' ? true : value === 'false' ? false : value),
    z.boolean({ error: `${label} must be true or false` }),
  );

export const BBOX_MESSAGE = 'bbox must be west,south,east,north in decimal degrees';
export const BBOX_ORDER_MESSAGE = 'bbox south must be below north and west left of east';
const degrees = (range: { min: number; max: number }) => z.number({ error: BBOX_MESSAGE }).min(range.min, BBOX_MESSAGE).max(range.max, BBOX_MESSAGE);

/** A map's visible box: "west,south,east,north" from a URL (the rule of bounding-box.ts), or the object from GraphQL. */
export const boundingBoxSchema = z.preprocess(
  (value) => (typeof value === 'string' ? (bboxFromText(value) ?? value) : value),
  z
    .object(
      { west: degrees(LONGITUDE_RANGE), south: degrees(LATITUDE_RANGE), east: degrees(LONGITUDE_RANGE), north: degrees(LATITUDE_RANGE) },
      { error: BBOX_MESSAGE },
    )
    .strict()
    .refine(isOrderedBbox, BBOX_ORDER_MESSAGE),
);

/** Browse filter of GET /api/properties (docs/product.md#validation-rules, docs/product.md#search-and-map). Unknown query keys are ignored. */
export const propertyFilterSchema = z.object({
  /** Free text over title, description (both languages), address, city and neighbourhood. */
  q: z.preprocess(dropIgnored, z.string().trim().max(SEARCH_TEXT_MAX, 'Search text is too long').optional()),
  city: z.preprocess(dropIgnored, z.string().trim().max(CITY_MAX, 'City is too long').optional()),
  propertyType: z.preprocess(dropIgnored, z.enum(ALL_PROPERTY_TYPES, { error: 'Unknown property type' }).optional()),
  minRent: z.preprocess(dropIgnored, wholeNumber('Minimum rent', MONTHLY_RENT_MAX).optional()),
  maxRent: z.preprocess(dropIgnored, wholeNumber('Maximum rent', MONTHLY_RENT_MAX).optional()),
  /** A minimum: 2 means 2 or more. */
  bedrooms: z.preprocess(dropIgnored, wholeNumber('Bedrooms', BEDROOMS_MAX).optional()),
  /** Absent means approved (the public marketplace); 'all' means every status the caller may see. */
  status: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.enum(['all', ...PROPERTY_STATUSES], { error: 'Unknown status' }).optional(),
  ),
  showOnMarketplace: z.preprocess(dropIgnored, booleanish('showOnMarketplace').optional()),
  /** A minimum: 1.5 means 1.5 or more. */
  bathrooms: z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+(\.\d+)?\+?\s*$/.test(value) ? Number(value.replace('+', '')) : dropIgnored(value)),
    z.number({ error: 'Bathrooms must be a number' }).min(0, 'Bathrooms cannot be negative').max(BATHROOMS_MAX, 'Bathrooms is too large').optional(),
  ),
  /** true: partially or fully furnished; false: unfurnished. */
  furnished: z.preprocess(dropIgnored, booleanish('furnished').optional()),
  /** true: any parking (street, off-street, garage); false: none. */
  parking: z.preprocess(dropIgnored, booleanish('parking').optional()),
  /** true: the 'Pet Friendly' amenity. */
  petFriendly: z.preprocess(dropIgnored, booleanish('petFriendly').optional()),
  /** true: the rent went down within PRICE_DROP_DAYS (docs/product.md#price-history); false or absent: no filter. */
  priceDropped: z.preprocess(dropIgnored, booleanish('priceDropped').optional()),
  /** Available on or before this day: the listing's start date is that day or earlier, or it has none (now). */
  availableFrom: z.preprocess(dropIgnored, calendarDaySchema.optional()),
  /** Listings whose map pin lies inside the box (edges included). */
  bbox: z.preprocess(dropIgnored, boundingBoxSchema.optional()),
});
export type PropertyFilter = z.infer<typeof propertyFilterSchema>;

/** One page of a browse: the filter plus a page size and an opaque cursor from the previous page. */
export const propertyPageSchema = propertyFilterSchema.extend({
  /** Capped: a larger page asked for is the largest one (its `Link` leads on), not an error. */
  limit: z.preprocess(
    dropIgnored,
    wholeNumber('limit', Number.MAX_SAFE_INTEGER)
      .pipe(z.number().min(1, 'limit must be at least 1').transform((limit) => Math.min(limit, BROWSE_LIMIT_MAX)))
      .optional(),
  ),
  cursor: z.preprocess(dropIgnored, z.string().max(200, 'Invalid cursor').optional()),
  /** Absent: relevance with a text query, newest otherwise (browseSort). */
  sort: z.preprocess(dropIgnored, z.enum(PROPERTY_SORTS, { error: `sort must be one of ${PROPERTY_SORTS.join(', ')}` }).optional()),
});
export type PropertyPageInput = z.infer<typeof propertyPageSchema>;

/** PostgreSQL's integer: the largest id or rent a row holds. */
const INTEGER_MAX = 2_147_483_647;
/** 0001-01-01 and 9999-12-31T23:59:59.999999Z in microseconds since 1970: every instant a listing can be created at. */
const CREATED_MICROS = { min: -62_135_596_800_000_000n, max: 253_402_300_799_999_999n };
/** The largest finite PostgreSQL real (a rank). */
const REAL_MAX = 3.4e38;

const integerText = z.string().regex(/^\d{1,10}$/).refine((text) => Number(text) <= INTEGER_MAX);
const CURSOR_KEYS: Record<PropertySort, z.ZodType<string>> = {
  newest: z
    .string()
    .regex(/^-?\d{1,18}$/)
    .refine((text) => BigInt(text) >= CREATED_MICROS.min && BigInt(text) <= CREATED_MICROS.max),
  price_asc: integerText,
  price_desc: integerText,
  relevance: z
    .string()
    .regex(/^(\d{1,10}(\.\d{1,12})?|\.\d{1,12})(e-?\d{1,2})?$/)
    .refine((text) => Number(text) <= REAL_MAX),
};

/**
 * A decoded browse cursor of `sort`: the last row's sort key as text and its id, bounded like the columns they are
 * compared with, so a forged cursor is refused rather than overflowing a bigint, integer or timestamp in SQL.
 */
export const cursorPositionSchema = (sort: PropertySort) =>
  z.object({ key: CURSOR_KEYS[sort], id: integerText.transform(Number).pipe(z.number().min(1)) });

/** The city box's suggestions (GET /api/properties/suggestions?q=): blank text suggests nothing. */
export const placeSuggestionsSchema = z.object({
  q: z.preprocess((value) => value ?? '', z.string({ error: 'Search text must be text' }).trim().max(100, 'Search text is too long')),
});

/** A content id (CIDv0 'Qm…' or base32 CIDv1 'b…'). */
export const CID_PATTERN = /^(Qm[1-9A-HJ-NP-Za-km-z]{44}|b[a-z2-7]{50,100})$/;
/** An image reference: http(s) address, gateway address without scheme, /ipfs/<cid> path, or a bare cid (docs/product.md#business-constants). */
const IMAGE_REF_PATTERN = /^(https?:\/\/[^\s]+|[a-z0-9.-]+\.[a-z]{2,}(:\d+)?\/ipfs\/[^\s]+|\/ipfs\/[^\s/]+|[A-Za-z0-9]{46,100})$/;
const imageRef = z.string().trim().max(2048, 'Image address is too long').regex(IMAGE_REF_PATTERN, 'Images must be addresses or content ids');

/** Required choice from a list: 'X is required' when missing, 'Unknown x' when not one of the values. */
const requiredEnum = <const T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.enum(values, { error: (issue) => (issue.input === undefined ? `${label} is required` : `Unknown ${label.toLowerCase()}`) });

const requiredText = (message: string, max: number) => {
  const label = message.replace(' is required', '');
  return z.string({ error: message }).trim().min(1, message).max(max, `${label} is too long`).regex(ONE_LINE, oneLineMessage(label));
};

/** Rent and bedrooms: JSON numbers or digit strings (the edit form sends what it has). */
const requiredWhole = (label: string, max: number) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), wholeNumber(label, max));

/** Bathrooms: a number or decimal string ('1.5'), in half steps (docs/product.md#entities and docs/product.md#business-constants). */
const bathrooms = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value === '' || value === null ? undefined : value),
  z
    .number({ error: 'Bathrooms is required' })
    .min(0, 'Bathrooms cannot be negative')
    .max(BATHROOMS_MAX, 'Bathrooms is too large')
    .refine((value) => Number.isInteger(value * 2), 'Bathrooms must be in half steps (e.g. 1.5)'),
);

/** Square feet: empty, null or 0 mean unknown (docs/product.md#validation-rules: the edit form turns an empty sqft into null). */
const sqft = z.preprocess(
  (value) => (value === '' || value === 0 || value === '0' ? null : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  z.number({ error: 'Square footage must be a whole number' }).int('Square footage must be a whole number').positive().max(1_000_000, 'Square footage is too large').nullable(),
);


const leaseDocument = z.object({
  ipfsHash: z.string({ error: 'Lease document content id is required' }).trim().regex(CID_PATTERN, 'Lease document content id is invalid'),
  filename: requiredText('Lease document file name is required', 255),
  url: z.string().max(2048).optional(),
  type: z.literal('lease-agreement', { error: "Lease document type must be 'lease-agreement'" }).default('lease-agreement'),
});

/** Optional text: blank means none (null), so a cleared form field removes it. A `oneLine` label refuses line breaks. */
const optionalText = (max: number, tooLong: string, oneLine?: string) => {
  const text = z.string().trim().max(max, tooLong);
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    (oneLine ? text.regex(ONE_LINE, oneLineMessage(oneLine)) : text).nullish(),
  );
};

/** The lists both listing forms send: amenities (kept once each, onceEachAmenity), images and videos in order (the first is the cover), lease documents. */
const listingFiles = {
  amenities: z.array(z.enum(AMENITIES, { error: 'Unknown amenity' })).max(AMENITIES.length),
  images: z.array(imageRef).max(UPLOAD_LIMITS.media, `You can only upload up to ${UPLOAD_LIMITS.media} files.`),
  leaseDocuments: z.array(leaseDocument).max(UPLOAD_LIMITS.leaseDocuments, `You can only upload up to ${UPLOAD_LIMITS.leaseDocuments} files.`),
};

const onceEachAmenity = <T extends { amenities?: string[] }>(data: T): T => (data.amenities ? { ...data, amenities: [...new Set(data.amenities)] } : data);

const editableFields = {
  title: requiredText('Title is required', PROPERTY_TITLE_MAX),
  description: z.string().trim().max(PROPERTY_TEXT_MAX, 'Description is too long').nullish(),
  /** The listing in French beside its main text (docs/product.md#languages): a visitor reads the version of their language. */
  titleFr: optionalText(PROPERTY_TITLE_MAX, 'French title is too long', 'French title'),
  descriptionFr: optionalText(PROPERTY_TEXT_MAX, 'French description is too long'),
  address: requiredText('Address is required', 300),
  city: requiredText('City is required', CITY_MAX),
  /** A place below the city ('Plateau-Mont-Royal'), found by the text search and the city box. */
  neighbourhood: optionalText(100, 'Neighbourhood is too long', 'Neighbourhood'),
  province: requiredEnum(PROVINCES, 'Province'),
  /** Optional on the API (the spec's clients send none); the web form asks for it. */
  postalCode: postalCodeSchema,
  ...pinFields,
  propertyType: requiredEnum(PROPERTY_TYPES, 'Property type'),
  bedrooms: requiredWhole('Bedrooms', BEDROOMS_MAX),
  bathrooms,
  sqft: sqft.optional(),
  furnished: z.enum(FURNISHED_OPTIONS, { error: 'Unknown furnished option' }),
  parking: z.enum(PARKING_OPTIONS, { error: 'Unknown parking option' }),
  monthlyRent: requiredWhole('Monthly rent', MONTHLY_RENT_MAX).pipe(z.number().min(MONTHLY_RENT_MIN, MONTHLY_RENT_MIN_MESSAGE)),
  showOnMarketplace: booleanish('showOnMarketplace'),
  /** Ontario exempts units first occupied after 15 November 2018 from the rent increase guideline (docs/rent-increases.md). */
  firstOccupiedOn: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    calendarDaySchema.refine((day) => day >= FIRST_OCCUPIED_EARLIEST, FIRST_OCCUPIED_TOO_EARLY_MESSAGE).nullish(),
  ),
};

type LocationFields = { postalCode?: string | null; province?: (typeof PROVINCES)[number]; latitude?: number | null; longitude?: number | null };

/** A postal code of another province, or half a pin, is a field error (the service re-checks an update against the stored listing). */
function checkLocation(data: LocationFields, ctx: z.RefinementCtx) {
  if (data.postalCode && data.province && !isPostalCodeInProvince(data.postalCode, data.province)) {
    ctx.addIssue({ code: 'custom', message: POSTAL_CODE_PROVINCE_MESSAGE, path: ['postalCode'] });
  }
  if ((data.latitude == null) !== (data.longitude == null)) ctx.addIssue({ code: 'custom', message: PIN_PAIR_MESSAGE, path: ['latitude'] });
}

/** POST /api/properties (docs/product.md#validation-rules). `ownerId` and `status` are accepted and ignored: the session names the owner, listings start pending. */
export const propertyCreateSchema = z
  .object({
    ...editableFields,
    furnished: editableFields.furnished.default('unfurnished'),
    parking: editableFields.parking.default('none'),
    showOnMarketplace: editableFields.showOnMarketplace.default(true),
    leaseStartDate: calendarDaySchema.nullish(),
    leaseEndDate: calendarDaySchema.nullish(),
    amenities: listingFiles.amenities.default([]),
    images: listingFiles.images.default([]),
    leaseDocuments: listingFiles.leaseDocuments.default([]),
    ownerId: z.unknown().optional(),
    status: z.unknown().optional(),
  })
  .strict()
  .refine((data) => !data.leaseStartDate || !data.leaseEndDate || data.leaseEndDate > data.leaseStartDate, {
    message: 'End date must be after start date.',
    path: ['leaseEndDate'],
  })
  .superRefine(checkLocation)
  .transform(({ ownerId: _ownerId, status: _status, ...rest }) => onceEachAmenity(rest));
export type PropertyCreateInput = z.infer<typeof propertyCreateSchema>;

/**
 * PUT /api/properties/:id: any subset of the fields Edit Property changes (docs/product.md#dashboard). `amenities` and
 * `images` replace the lists (the images' order is the gallery's); `leaseDocuments` are added to the listing's.
 * `status` is for administrators (pending -> approved/rejected).
 */
export const propertyUpdateSchema = z
  .object({
    ...Object.fromEntries(Object.entries({ ...editableFields, ...listingFiles }).map(([key, schema]) => [key, schema.optional()])),
    status: z.enum(PROPERTY_STATUSES, { error: 'Unknown status' }).optional(),
    moderationReason: moderationReasonSchema.optional(),
  } as { [K in keyof typeof editableFields]: z.ZodOptional<(typeof editableFields)[K]> } & {
    [K in keyof typeof listingFiles]: z.ZodOptional<(typeof listingFiles)[K]>;
  } & {
    status: z.ZodOptional<z.ZodEnum<{ [S in (typeof PROPERTY_STATUSES)[number]]: S }>>;
    moderationReason: z.ZodOptional<typeof moderationReasonSchema>;
  })
  .strict()
  .refine((data) => Object.values(data).some((value) => value !== undefined), 'Nothing to update')
  .refine((data) => data.moderationReason === undefined || data.status !== undefined, {
    message: MODERATION_REASON_NEEDS_STATUS,
    path: ['moderationReason'],
  })
  .superRefine(checkLocation)
  .transform(onceEachAmenity);
export type PropertyUpdateInput = z.infer<typeof propertyUpdateSchema>;

/** POST /api/saved-properties. */
export const savePropertySchema = z
  .object({
    propertyId: z.coerce
      .number({ error: 'propertyId is required' })
      .int('propertyId must be a property id')
      .positive('propertyId must be a property id')
      .max(2_147_483_647, 'propertyId must be a property id'),
  })
  .strict();
