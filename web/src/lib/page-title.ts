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
