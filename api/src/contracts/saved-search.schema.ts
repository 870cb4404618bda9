import { z } from 'zod';
import { propertyFilterSchema } from './property.schema.js';

/** How often a saved search tells its owner about new matches: each one at once, one digest a day, or never. */
export const SAVED_SEARCH_ALERTS = ['instant', 'daily', 'off'] as const;
export type SavedSearchAlert = (typeof SAVED_SEARCH_ALERTS)[number];

/** Searches one person keeps; the cap keeps alert matching and the inbox sane. */
export const SAVED_SEARCHES_MAX = 25;
export const SAVED_SEARCH_NAME_MAX = 80;
export const SAVED_SEARCHES_FULL_MESSAGE = `You can keep up to ${SAVED_SEARCHES_MAX} saved searches. Delete one to save this search.`;


/**
 * What a saved search keeps: the home page's browse filter without the moderation keys, parsed by the browse
 * contract itself so every filter the browse learns is saved too.
 */
export const savedSearchFiltersSchema = propertyFilterSchema.omit({ status: true, showOnMarketplace: true });
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
