import { createContext, useContext, useEffect } from 'react';

// Apart from page-title.ts, which the home page's JavaScript holds: only the lazy pages that describe themselves
// (the rent report's) bring this in.

/** Set by a server render: collects the page's description for its <meta name="description">. */
export const PageDescriptionSink = createContext<((description: string) => void) | null>(null);

/**
 * The page's own description for search engines and shared links (a server render puts it in the <head>); in the
 * browser it replaces the site's while the page is shown. null keeps the site's.
 */
export function useDocumentDescription(description: string | null) {
  const sink = useContext(PageDescriptionSink);
  if (sink && description) sink(description);
  useEffect(() => {
    const meta = description ? document.querySelector<HTMLMetaElement>('meta[name="description"]') : null;
    if (!meta || !description) return;
    const before = meta.content;
    meta.content = description;
    return () => {
      meta.content = before;
    };
  }, [description]);
}
