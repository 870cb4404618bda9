import { createContext, useContext, useEffect } from 'react';

/** '{page} · Hearth': each page its own title for tabs, history and screen readers. */
export const pageTitle = (page: string) => `${page} · Hearth`;

/** Set by a server render: collects the page's title so it goes into the document's <head>. */
export const PageTitleSink = createContext<((title: string) => void) | null>(null);

/** Titles the document; null (data still loading) keeps the current title. */
export function useDocumentTitle(title: string | null) {
  const sink = useContext(PageTitleSink);
  // During a server render effects never run; the last title rendered wins (renders repeat as data arrives).
  if (sink && title) sink(title);
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}

/**
 * Titles the document as a component: drawn before a page, its effect runs before the page's own, so a page that
 * names itself more precisely (an overview's open tab) has the last word.
 */
export function DocumentTitle({ title }: { title: string | null }) {
  useDocumentTitle(title);
  return null;
}
