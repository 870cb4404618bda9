import type { SavedSearchFieldsFragment } from '../../generated/graphql';
import type { SavedFilters } from './saved-search-filters';
import type { SavedSearchRow } from './saved-search.model';

/** `filters` is a JSON object scalar: anything else reads as no filter. */
const asFilters = (value: unknown): SavedFilters => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as SavedFilters) : {});

export const toSavedSearchRow = ({ id, name, filters, alert, createdAt }: SavedSearchFieldsFragment): SavedSearchRow => ({
  id,
  name,
  filters: asFilters(filters),
  alert,
  createdAt,
});
