import { z } from 'zod';
import { propertyFilterSchema } from './property.schema.js';

/** How often a saved search tells its owner about new matches: each one at once, one digest a day, or never. */
export const SAVED_SEARCH_ALERTS = ['instant', 'daily', 'off'] as const;
export type SavedSearchAlert = (typeof SAVED_SEARCH_ALERTS)[number];

/** Searches one person keeps; the cap keeps alert matching and the inbox sane. */
export const SAVED_SEARCHES_MAX = 25;
export const SAVED_SEARCH_NAME_MAX = 80;
export const SAVED_SEARCHES_FULL_MESSAGE = `You can keep up to ${SAVED_SEARCHES_MAX} saved searches. Delete one to save this search.`;

/** A free-text query and a map box, until the browse filter (propertyFilterSchema) carries its own. */
const PENDING_BROWSE_KEYS = {
  q: z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), z.string().trim().max(200, 'Search text is too long').optional()),
  /** 'west,south,east,north' in degrees, like the home page URL's `bbox`. */
  bbox: z
    .string()
    .regex(/^-?\d{1,3}(\.\d+)?(,-?\d{1,3}(\.\d+)?){3}$/, 'bbox must be west,south,east,north')
    .transform((value) => value.split(',').map(Number) as [number, number, number, number])
    .refine(([west, south, east, north]) => west < east && south < north && south >= -90 && north <= 90 && west >= -180 && east <= 180, 'bbox must be west,south,east,north')
    .optional(),
};

/**
 * What a saved search keeps: the home page's browse filter without the moderation keys, parsed by the browse
 * contract itself so every filter the browse learns is saved too. The browse's own definitions win over the
 * pending keys above (spread last).
 */
export const savedSearchFiltersSchema = z.object({
  ...PENDING_BROWSE_KEYS,
  ...propertyFilterSchema.omit({ status: true, showOnMarketplace: true }).shape,
});
export type SavedSearchFilters = z.infer<typeof savedSearchFiltersSchema>;

const name = z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(SAVED_SEARCH_NAME_MAX, 'Name is too long');
const alert = z.enum(SAVED_SEARCH_ALERTS, { error: 'Alert must be instant, daily or off' });
const filters = z
  .custom<Record<string, unknown>>((value) => typeof value === 'object' && value !== null && !Array.isArray(value), 'Filters must be an object')
  .pipe(savedSearchFiltersSchema);

/** POST /api/saved-searches. */
export const savedSearchCreateSchema = z.object({ name, filters: filters.default({}), alert: alert.default('instant') }).strict();
export type SavedSearchCreateInput = z.infer<typeof savedSearchCreateSchema>;

/** PATCH /api/saved-searches/{id}: any of the three. */
export const savedSearchUpdateSchema = z
  .object({ name: name.optional(), filters: filters.optional(), alert: alert.optional() })
  .strict()
  .refine((data) => Object.values(data).some((value) => value !== undefined), 'Nothing to update');
export type SavedSearchUpdateInput = z.infer<typeof savedSearchUpdateSchema>;
