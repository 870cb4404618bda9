import { Suspense, useState, type FormEvent } from 'react';
import { Button, TextField, media } from '@hearth/design-system';
import { useLingui } from '@lingui/react/macro';
import { SEARCH_TEXT_MAX } from '@hearth/api/contracts/browse';
import { lazyNamed } from '../../lib/lazy-named';
import { useMediaQuery } from '../../lib/use-media-query';
import type { SuggestPlaces } from './CityComboBox';
import { EMPTY_FILTERS, moreFiltersCount, sheetFiltersCount, type HomeFilters } from './home-filters';
import * as styles from './Home.css';

const FilterSheet = lazyNamed(() => import('./FilterSheet'), 'FilterSheet');

// The wide bar's selects, city box and checkboxes (react-aria's collections and popovers) are a chunk phones never
// load: their bar is the text field, the rest is in the sheet. Evaluated with the bar, they made the phone's longest
// task after hydration. Until they are in, the bar suspends and the slot keeps the early form (same box).
const loadWideFilters = () => Promise.all([import('./MainFilters'), import('./MoreFilters')]);
const MainFilters = lazyNamed(async () => (await loadWideFilters())[0], 'MainFilters');
const MoreFilters = lazyNamed(async () => (await loadWideFilters())[1], 'MoreFilters');

/** Fetches the wide bar's fields beside the bar's code where the bar is wide (FilterBarSlot's preload). */
export const preloadWideFilters = (): void => {
  if (window.matchMedia(media.md).matches) void loadWideFilters();
};

export interface FilterBarProps {
  value: HomeFilters;
  /** `compact`: the search came from the phone's bar (the page then takes the visitor to the results). */
  onSearch: (filters: HomeFilters, how?: { compact: boolean }) => void;
  /** The city box's suggestions (the container asks the API). */
  suggestPlaces: SuggestPlaces;
  /** What the fields start with, when not `value`: what was typed into the plain form shown before the bar loaded. */
  initialDraft?: () => HomeFilters | undefined;
}

/**
 * Text search, city (with suggestions), type, rent range and bedrooms, then 'More filters'; applied on Search so
 * typing does not fire a query per key. The map's box (bbox) is kept as it is: the map sets it, its chip removes it.
 * Phones get the text field alone, and the rest in the 'Filters' sheet.
 */
export function FilterBar({ value, onSearch, suggestPlaces, initialDraft }: FilterBarProps) {
  const [draft, setDraft] = useState(() => initialDraft?.() ?? value);
  const activeMore = moreFiltersCount(value);
  const [moreOpen, setMoreOpen] = useState(activeMore > 0);
  // Mounted on first open, then kept so the sheet can animate closed.
  const [sheet, setSheet] = useState({ mounted: false, open: false });
  const compact = !useMediaQuery(media.md);
  const { t } = useLingui();
  const set = (key: keyof HomeFilters) => (v: string) => setDraft((d) => ({ ...d, [key]: v }));
  const clear = () => {
    setDraft(EMPTY_FILTERS);
    onSearch(EMPTY_FILTERS, { compact });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft, { compact });
  };
  const text = (
    <div className={styles.searchText}>
      <TextField
        label={t`Search`}
        placeholder={t`e.g. 2 bedrooms near the Plateau, balcony`}
        maxLength={SEARCH_TEXT_MAX}
        value={draft.q}
        onChange={set('q')}
      />
    </div>
  );
  if (compact) {
    const count = sheetFiltersCount(draft);
    return (
      <>
        <form className={styles.compactBar} onSubmit={submit} role="search" aria-label={t`Filter properties`}>
          {text}
          <Button
            variant="secondary"
            className={styles.compactButton}
            aria-haspopup="dialog"
            aria-expanded={sheet.open}
            onPress={() => setSheet({ mounted: true, open: true })}
          >
            {count > 0 ? t`Filters (${count})` : t`Filters`}
          </Button>
          <Button type="submit" className={styles.compactButton}>
            {t`Search`}
          </Button>
        </form>
        {sheet.mounted ? (
          <Suspense fallback={null}>
            <FilterSheet
              isOpen={sheet.open}
              onOpenChange={(open) => setSheet({ mounted: true, open })}
              draft={draft}
              set={set}
              setDraft={setDraft}
              suggestPlaces={suggestPlaces}
              onApply={() => {
                setSheet({ mounted: true, open: false });
                onSearch(draft, { compact });
              }}
              onClear={() => setDraft(EMPTY_FILTERS)}
            />
          </Suspense>
        ) : null}
      </>
    );
  }
  return (
    <form className={styles.filterBar} onSubmit={submit} role="search" aria-label={t`Filter properties`}>
      {text}
      <MainFilters draft={draft} set={set} setDraft={setDraft} suggestPlaces={suggestPlaces} />
      <div className={styles.filterActions}>
        <Button type="submit">
          {t`Search`}
        </Button>
        <Button variant="secondary" aria-expanded={moreOpen} onPress={() => setMoreOpen((open) => !open)}>
          {activeMore > 0 ? t`More filters (${activeMore})` : t`More filters`}
        </Button>
        <Button variant="ghost" onPress={clear}>
          {t`Clear`}
        </Button>
      </div>
      {moreOpen ? (
        <Suspense fallback={null}>
          <MoreFilters draft={draft} set={set} />
        </Suspense>
      ) : null}
    </form>
  );
}
