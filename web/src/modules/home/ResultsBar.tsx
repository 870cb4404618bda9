import type { PropertySort } from '@hearth/api/contracts';
import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { useHydrated } from '../../lib/use-hydrated';
import { SORT_OPTIONS } from './home-filters';
import * as styles from './Home.css';

export interface ResultsBarProps {
  /** Listings matching the filters; null while they load. */
  count: number | null;
  sort: PropertySort;
  onSortChange: (sort: PropertySort) => void;
}

/** How many listings match, and their order. A native select: the home page's JavaScript stays small. */
export function ResultsBar({ count, sort, onSortChange }: ResultsBarProps) {
  // Drawn once the app runs: the prerendered page cannot know the URL's order, and a mismatched select would stay wrong.
  const hydrated = useHydrated();
  const { t, i18n } = useLingui();
  return (
    <div className={styles.resultsBar}>
      <p role="status" className={styles.resultCount}>
        {count === null ? '' : t`${plural(count, { one: '# property', other: '# properties' })}`}
      </p>
      {hydrated ? (
        <label className={styles.sortLabel}>
          {t`Sort by`}
          <select className={styles.sortSelect} value={sort} onChange={(event) => onSortChange(event.target.value as PropertySort)}>
            {SORT_OPTIONS.map((option) => (
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
