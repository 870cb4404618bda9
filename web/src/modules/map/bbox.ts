import type { BoundingBox } from './map.model';

const round = (value: number) => Math.round(value * 10_000) / 10_000;

/** The URL's `bbox=west,south,east,north` (the API's form); null when absent or not a box on Earth. */
export function parseBbox(value: string | null): BoundingBox | null {
  const parts = (value ?? '').split(',');
  if (parts.length !== 4 || parts.some((part) => part.trim() === '')) return null;
  const [west, south, east, north] = parts.map(Number) as [number, number, number, number];
  const inRange = [west, east].every((x) => x >= -180 && x <= 180) && [south, north].every((y) => y >= -90 && y <= 90);
  return inRange && west < east && south < north ? { west, south, east, north } : null;
}

/** The box as the URL carries it, to about 10 m (short links, same results). */
export function formatBbox({ west, south, east, north }: BoundingBox): string {
  return [west, south, east, north].map(round).join(',');
}
