import { describe, expect, it } from 'vitest';
import { centred, COUNT_SIZE, groupMarkers, intersects, placeLabels, type Placed } from './screen-layout';

const pill = (key: number, x: number, y: number): Placed<number> => ({ key, x, y, width: 80, height: 22 });

describe('groupMarkers', () => {
  it('keeps markers apart on screen, folding a price that would overlap into the marker it meets', () => {
    const groups = groupMarkers([pill(1, 100, 100), pill(2, 150, 110), pill(3, 300, 100), pill(4, 100, 100)]);
    expect(groups.map((group) => group.members)).toEqual([[1, 2, 4], [3]]);
  });

  it('never lets two drawn markers overlap, whether each is a price or a count', () => {
    // A dense, deterministic scatter: 300 prices in 400 × 600 pixels.
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    const items = Array.from({ length: 300 }, (_, key) => pill(key, random() * 400, random() * 600));
    const groups = groupMarkers(items);
    const drawn = groups.map(({ anchor, members }) =>
      members.length > 1 ? centred({ x: anchor.x, y: anchor.y, width: COUNT_SIZE, height: COUNT_SIZE }) : centred(anchor),
    );
    for (const [i, a] of drawn.entries()) for (const b of drawn.slice(i + 1)) expect(intersects(a, b)).toBe(false);
    expect(groups.flatMap((group) => group.members).sort((a, b) => a - b)).toEqual(items.map((item) => item.key));
  });
});

describe('placeLabels', () => {
  it('draws a name only clear of markers, of names kept before it and of the edges', () => {
    const marker = centred({ x: 100, y: 100, width: 40, height: 40 });
    const shown = placeLabels(
      [
        { key: 'under a marker', x: 100, y: 100, width: 60, height: 16 },
        { key: 'Toronto', x: 200, y: 200, width: 60, height: 16 },
        { key: 'over Toronto', x: 210, y: 205, width: 60, height: 16 },
        { key: 'cut by the edge', x: 5, y: 200, width: 60, height: 16 },
      ],
      [marker],
      { width: 390, height: 400 },
    );
    expect([...shown]).toEqual(['Toronto']);
  });
});
