export { ListingsMapSlot, MapUnavailable, PinMapSlot } from './LazyMaps';
export { formatBbox, parseBbox } from './bbox';
export type { BoundingBox, MapListing, MapPoint } from './map.model';
