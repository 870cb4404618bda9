/** A listing text as a visitor reads it, with the language it is written in. */
export interface ListingText {
  text: string;
  /** Set when the text is not in the visitor's language (a French visitor reading the main, English text). */
  lang?: 'en';
}

/**
 * The version of a listing text in the visitor's locale (docs/product.md#languages): a French visitor reads the French text its owner
 * gave, else the main text marked as English; everyone else reads the main text.
 */
export function listingText(main: string, french: string | null | undefined, locale: string): ListingText {
  if (!locale.startsWith('fr')) return { text: main };
  return french ? { text: french } : { text: main, lang: 'en' };
}

/** Where a listing is, as one line: street address, the neighbourhood when its owner gave one, then the city. */
export function listingPlace(listing: { address: string; neighbourhood?: string | null; city: string }): string {
  return [listing.address, listing.neighbourhood, listing.city].filter(Boolean).join(', ');
}
