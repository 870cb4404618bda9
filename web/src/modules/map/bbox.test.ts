import { describe, expect, it } from 'vitest';
import { formatBbox, parseBbox } from './bbox';

describe('bbox in the URL', () => {
  it('round-trips west,south,east,north to four decimals', () => {
    const box = parseBbox(formatBbox({ west: -79.512345, south: 43.58, east: -79.2, north: 43.8512349 }));
    expect(box).toEqual({ west: -79.5123, south: 43.58, east: -79.2, north: 43.8512 });
  });

  it('ignores anything that is not a box', () => {
    for (const value of [null, '', '-80,43,-79', '-79,43,-80,44', '-80,44,-79,43', 'a,b,c,d', '-200,43,-79,44', '-80,,-79,44']) {
      expect(parseBbox(value), String(value)).toBeNull();
    }
  });
});
