import { useState, type FormEvent } from 'react';
import { Button, Select, SelectItem, TextField } from '@hearth/design-system';
import { useLingui } from '@lingui/react/macro';
import { SEARCH_TEXT_MAX } from '@hearth/api/contracts/browse';
import { propertyTypeLabel } from '../../lib/labels';
import { CityComboBox, type SuggestPlaces } from './CityComboBox';
import { BEDROOM_OPTIONS, EMPTY_FILTERS, PROPERTY_TYPE_OPTIONS, moreFiltersCount, type HomeFilters } from './home-filters';
import { MoreFilters } from './MoreFilters';
import * as styles from './Home.css';

export interface FilterBarProps {
  value: HomeFilters;
  onSearch: (filters: HomeFilters) => void;
  /** The city box's suggestions (the container asks the API). */
  suggestPlaces: SuggestPlaces;
  /** What the fields start with, when not `value`: what was typed into the plain form shown before the bar loaded. */
  initialDraft?: () => HomeFilters | undefined;
}

/**
 * Text search, city (with suggestions), type, rent range and bedrooms, then 'More filters'; applied on Search so
 * typing does not fire a query per key. The map's box (bbox) is kept as it is: the map sets it.
 */
export function FilterBar({ value, onSearch, suggestPlaces, initialDraft }: FilterBarProps) {
  const [draft, setDraft] = useState(() => initialDraft?.() ?? value);
  const activeMore = moreFiltersCount(value);
  const [moreOpen, setMoreOpen] = useState(activeMore > 0);
  const { t, i18n } = useLingui();
  const set = (key: keyof HomeFilters) => (v: string) => setDraft((d) => ({ ...d, [key]: v }));
  const digits = (key: keyof HomeFilters) => (v: string) => set(key)(v.replace(/\D/g, '').slice(0, 7));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };
  return (
    <form className={styles.filterBar} onSubmit={submit} role="search" aria-label={t`Filter properties`}>
      <div className={styles.searchText}>
        <TextField
          label={t`Search`}
          placeholder={t`e.g. 2 bedrooms near the Plateau, balcony`}
          maxLength={SEARCH_TEXT_MAX}
          value={draft.q}
          onChange={set('q')}
        />
      </div>
      <CityComboBox
        value={draft.city}
        onChange={set('city')}
        // A neighbourhood narrows the text search, unless the visitor already typed one.
        onNeighbourhood={(place) => setDraft((d) => ({ ...d, q: d.q.trim() ? d.q : place.name }))}
        suggestPlaces={suggestPlaces}
      />
      <Select label={t`Property type`} selectedKey={draft.propertyType} onSelectionChange={(k) => set('propertyType')(String(k))}>
        {PROPERTY_TYPE_OPTIONS.map((type) => (
          <SelectItem key={type} id={type}>
            {type === 'any' ? t`Any type` : propertyTypeLabel(type, i18n)}
          </SelectItem>
        ))}
      </Select>
      <TextField label={t`Min rent ($)`} inputMode="numeric" placeholder="0" value={draft.minRent} onChange={digits('minRent')} />
      <TextField label={t`Max rent ($)`} inputMode="numeric" placeholder={t({ context: 'amount', message: 'Any' })} value={draft.maxRent} onChange={digits('maxRent')} />
      <Select label={t`Bedrooms`} selectedKey={draft.bedrooms} onSelectionChange={(k) => set('bedrooms')(String(k))}>
        {BEDROOM_OPTIONS.map((b) => (
          <SelectItem key={b} id={b}>
            {b === 'any' ? t({ context: 'bedrooms', message: 'Any' }) : `${b}+`}
          </SelectItem>
        ))}
      </Select>
      <div className={styles.filterActions}>
        <Button type="submit">
          {t`Search`}
        </Button>
        <Button variant="secondary" aria-expanded={moreOpen} onPress={() => setMoreOpen((open) => !open)}>
          {activeMore > 0 ? t`More filters (${activeMore})` : t`More filters`}
        </Button>
        <Button
          variant="ghost"
          onPress={() => {
            setDraft(EMPTY_FILTERS);
            onSearch(EMPTY_FILTERS);
          }}
        >
          {t`Clear`}
        </Button>
      </div>
      {moreOpen ? <MoreFilters draft={draft} set={set} /> : null}
    </form>
  );
}
