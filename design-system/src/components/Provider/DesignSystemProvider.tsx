import type { ReactNode } from 'react';
import { isExternalHref } from '../../utils/href';
import { AriaProviders } from './AriaProviders';
import { LinkRouterContext } from './link-router';
import { DesignSystemLocaleContext } from './locale';
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
export function DesignSystemProvider({ children, ...props }: DesignSystemProviderProps) {
  return (
    <NativeDesignSystemProvider {...props}>
      <AriaProviders>{children}</AriaProviders>
    </NativeDesignSystemProvider>
  );
}

/**
 * DesignSystemProvider without react-aria's providers: the router of the native links, the locale and the words.
 * For an app whose first paint uses native elements only: it puts `AriaProviders` under each lazy part that holds
 * react-aria's components (dialogs, menus, popovers, date pickers), and react-aria's code stays out of its first load.
 */
export function NativeDesignSystemProvider({ children, navigate, useHref = identity, locale = 'en-CA', strings }: DesignSystemProviderProps) {
  const content = (
    <DesignSystemLocaleContext.Provider value={locale}>
      <StringsOverrides.Provider value={strings}>{children}</StringsOverrides.Provider>
    </DesignSystemLocaleContext.Provider>
  );
  const useRouterHref = (href: string) => routerHref(useHref, href);
  return navigate ? <LinkRouterContext.Provider value={{ navigate, useHref: useRouterHref }}>{content}</LinkRouterContext.Provider> : content;
}

/**
 * A router resolves every href against the current route (react-router turns `https://wa.me/1` on /property/21
 * into /property/21/https:/wa.me/1), so absolute addresses keep their own. The hook still runs for every href.
 */
function routerHref(useHref: (href: string) => string, href: string): string {
  const resolved = useHref(href);
  return isExternalHref(href) ? href : resolved;
}
