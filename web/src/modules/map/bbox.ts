import type { BoundingBox } from './map.model';

const round = (value: number) => Math.round(value * 10_000) / 10_000;

/** The box as the URL carries it, to about 10 m (short links, same results). */
export function formatBbox({ west, south, east, north }: BoundingBox): string {
  return [west, south, east, north].map(round).join(',');
}
