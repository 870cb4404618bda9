import { describe, expect, it } from 'vitest';
import { parseBbox } from '@hearth/api/contracts/bounding-box';
import { formatBbox } from './bbox';

describe('bbox in the URL', () => {
  it('round-trips west,south,east,north to four decimals', () => {
    const box = parseBbox(formatBbox({ west: -79.512345, south: 43.58, east: -79.2, north: 43.8512349 }));
    expect(box).toEqual({ west: -79.5123, south: 43.58, east: -79.2, north: 43.8512 });
  });
});
