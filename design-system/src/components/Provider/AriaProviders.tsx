import { useContext, type ReactNode } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { DesignSystemLocaleContext } from './locale';
import { LinkRouterContext } from './link-router';

/**
 * react-aria's locale and router, from what DesignSystemProvider (or NativeDesignSystemProvider) holds. Apart from
 * them so an app can put react-aria's providers (and their code: link opening, platform sniffing, SSR ids) under its
 * lazy parts only, where react-aria's components live, and keep them out of its first load.
 */
export function AriaProviders({ children }: { children: ReactNode }) {
  const locale = useContext(DesignSystemLocaleContext);
  const { navigate, useHref } = useContext(LinkRouterContext);
  const content = <I18nProvider locale={locale}>{children}</I18nProvider>;
  // react-aria's components (menu items, table rows) take the router from RouterProvider; our native links
  // (Link, ButtonLink) from LinkRouterContext.
  return navigate ? (
    <RouterProvider navigate={navigate} useHref={useHref}>
      {content}
    </RouterProvider>
  ) : (
    content
  );
}
