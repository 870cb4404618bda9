import { Select, SelectItem, TextField } from '@hearth/design-system';
import { useLingui } from '@lingui/react/macro';
import { propertyTypeLabel } from '../../lib/labels';
import { CityComboBox, type SuggestPlaces } from './CityComboBox';
import { BEDROOM_OPTIONS, PROPERTY_TYPE_OPTIONS, type HomeFilters } from './home-filters';

export interface MainFiltersProps {
  draft: HomeFilters;
  set: (key: keyof HomeFilters) => (value: string) => void;
  setDraft: (update: (draft: HomeFilters) => HomeFilters) => void;
  suggestPlaces: SuggestPlaces;
}

/** City (with suggestions), type, rent range and bedrooms: cells of the large screens' bar, rows of the phone's sheet. */
export function MainFilters({ draft, set, setDraft, suggestPlaces }: MainFiltersProps) {
  const { t, i18n } = useLingui();
  const digits = (key: keyof HomeFilters) => (v: string) => set(key)(v.replace(/\D/g, '').slice(0, 7));
  return (
    <>
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
    </>
  );
}
