import type { ReactNode } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';

export interface DesignSystemProviderProps {
  children: ReactNode;
  /** Client-side navigation, e.g. react-router's `useNavigate()`. Without it links do full page loads. */
  navigate?: (path: string, options?: unknown) => void;
  /** Turns router hrefs into real hrefs, e.g. react-router's `useHref`. */
  useHref?: (href: string) => string;
  /** Locale for dates and numbers; Hearth is Canadian English. */
  locale?: string;
}

/**
 * Wires react-aria's router and locale. Put it inside your router so `navigate` is available:
 * `<DesignSystemProvider navigate={navigate} useHref={useHref}>`.
 */
export function DesignSystemProvider({ children, navigate, useHref, locale = 'en-CA' }: DesignSystemProviderProps) {
  const content = <I18nProvider locale={locale}>{children}</I18nProvider>;
  return navigate ? (
    <RouterProvider navigate={navigate} useHref={useHref}>
      {content}
    </RouterProvider>
  ) : (
    content
  );
}
