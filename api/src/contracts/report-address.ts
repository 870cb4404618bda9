/**
 * A city's part of its rent report address (/rent-report/{province}/{slug}): its name without accents, in lower case,
 * every run of other characters one hyphen ('Montréal' → 'montreal', "St. John's" → 'st-john-s', 'Trois-Rivières' →
 * 'trois-rivieres'). The page finds its city among its province's rows by this slug, and the server answers 404 for
 * a slug no row has; so any spelling of a name the report holds has one address.
 */
export function citySlug(city: string): string {
  return city
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
