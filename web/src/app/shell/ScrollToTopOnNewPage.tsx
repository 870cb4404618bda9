import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * A link to another page opens it at its top, as a page load would: the router keeps the window's scroll, so a
 * listing opened from a scrolled home showed its photo above the screen. A change of the query alone (a filter, a
 * sort, a tab) keeps the place, and so do Back and Forward (the browser restores their scroll) and links to an anchor.
 */
export function ScrollToTopOnNewPage() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (navigationType !== 'POP' && !hash) window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
  return null;
}
