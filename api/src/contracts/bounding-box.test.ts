import { describe, expect, it } from 'vitest';
import { parseBbox } from './bounding-box.js';
import { boundingBoxSchema } from './property.schema.js';

describe('parseBbox', () => {
  it('reads west,south,east,north in decimal degrees', () => {
    expect(parseBbox(' -79.5,43.58 ,-79.2,43.85')).toEqual({ west: -79.5, south: 43.58, east: -79.2, north: 43.85 });
  });

  it('refuses anything that is not a box on Earth in order, as the API does', () => {
    for (const value of [null, '', '-80,43,-79', '-79,43,-80,44', '-80,44,-79,43', 'a,b,c,d', '-200,43,-79,44', '-80,,-79,44', '1e1,43,20,44', '-80,43,-79,44,0']) {
      expect(parseBbox(value), String(value)).toBeNull();
      expect(boundingBoxSchema.safeParse(value ?? undefined).success, String(value)).toBe(false);
    }
  });
});
