import { useEffect, useState } from 'react';
import { ComboBox, ComboBoxItem } from '@hearth/design-system';
import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import type { Province } from '@hearth/api/contracts/provinces';
import { provinceLabel } from '../../lib/labels';
import { cityNameIn } from '@hearth/api/contracts/canadian-cities';

/** A city or neighbourhood the API suggests for what was typed (placeSuggestions). */
export interface PlaceOption {
  kind: 'city' | 'neighbourhood';
  name: string;
  city: string;
  province: Province;
  listings: number;
}
export type SuggestPlaces = (text: string) => Promise<PlaceOption[]>;

/** Waits this long after the last key before asking (one request per pause, not per key). */
const SUGGEST_DELAY_MS = 200;

export interface CityComboBoxProps {
  value: string;
  onChange: (city: string) => void;
  /** A neighbourhood was picked: its city goes in the box, the caller decides what to do with the name. */
  onNeighbourhood: (place: PlaceOption) => void;
  suggestPlaces: SuggestPlaces;
}

/** The places suggested for `text`, once the API answered for it. */
interface Answer {
  text: string;
  places: PlaceOption[];
}

/**
 * The city box: free text, with cities and neighbourhoods (and their listing counts) suggested as one types. The list
 * opens as soon as a search starts ('Searching…') and fills in when the answer arrives: react-aria opens a combo box
 * only when its input changes, and the answer comes after the key that asked for it.
 */
export function CityComboBox({ value, onChange, onNeighbourhood, suggestPlaces }: CityComboBoxProps) {
  const { t, i18n } = useLingui();
  const [answer, setAnswer] = useState<Answer>({ text: '', places: [] });
  // The city a page opens with (from its address) is not looked up: the list opens only on typing.
  const [edited, setEdited] = useState(false);
  const text = edited ? value.trim() : '';
  const searching = text.length >= 2 && answer.text !== text;
  useEffect(() => {
    if (text.length < 2) return;
    let current = true;
    const timer = setTimeout(() => {
      suggestPlaces(text).then(
        (places) => current && setAnswer({ text, places }),
        () => current && setAnswer({ text, places: [] }),
      );
    }, SUGGEST_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text, suggestPlaces]);

  // Under two letters nothing is suggested; while searching, the last answer stays until the new one replaces it.
  const options = text.length < 2 ? [] : answer.places;
  const items = options.map((place) => ({ ...place, id: `${place.kind}:${place.name}:${place.city}:${place.province}` }));
  return (
    <ComboBox
      label={t`City`}
      placeholder={t`e.g. Toronto`}
      allowsCustomValue
      menuTrigger="input"
      allowsEmptyCollection={searching}
      emptyState={t`Searching…`}
      inputValue={value}
      onInputChange={(next) => {
        setEdited(true);
        onChange(next);
      }}
      items={items}
      onSelectionChange={(key) => {
        const place = items.find((item) => item.id === key);
        if (!place) return;
        if (place.kind === 'neighbourhood') onNeighbourhood(place);
        onChange(place.city);
      }}
    >
      {(place) => (
        // textValue: what the box shows once picked (the city, also for a neighbourhood).
        <ComboBoxItem id={place.id} textValue={place.city}>
          {place.kind === 'city' ? cityNameIn(place.name, place.province, i18n.locale) : `${place.name}, ${cityNameIn(place.city, place.province, i18n.locale)}`} ({provinceLabel(place.province, i18n)}) ·{' '}
          {t`${plural(place.listings, { one: '# listing', other: '# listings' })}`}
        </ComboBoxItem>
      )}
    </ComboBox>
  );
}
