// The map's visible box, without zod: the home page checks the URL's box in its first load.

/** A map's visible box in decimal degrees ('Search this area'). */
export interface BoundingBox {
  west: number;
  south: number;
  east: number;
  north: number;
}

export const LONGITUDE_RANGE = { min: -180, max: 180 } as const;
export const LATITUDE_RANGE = { min: -90, max: 90 } as const;

const DECIMAL_DEGREES = /^\s*-?\d+(\.\d+)?\s*$/;

/** "west,south,east,north" as four numbers, unchecked; null when the text is not four decimal numbers. */
export function bboxFromText(text: string): BoundingBox | null {
  const parts = text.split(',');
  if (parts.length !== 4 || parts.some((part) => !DECIMAL_DEGREES.test(part))) return null;
  const [west, south, east, north] = parts.map(Number) as [number, number, number, number];
  return { west, south, east, north };
}

/** South below north and west left of east: a box across the antimeridian is refused, Canada never needs one. */
export const isOrderedBbox = (box: BoundingBox): boolean => box.south < box.north && box.west < box.east;

const within = (value: number, range: { min: number; max: number }) => value >= range.min && value <= range.max;

/** A box on Earth, in order, from "west,south,east,north"; null when the text is not one (the API refuses it). */
export function parseBbox(text: string | null): BoundingBox | null {
  const box = bboxFromText(text ?? '');
  if (!box) return null;
  const inRange = [box.west, box.east].every((x) => within(x, LONGITUDE_RANGE)) && [box.south, box.north].every((y) => within(y, LATITUDE_RANGE));
  return inRange && isOrderedBbox(box) ? box : null;
}
