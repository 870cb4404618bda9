import { describe, expect, it } from 'vitest';
import { mapFrame } from './map-frame';

const listing = (id: number, latitude: number, longitude: number) => ({ id, title: `#${id}`, monthlyRent: 1500, latitude, longitude });

describe('the frame of a listings map', () => {
  it('keeps the view for a search with no results (no fly to an empty set)', () => {
    expect(mapFrame([], null)).toEqual({ kind: 'keep' });
  });
  it("shows the URL's box, with or without results", () => {
    const box = { west: -79.5, south: 43.6, east: -79.2, north: 43.8 };
    expect(mapFrame([], box)).toEqual({ kind: 'box', box });
    expect(mapFrame([listing(1, 45.5, -73.6)], box)).toEqual({ kind: 'box', box });
  });
  it("else fits the listings' extent", () => {
    expect(mapFrame([listing(1, 45.5, -73.6), listing(2, 43.65, -79.38)], null)).toEqual({
      kind: 'listings',
      box: { west: -79.38, south: 43.65, east: -73.6, north: 45.5 },
    });
  });
});
