import type { ReactNode } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { isExternalHref } from '../../utils/href';
import { LinkRouterContext } from './link-router';
import { StringsOverrides, type DesignSystemStrings, type SlotPickerStrings } from './strings';

export interface DesignSystemProviderProps {
  children: ReactNode;
  /** Client-side navigation, e.g. react-router's `useNavigate()`. Without it links do full page loads. */
  navigate?: (path: string, options?: unknown) => void;
  /** Turns router hrefs into real hrefs, e.g. react-router's `useHref`. */
  useHref?: (href: string) => string;
  /** Locale for dates, numbers and the design system's own words (French for fr-*); Hearth is Canadian English. */
  locale?: string;
  /** Overrides of the design system's own words (its English and French tables cover every one). */
  strings?: Partial<DesignSystemStrings & SlotPickerStrings>;
}

const identity = (href: string) => href;

/**
 * Wires react-aria's router and locale. Put it inside your router so `navigate` is available:
 * `<DesignSystemProvider navigate={navigate} useHref={useHref}>`.
 */
export function DesignSystemProvider({ children, navigate, useHref = identity, locale = 'en-CA', strings }: DesignSystemProviderProps) {
  const content = (
    <I18nProvider locale={locale}>
      <StringsOverrides.Provider value={strings}>{children}</StringsOverrides.Provider>
    </I18nProvider>
  );
  const useRouterHref = (href: string) => routerHref(useHref, href);
  // react-aria's components (menu items, table rows) take the router from RouterProvider; our native links
  // (Link, ButtonLink) from LinkRouterContext.
  return navigate ? (
    <RouterProvider navigate={navigate} useHref={useRouterHref}>
      <LinkRouterContext.Provider value={{ navigate, useHref: useRouterHref }}>{content}</LinkRouterContext.Provider>
    </RouterProvider>
  ) : (
    content
  );
}

/**
 * A router resolves every href against the current route (react-router turns `https://wa.me/1` on /property/21
 * into /property/21/https:/wa.me/1), so absolute addresses keep their own. The hook still runs for every href.
 */
function routerHref(useHref: (href: string) => string, href: string): string {
  const resolved = useHref(href);
  return isExternalHref(href) ? href : resolved;
}
