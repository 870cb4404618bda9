import { describe, expect, it } from 'vitest';
import { savedSearchFiltersSchema } from '../../contracts/index.js';
import { MATCHED_FILTER_KEYS } from './saved-search.criteria.js';

describe('saved-search matching', () => {
  it('matches on every filter a saved search keeps (a browse filter left out would alert on listings the browse excludes)', () => {
    expect([...MATCHED_FILTER_KEYS].sort()).toEqual(Object.keys(savedSearchFiltersSchema.shape).sort());
  });
});
