import { TOTAL_COUNT_EXACT_MAX, type PropertySort } from '@hearth/api/contracts/browse';
import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { useHydrated } from '../../lib/use-hydrated';
import type { SORT_OPTIONS } from './home-filters';
import * as styles from './Home.css';

export interface ResultsBarProps {
  /** Listings matching the filters; null while they load. */
  count: number | null;
  sort: PropertySort;
  /** The orders offered (best match only beside a text search). */
  sortOptions: ReadonlyArray<(typeof SORT_OPTIONS)[number]>;
  onSortChange: (sort: PropertySort) => void;
}

/** How many listings match, and their order. A native select: the home page's JavaScript stays small. */
export function ResultsBar({ count, sort, sortOptions, onSortChange }: ResultsBarProps) {
  // Drawn once the app runs: the prerendered page cannot know the URL's order, and a mismatched select would stay wrong.
  const hydrated = useHydrated();
  const { t, i18n } = useLingui();
  return (
    <div className={styles.resultsBar}>
      <p role="status" className={styles.resultCount}>
        {count === null
          ? ''
          : count > TOTAL_COUNT_EXACT_MAX // past the exact range the API's total is an estimate
            ? t`About ${i18n.number(Math.round(count / 1000) * 1000)} properties`
            : t`${plural(count, { one: '# property', other: '# properties' })}`}
      </p>
      {hydrated ? (
        <label className={styles.sortLabel}>
          {t`Sort by`}
          <select className={styles.sortSelect} value={sort} onChange={(event) => onSortChange(event.target.value as PropertySort)}>
            {sortOptions.map((option) => (
              <option key={option.id} value={option.id}>
                {i18n._(option.label)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </div>
  );
}
