import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { SAVED_SEARCH_NAME_MAX } from '@hearth/api/contracts/saved-search.schema';
import { formatCad, formatCount, formatDate } from '@hearth/design-system';
import { propertyTypeLabel } from '../../lib/labels';
import { savedSearchParams, type SavedFilters } from './saved-search-filters';

/** A yes/no filter in words: the first when true, the second when false. */
const FLAGS = {
  furnished: [msg`Furnished`, msg`Unfurnished`],
  parking: [msg`Parking`, msg`No parking`],
  petFriendly: [msg`Pets allowed`, msg`No pets`],
} as const;

/** The rent range: both ends, or the one that is set. */
function rentPart(params: URLSearchParams, i18n: I18n): string | undefined {
  const money = (key: string) => {
    const value = params.get(key);
    return value === null ? undefined : formatCad(value, i18n.locale);
  };
  const min = money('minRent');
  const max = money('maxRent');
  if (min && max) return i18n._(msg`${min} to ${max}`);
  if (max) return i18n._(msg`≤ ${max}`);
  if (min) return i18n._(msg`≥ ${min}`);
  return undefined;
}

/**
 * A saved search's filters in a few words, e.g. 'Montréal · 2+ bedrooms · ≤ $2,000' (fr-CA « Montréal · 2+ ch. ·
 * ≤ 2 000 $ »). Keys it does not know are left out; no filter at all reads 'All listings'.
 */
export function searchSummary(filters: SavedFilters, i18n: I18n): string {
  const params = savedSearchParams(filters);
  const get = (key: string) => params.get(key) ?? undefined;
  const count = (key: string) => {
    const value = get(key);
    return value === undefined ? undefined : formatCount(Number(value), i18n.locale);
  };
  const q = get('q');
  const type = get('propertyType');
  const bedrooms = count('bedrooms');
  const bathrooms = count('bathrooms');
  const availableFrom = get('availableFrom');
  const day = availableFrom ? formatDate(availableFrom, i18n.locale) : '';
  const parts = [
    q ? i18n._(msg`“${q}”`) : undefined,
    get('city'),
    type ? propertyTypeLabel(type, i18n) : undefined,
    bedrooms ? i18n._(msg`${bedrooms}+ bedrooms`) : undefined,
    bathrooms ? i18n._(msg`${bathrooms}+ bathrooms`) : undefined,
    rentPart(params, i18n),
    ...Object.entries(FLAGS).map(([key, [yes, no]]) => {
      const value = get(key);
      return value === 'true' ? i18n._(yes) : value === 'false' ? i18n._(no) : undefined;
    }),
    day ? i18n._(msg`Available by ${day}`) : undefined,
    get('priceDropped') === 'true' ? i18n._(msg`Price dropped`) : undefined,
    get('bbox') ? i18n._(msg`Map area`) : undefined,
  ].filter((part): part is string => Boolean(part));
  return parts.length ? parts.join(' · ') : i18n._(msg`All listings`);
}

/** The name "Save this search" suggests: the summary, cut to the longest name the API keeps. */
export const suggestedName = (filters: SavedFilters, i18n: I18n): string => searchSummary(filters, i18n).slice(0, SAVED_SEARCH_NAME_MAX).trim();
