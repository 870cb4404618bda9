import { createContext, useContext } from 'react';
import { useDesignSystemLocale } from './locale';

/** The names a list of files takes in a message, e.g. '"a.pdf", "b.pdf"' (fr-CA « a.pdf », « b.pdf »). */
export type FileNames = readonly string[];

/**
 * Every word the design system shows or announces on its own (the app passes its own texts as props). English by
 * default, French for fr-* locales; an app may override any of them through `DesignSystemProvider strings`.
 * react-aria-components localize their built-in texts (calendars, date fields) through the same locale.
 */
export interface DesignSystemStrings {
  /** Dialog's close button. */
  close: string;
  /** A toast's close button. */
  dismissToast: string;
  /** The toast region (F8 moves focus to it). */
  notifications: string;
  confirm: string;
  cancel: string;
  /** NavBar: the navigation landmark, its small-screen menu and the menu's button; the logo link's default name. */
  mainNavigation: string;
  navigationMenu: string;
  openMenu: string;
  home: string;
  /** Avatar's name when the person has none. */
  user: string;
  /** Gallery. */
  photos: string;
  noPhotos: string;
  previousPhoto: string;
  nextPhoto: string;
  choosePhoto: string;
  photoOf: (position: number, count: number, alt: string) => string;
  /** SkeletonGrid's default announcement. */
  loadingProperties: string;
  /** PropertyCard, after the rent. */
  perMonth: string;
  /** PropertyFacts; `sqft` gets the count already formatted ('1,200'). */
  bedrooms: (count: number) => string;
  bathrooms: (count: number) => string;
  sqft: (count: string) => string;
  /** FileDropzone. */
  files: string;
  dropHint: (maxFiles: number) => string;
  fileLimit: (maxFiles: number) => string;
  /** ' · max 10 MB each': `size` is formatted by `bytes`, `each` when several files are allowed. */
  maxSize: (size: string, each: boolean) => string;
  browseFiles: string;
  uploading: (name: string) => string;
  uploadFailed: string;
  uploaded: string;
  remove: (name: string) => string;
  bytes: (bytes: number) => string;
  /** File rejections (titles and messages, ready for a toast). */
  tooManyFilesTitle: string;
  tooManyFiles: (maxFiles: number) => string;
  unsupportedTitle: string;
  unsupported: (names: FileNames, types: string) => string;
  tooLargeTitle: string;
  tooLarge: (names: FileNames, size: string) => string;
}

/**
 * SlotPicker's words. Only their type lives here, so the overrides below can name them; the tables ship with SlotPicker
 * alone (slot-picker-strings.ts).
 */
export interface SlotPickerStrings {
  /** The calendar's name; the description read with a day that has free times. */
  viewingDay: string;
  daysWithFreeTimes: string;
  timesOn: (day: string) => string;
  placesLeft: (count: number) => string;
  full: string;
  noTimes: string;
  noTimesOnDay: string;
  /** 'Times in Eastern Time (Toronto)': `zone` is Intl's long generic name in the locale ('heure de l’Est'). */
  timesInZone: (zone: string, city: string) => string;
}

const NBSP = '\u00a0';
const oneDecimal = (n: number) => Math.round(n * 10) / 10;

export const ENGLISH_STRINGS: DesignSystemStrings = {
  close: 'Close',
  dismissToast: 'Dismiss',
  notifications: 'Notifications (F8)',
  confirm: 'Confirm',
  cancel: 'Cancel',
  mainNavigation: 'Main',
  navigationMenu: 'Navigation',
  openMenu: 'Open menu',
  home: 'Home',
  user: 'User',
  photos: 'Photos',
  noPhotos: 'No photos',
  previousPhoto: 'Previous photo',
  nextPhoto: 'Next photo',
  choosePhoto: 'Choose photo',
  photoOf: (position, count, alt) => `Photo ${position} of ${count}: ${alt}`,
  loadingProperties: 'Loading properties',
  perMonth: 'per month',
  bedrooms: (n) => (n === 0 ? 'Studio' : `${n} bed${n === 1 ? '' : 's'}`),
  bathrooms: (n) => `${n} bath${n === 1 ? '' : 's'}`,
  sqft: (count) => `${count} sq ft`,
  files: 'Files',
  dropHint: (maxFiles) => (maxFiles === 1 ? 'Drag a file here or browse.' : 'Drag files here or browse.'),
  fileLimit: (maxFiles) => (maxFiles === 1 ? 'One file' : `Up to ${maxFiles} files`),
  maxSize: (size, each) => `max ${size}${each ? ' each' : ''}`,
  browseFiles: 'Browse files',
  uploading: (name) => `Uploading ${name}`,
  uploadFailed: 'Upload failed',
  uploaded: 'Uploaded',
  remove: (name) => `Remove ${name}`,
  bytes: (bytes) =>
    bytes >= 1024 * 1024 ? `${oneDecimal(bytes / (1024 * 1024))} MB` : bytes >= 1024 ? `${Math.round(bytes / 1024)} KB` : `${bytes} B`,
  tooManyFilesTitle: 'Too Many Files',
  tooManyFiles: (maxFiles) => `You can only upload up to ${maxFiles} files.`,
  unsupportedTitle: 'Unsupported File Type',
  unsupported: (names, types) =>
    `${names.map((n) => `"${n}"`).join(', ')} ${names.length === 1 ? 'is' : 'are'} not supported. Supported types: ${types}.`,
  tooLargeTitle: 'File Too Large',
  tooLarge: (names, size) => `${names.map((n) => `"${n}"`).join(', ')} exceed${names.length === 1 ? 's' : ''} the ${size} limit.`,
};

const frenchNumber = (n: number) => String(n).replace('.', ',');
const quoted = (names: FileNames) => names.map((n) => `«${NBSP}${n}${NBSP}»`).join(', ');

/** Quebec French, OQLF typography (a non-breaking space before « : » and inside « », units « 10 Mo »). */
export const FRENCH_STRINGS: DesignSystemStrings = {
  close: 'Fermer',
  dismissToast: 'Fermer la notification',
  notifications: 'Notifications (F8)',
  confirm: 'Confirmer',
  cancel: 'Annuler',
  mainNavigation: 'Navigation principale',
  navigationMenu: 'Menu de navigation',
  openMenu: 'Ouvrir le menu',
  home: 'Accueil',
  user: 'Utilisateur',
  photos: 'Photos',
  noPhotos: 'Aucune photo',
  previousPhoto: 'Photo précédente',
  nextPhoto: 'Photo suivante',
  choosePhoto: 'Choisir une photo',
  photoOf: (position, count, alt) => `Photo ${position} sur ${count}${NBSP}: ${alt}`,
  loadingProperties: 'Chargement des logements',
  perMonth: 'par mois',
  bedrooms: (n) => (n === 0 ? 'Studio' : `${n}${NBSP}ch.`),
  bathrooms: (n) => `${frenchNumber(n)}${NBSP}s.${NBSP}de${NBSP}bain`,
  sqft: (count) => `${count}${NBSP}pi²`,
  files: 'Fichiers',
  dropHint: (maxFiles) => (maxFiles === 1 ? 'Glissez un fichier ici ou parcourez.' : 'Glissez des fichiers ici ou parcourez.'),
  fileLimit: (maxFiles) => (maxFiles === 1 ? 'Un seul fichier' : `Jusqu’à ${maxFiles}${NBSP}fichiers`),
  maxSize: (size, each) => `max. ${size}${each ? ' chacun' : ''}`,
  browseFiles: 'Parcourir les fichiers',
  uploading: (name) => `Téléversement de ${name}`,
  uploadFailed: 'Échec du téléversement',
  uploaded: 'Téléversé',
  remove: (name) => `Retirer ${name}`,
  bytes: (bytes) =>
    bytes >= 1024 * 1024
      ? `${frenchNumber(oneDecimal(bytes / (1024 * 1024)))}${NBSP}Mo`
      : bytes >= 1024
        ? `${Math.round(bytes / 1024)}${NBSP}Ko`
        : `${bytes}${NBSP}o`,
  tooManyFilesTitle: 'Trop de fichiers',
  tooManyFiles: (maxFiles) =>
    maxFiles === 1 ? 'Vous pouvez téléverser un seul fichier.' : `Vous pouvez téléverser au plus ${maxFiles}${NBSP}fichiers.`,
  unsupportedTitle: 'Type de fichier non pris en charge',
  unsupported: (names, types) =>
    `${quoted(names)} ${names.length === 1 ? 'n’est pas pris' : 'ne sont pas pris'} en charge. Types acceptés${NBSP}: ${types}.`,
  tooLargeTitle: 'Fichier trop volumineux',
  tooLarge: (names, size) => `${quoted(names)} ${names.length === 1 ? 'dépasse' : 'dépassent'} la limite de ${size}.`,
};

/** The built-in table of a locale: French for fr-*, English otherwise. */
export function stringsForLocale(locale: string): DesignSystemStrings {
  return locale.toLowerCase().startsWith('fr') ? FRENCH_STRINGS : ENGLISH_STRINGS;
}

/** Overrides given to DesignSystemProvider (the tables of components kept apart included, e.g. SlotPicker's). */
export const StringsOverrides = createContext<Partial<DesignSystemStrings & SlotPickerStrings> | undefined>(undefined);

/** The design system's words in the current locale (set by DesignSystemProvider), with the app's overrides. */
export function useStrings(): DesignSystemStrings {
  const locale = useDesignSystemLocale();
  const overrides = useContext(StringsOverrides);
  const base = stringsForLocale(locale);
  return overrides ? { ...base, ...overrides } : base;
}
