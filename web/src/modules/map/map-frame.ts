import type { BoundingBox, MapListing } from './map.model';

/** What a listings map shows for new results. */
export type MapFrame = { kind: 'box'; box: BoundingBox } | { kind: 'listings'; box: BoundingBox } | { kind: 'keep' };

/**
 * The URL's box when there is one, else the listings' extent. No listings and no box: the map stays where it is
 * (an empty search must not fly the visitor to the middle of Canada, docs/product.md#search-and-map).
 */
export function mapFrame(listings: readonly MapListing[], box: BoundingBox | null): MapFrame {
  if (box) return { kind: 'box', box };
  if (listings.length === 0) return { kind: 'keep' };
  let west = Infinity, south = Infinity, east = -Infinity, north = -Infinity;
  for (const { latitude, longitude } of listings) {
    west = Math.min(west, longitude);
    east = Math.max(east, longitude);
    south = Math.min(south, latitude);
    north = Math.max(north, latitude);
  }
  return { kind: 'listings', box: { west, south, east, north } };
}
