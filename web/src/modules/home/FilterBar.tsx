import { useState, type FormEvent } from 'react';
import { Button, Select, SelectItem, TextField } from '@hearth/design-system';
import { useLingui } from '@lingui/react/macro';
import { propertyTypeLabel } from '../../lib/labels';
import { BEDROOM_OPTIONS, EMPTY_FILTERS, PROPERTY_TYPE_OPTIONS, type HomeFilters } from './home-filters';
import * as styles from './Home.css';

export interface FilterBarProps {
  value: HomeFilters;
  onSearch: (filters: HomeFilters) => void;
}

/** City, type, rent range and bedrooms; applied on Search so typing does not fire a query per key. */
export function FilterBar({ value, onSearch }: FilterBarProps) {
  const [draft, setDraft] = useState(value);
  const { t, i18n } = useLingui();
  const set = (key: keyof HomeFilters) => (v: string) => setDraft((d) => ({ ...d, [key]: v }));
  const digits = (key: keyof HomeFilters) => (v: string) => set(key)(v.replace(/\D/g, '').slice(0, 7));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };
  return (
    <form className={styles.filterBar} onSubmit={submit} role="search" aria-label={t`Filter properties`}>
      <TextField label={t`City`} placeholder={t`e.g. Toronto`} value={draft.city} onChange={set('city')} />
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
    </form>
  );
}
