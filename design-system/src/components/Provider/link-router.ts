import { createContext, useContext, type MouseEvent } from 'react';
import { isExternalHref } from '../../utils/href';

/** How `Link` and `ButtonLink` (native anchors) navigate: the router given to DesignSystemProvider. */
export interface LinkRouter {
  navigate?: (path: string, options?: unknown) => void;
  /** A router's href for a path (absolute addresses keep their own). */
  useHref: (href: string) => string;
}

export const LinkRouterContext = createContext<LinkRouter>({ useHref: (href) => href });

/** A click the browser would follow in this tab: the main button, no modifier (those open tabs or downloads). */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The real href of an app path, and a click handler that hands a plain click on it to the router (no page load).
 * External addresses, other targets, downloads and modified clicks are left to the browser.
 */
export function useRoutedAnchor(href: string | undefined, onClick?: (event: MouseEvent<HTMLAnchorElement>) => void) {
  const { navigate, useHref } = useContext(LinkRouterContext);
  const resolved = useHref(href ?? '');
  return {
    href: href === undefined ? undefined : resolved,
    onClick(event: MouseEvent<HTMLAnchorElement>) {
      onClick?.(event);
      const anchor = event.currentTarget;
      const leavesTab = (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download');
      if (event.defaultPrevented || !navigate || !href || isExternalHref(href) || leavesTab || !isPlainClick(event)) return;
      event.preventDefault();
      navigate(href);
    },
  };
}
