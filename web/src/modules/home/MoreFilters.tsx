import { Checkbox, Select, SelectItem, TextField } from '@hearth/design-system';
import { useLingui } from '@lingui/react/macro';
import { PRICE_DROP_DAYS } from '@hearth/api/contracts/price-history';
import { BATHROOM_OPTIONS, type HomeFilters } from './home-filters';
import * as styles from './Home.css';

export interface MoreFiltersProps {
  draft: HomeFilters;
  set: (key: keyof HomeFilters) => (value: string) => void;
}

/** The filters behind 'More filters': bathrooms, furnished, parking, pets, the move-in day and recent price drops. */
export function MoreFilters({ draft, set }: MoreFiltersProps) {
  const { t } = useLingui();
  const flag = (key: keyof HomeFilters) => (on: boolean) => set(key)(on ? 'true' : '');
  return (
    <div className={styles.moreFilters} role="group" aria-label={t`More filters`}>
      <Select label={t`Bathrooms`} selectedKey={draft.bathrooms} onSelectionChange={(k) => set('bathrooms')(String(k))}>
        {BATHROOM_OPTIONS.map((b) => (
          <SelectItem key={b} id={b}>
            {b === 'any' ? t({ context: 'bathrooms', message: 'Any' }) : `${b}+`}
          </SelectItem>
        ))}
      </Select>
      <TextField label={t`Available by`} type="date" value={draft.availableFrom} onChange={set('availableFrom')} />
      <Checkbox isSelected={draft.furnished === 'true'} onChange={flag('furnished')}>
        {t`Furnished`}
      </Checkbox>
      <Checkbox isSelected={draft.parking === 'true'} onChange={flag('parking')}>
        {t`Parking`}
      </Checkbox>
      <Checkbox isSelected={draft.petFriendly === 'true'} onChange={flag('petFriendly')}>
        {t`Pet friendly`}
      </Checkbox>
      <Checkbox isSelected={draft.priceDropped === 'true'} onChange={flag('priceDropped')}>
        {t`Price dropped in the last ${PRICE_DROP_DAYS} days`}
      </Checkbox>
    </div>
  );
}
