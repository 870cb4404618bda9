import { useContext } from 'react';
import { useLocale } from 'react-aria-components';
import { StringsOverrides, type SlotPickerStrings } from '../Provider/strings';

const NBSP = '\u00a0';

/**
 * SlotPicker's tables, kept apart from the design system's (Provider/strings.ts): those ship with every page (the home
 * page's JavaScript budget), these only with the pages that pick a time. Same rules: English by default, French for
 * fr-* locales, each overridable through `DesignSystemProvider strings`.
 */
export const ENGLISH_SLOT_PICKER_STRINGS: SlotPickerStrings = {
  viewingDay: 'Viewing day',
  daysWithFreeTimes: 'Free viewing times',
  timesOn: (day) => `Times on ${day}`,
  placesLeft: (n) => (n === 1 ? '1 place left' : `${n} places left`),
  full: 'Full',
  noTimes: 'No viewing times are offered yet.',
  noTimesOnDay: 'No viewing times on this day. Days with free times are marked.',
  timesInZone: (zone, city) => `Times in ${zone} (${city})`,
};

/** Quebec French, OQLF typography. */
export const FRENCH_SLOT_PICKER_STRINGS: SlotPickerStrings = {
  viewingDay: 'Jour de la visite',
  daysWithFreeTimes: 'Plages de visite libres',
  timesOn: (day) => `Heures le ${day}`,
  placesLeft: (n) => (n === 1 ? `1${NBSP}place libre` : `${n}${NBSP}places libres`),
  full: 'Complet',
  noTimes: 'Aucune plage de visite n’est offerte pour l’instant.',
  noTimesOnDay: 'Aucune visite ce jour-là. Les jours avec des plages libres sont marqués.',
  // Intl names the zone 'heure de l’Est', 'heure normale du Centre': « à l’heure de l’Est ».
  timesInZone: (zone, city) => (/^heure/i.test(zone) ? `Heures indiquées à l’${zone} (${city})` : `Fuseau horaire${NBSP}: ${zone} (${city})`),
};

/** SlotPicker's words in the current locale, with the app's overrides. */
export function useSlotPickerStrings(): SlotPickerStrings {
  const { locale } = useLocale();
  const overrides = useContext(StringsOverrides);
  const base = locale.toLowerCase().startsWith('fr') ? FRENCH_SLOT_PICKER_STRINGS : ENGLISH_SLOT_PICKER_STRINGS;
  return overrides ? { ...base, ...overrides } : base;
}
