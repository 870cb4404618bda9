export { ListingsMapSlot, MapUnavailable, PinMapSlot } from './LazyMaps';
export { formatBbox } from './bbox';
export type { BoundingBox, MapListing, MapPoint } from './map.model';
