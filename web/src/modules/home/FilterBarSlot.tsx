import { Suspense, useRef, type Ref } from 'react';
import { buttonClassName, nativeFieldClassNames as field } from '@hearth/design-system';
import { useLingui } from '@lingui/react/macro';
import { SEARCH_TEXT_MAX } from '@hearth/api/contracts/browse';
import { isNoFilter } from '@hearth/api/contracts/no-filter';
import { lazyNamed, preloadAriaProviders } from '../../lib/lazy-named';
import { propertyTypeLabel } from '../../lib/labels';
import { useHydrated } from '../../lib/use-hydrated';
import type { FilterBarProps } from './FilterBar';
import { BEDROOM_OPTIONS, MORE_FILTER_KEYS, PROPERTY_TYPE_OPTIONS, filtersFromSearch, sheetFiltersCount, type HomeFilters } from './home-filters';
import * as styles from './Home.css';

// The filter bar's select popovers are the heaviest part of the home page: they load right after first paint,
// in a box of the same size so nothing shifts. Until then (and in the server's HTML) the box holds a native form
// (EarlyFilterBar) that searches without any script.
const loadFilterBar = () => import('./FilterBar');
const FilterBar = lazyNamed(loadFilterBar, 'FilterBar');

/** Starts loading the bar's code before the first render reaches it (main.tsx, when hydrating the home page). */
export const preloadFilterBar = (): void => {
  void loadFilterBar().then(({ preloadWideFilters }) => preloadWideFilters());
  preloadAriaProviders();
};

/** What the early form holds now: the visitor may have typed into it before the app ran. */
function typedFilters(form: HTMLFormElement): HomeFilters {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) if (typeof value === 'string') params.append(key, value);
  return filtersFromSearch(params);
}

export function FilterBarSlot(props: FilterBarProps) {
  const early = useRef<HTMLFormElement>(null);
  // What was typed before hydration, read when the app takes over (the form is still in the page during that render):
  // the stand-in shown while the bar's code loads starts from it, and so does the bar.
  const typed = useRef<HomeFilters | null>(null);
  const hydrated = useHydrated();
  if (!hydrated) return <EarlyFilterBar ref={early} value={props.value} />;
  if (early.current && !typed.current) typed.current = typedFilters(early.current);
  return (
    <Suspense fallback={<EarlyFilterBar ref={early} value={typed.current ?? props.value} />}>
      {/* Read at the bar's first render, while the stand-in is still in the page: the latest typed values. */}
      <FilterBar {...props} initialDraft={() => (early.current ? typedFilters(early.current) : undefined)} />
    </Suspense>
  );
}

/**
 * The filter bar before the app runs: a plain GET form to `/` whose fields carry the URL's own filter names
 * (home-filters.ts), so a search made before hydration loads the filtered page, rendered by the server. Native
 * fields in the bar's look and box (no layout shift); what is typed here carries over into the bar.
 */
function EarlyFilterBar({ value, ref }: { value: HomeFilters; ref: Ref<HTMLFormElement> }) {
  const { t, i18n } = useLingui();
  // The filters this form does not show ('More filters', the map's box) are kept as they are.
  const kept = [...MORE_FILTER_KEYS, 'bbox' as const].filter((key) => !isNoFilter(value[key]));
  const count = sheetFiltersCount(value);
  return (
    <form ref={ref} className={styles.filterBarPlaceholder} method="get" action="/" role="search" aria-label={t`Filter properties`}>
      <label className={`${field.field} ${styles.searchText}`}>
        <span className={field.label}>{t`Search`}</span>
        <input className={field.input} name="q" type="search" maxLength={SEARCH_TEXT_MAX} placeholder={t`e.g. 2 bedrooms near the Plateau, balcony`} defaultValue={value.q} />
      </label>
      {/* Phones: the other fields behind 'Filters' (a native disclosure, no script needed); from md up CSS shows them
          in the bar's row and hides the summary. Closed or open, its fields are in the form and are sent. */}
      <details className={styles.filtersDisclosure}>
        <summary className={`${buttonClassName({ variant: 'secondary' })} ${styles.compactButton} ${styles.filtersSummary}`}>
          {count > 0 ? t`Filters (${count})` : t`Filters`}
        </summary>
        <div className={styles.sheetFields}>
          <label className={field.field}>
            <span className={field.label}>{t`City`}</span>
            <input className={field.input} name="city" placeholder={t`e.g. Toronto`} defaultValue={value.city} />
          </label>
          <label className={field.field}>
            <span className={field.label}>{t`Property type`}</span>
            <select className={field.input} name="propertyType" defaultValue={value.propertyType}>
              {PROPERTY_TYPE_OPTIONS.map((type) => (
                <option key={type} value={type}>
                  {type === 'any' ? t`Any type` : propertyTypeLabel(type, i18n)}
                </option>
              ))}
            </select>
          </label>
          <label className={field.field}>
            <span className={field.label}>{t`Min rent ($)`}</span>
            <input className={field.input} name="minRent" inputMode="numeric" pattern="\d{0,7}" placeholder="0" defaultValue={value.minRent} />
          </label>
          <label className={field.field}>
            <span className={field.label}>{t`Max rent ($)`}</span>
            <input className={field.input} name="maxRent" inputMode="numeric" pattern="\d{0,7}" placeholder={t({ context: 'amount', message: 'Any' })} defaultValue={value.maxRent} />
          </label>
          <label className={field.field}>
            <span className={field.label}>{t`Bedrooms`}</span>
            <select className={field.input} name="bedrooms" defaultValue={value.bedrooms}>
              {BEDROOM_OPTIONS.map((b) => (
                <option key={b} value={b}>
                  {b === 'any' ? t({ context: 'bedrooms', message: 'Any' }) : `${b}+`}
                </option>
              ))}
            </select>
          </label>
        </div>
      </details>
      {kept.map((key) => (
        <input key={key} type="hidden" name={key} value={value[key]} />
      ))}
      <div className={styles.filterActions}>
        <button type="submit" className={`${buttonClassName()} ${styles.compactButton}`}>
          {t`Search`}
        </button>
      </div>
    </form>
  );
}
