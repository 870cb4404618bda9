// What other modules match a listing on (saved-search alerts), owned here because it reads the properties table.
import { listingVisibleSql } from './property.queries.js';

/** The words of a listing a free-text query looks at, in both languages. */
const LISTING_TEXT = `concat_ws(' ', p.title, p.description, p.title_fr, p.description_fr, p.address, p.city)`;

/**
 * Full text in English and French with accents folded ('montreal' finds 'Montréal'): the listing's document and a
 * query matching it when either language's reading of the words is in it. One fragment for the browse `q` and the
 * alerts, so both answer the same listings.
 */
export const LISTING_TEXT_DOCUMENT = `(to_tsvector('english', unaccent(${LISTING_TEXT})) || to_tsvector('french', unaccent(${LISTING_TEXT})))`;
export const textQuerySql = (textExpression: string): string =>
  `(websearch_to_tsquery('english', unaccent(${textExpression})) || websearch_to_tsquery('french', unaccent(${textExpression})))`;

/**
 * The listing `?` as one row when it is on the public marketplace: `id`, `owner_id`, `city_key` (lower city, as
 * the browse compares it), `property_type`, `monthly_rent`, `bedrooms`, `latitude`, `longitude` and `document`
 * (LISTING_TEXT_DOCUMENT). Used as a CTE by saved-search matching.
 */
export const PUBLIC_LISTING_TO_MATCH = `select p.id, p.owner_id, lower(p.city) as city_key, p.property_type, p.monthly_rent, p.bedrooms,
    p.latitude, p.longitude, ${LISTING_TEXT_DOCUMENT} as document
  from properties p where p.id = ? and ${listingVisibleSql(null).sql}`;
