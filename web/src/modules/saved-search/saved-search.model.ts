import type { SavedSearchAlert } from '@hearth/api/contracts/saved-search.schema';
import type { SavedFilters } from './saved-search-filters';

/** One of the viewer's saved searches, as its row shows it. */
export interface SavedSearchRow {
  id: number;
  name: string;
  filters: SavedFilters;
  alert: SavedSearchAlert;
  createdAt: string;
}

/** What the save and rename dialogs hand back. */
export interface SavedSearchValues {
  name: string;
  alert: SavedSearchAlert;
}
