import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * A link to another page starts it as a page load would: at its top (the router keeps the window's scroll, so a
 * listing opened from a scrolled home showed its photo above the screen), and with the keyboard's focus at its
 * content, which a screen reader then reads, when the focus was on the page left behind (the link that was followed
 * is gone, and focus would fall back to the document's start). Focus in the navigation bar stays there. A change of
 * the query alone (a filter, a sort, a tab) keeps the place, and so do Back and Forward (the browser restores their
 * scroll) and links to an anchor.
 */
export function NewPageStart() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (navigationType === 'POP' || hash) return;
    window.scrollTo(0, 0);
    const main = document.getElementById('main');
    const focus = document.activeElement;
    if (main && (!focus || focus === document.body || main.contains(focus))) main.focus({ preventScroll: true });
  }, [pathname, hash, navigationType]);
  return null;
}
