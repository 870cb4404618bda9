export { DesignSystemProvider, NativeDesignSystemProvider } from './DesignSystemProvider';
export { AriaProviders } from './AriaProviders';
export { useDesignSystemLocale } from './locale';
export type { DesignSystemProviderProps } from './DesignSystemProvider';
export { useStrings, stringsForLocale, ENGLISH_STRINGS, FRENCH_STRINGS } from './strings';
export type { DesignSystemStrings, FileNames } from './strings';
