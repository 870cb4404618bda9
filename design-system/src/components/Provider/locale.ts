import { createContext, useContext } from 'react';

/** The locale given to DesignSystemProvider, kept apart from react-aria's so the first paint's components need none of its code. */
export const DesignSystemLocaleContext = createContext<string | undefined>(undefined);

/**
 * The design system's locale: DesignSystemProvider's, else the browser's language (react-aria's own default, so a
 * component rendered without a provider reads the same locale either way).
 */
export function useDesignSystemLocale(): string {
  const locale = useContext(DesignSystemLocaleContext);
  if (locale) return locale;
  return (typeof navigator !== 'undefined' && navigator.language) || 'en-US';
}
