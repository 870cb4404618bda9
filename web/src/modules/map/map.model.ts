/** A point on the map (WGS 84). */
export interface MapPoint {
  latitude: number;
  longitude: number;
}

/** A listing as the map shows it: a pin with its rent; the card comes from the list the page already has. */
export interface MapListing extends MapPoint {
  id: number;
  /** Names its pin for screen readers. */
  title: string;
  monthlyRent: number;
  /** The landlord's neighbourhood, when given: the offline basemap names it. */
  neighbourhood?: string | null;
}

/** The visible box of a map: what 'Search this area' filters by. */
export interface BoundingBox {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** Canada in view: the first frame of a map with no listings or pin yet. */
export const CANADA_VIEW = { center: [-96, 56] as [number, number], zoom: 2.4 };
