import { useLingui } from '@lingui/react';
import { useLocation } from 'react-router-dom';
import { languageSwitchHref, type Locale } from '../../lib/locale';

/** Each language named in itself: the same words whichever language the page is in. */
const LANGUAGE_NAMES: Record<Locale, string> = { 'en-CA': 'English', 'fr-CA': 'Français' };

/** The language the page is not in, and the address that switches to it (coming back to this page). */
export function useOtherLanguage() {
  const { i18n } = useLingui();
  const { pathname, search } = useLocation();
  const locale: Locale = i18n.locale === 'fr-CA' ? 'en-CA' : 'fr-CA';
  return { locale, name: LANGUAGE_NAMES[locale], href: languageSwitchHref(locale, pathname + search) };
}

/**
 * « Français » / « English »: a real link, so it works before the app has loaded and needs no script: the API
 * remembers the choice in the `hearth_locale` cookie and sends the same page back in that language. Its text is
 * marked in its own language for screen readers.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { locale, name, href } = useOtherLanguage();
  return (
    <a href={href} className={className} lang={locale} hrefLang={locale}>
      {name}
    </a>
  );
}
