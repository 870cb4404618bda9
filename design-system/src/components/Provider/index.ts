export { DesignSystemProvider } from './DesignSystemProvider';
export type { DesignSystemProviderProps } from './DesignSystemProvider';
export { useStrings, stringsForLocale, ENGLISH_STRINGS, FRENCH_STRINGS } from './strings';
export type { DesignSystemStrings, FileNames } from './strings';
