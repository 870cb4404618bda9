/** A box on screen, in CSS pixels from the map's top left corner. */
export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Something drawn at a projected point (x, y), centred on it, `width` × `height` pixels. */
export interface Placed<K> {
  key: K;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The size of a count button (Map.css.ts clusterMarker, a whole tap target): a kept marker reserves room for becoming one. */
export const COUNT_SIZE = 44;
/** Pixels kept free between two markers, or a marker and a name. */
export const GAP = 4;

export const centred = ({ x, y, width, height }: { x: number; y: number; width: number; height: number }, pad = 0): Rect => ({
  left: x - width / 2 - pad,
  top: y - height / 2 - pad,
  right: x + width / 2 + pad,
  bottom: y + height / 2 + pad,
});

export const intersects = (a: Rect, b: Rect): boolean => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** A marker as drawn: one listing (its price) or several folded into a count, at its first member's point. */
export interface MarkerGroup<K> {
  anchor: Placed<K>;
  members: K[];
  /** The room it holds on screen, its gap included: no other marker or name is drawn there. */
  room: Rect;
}

/**
 * Screen-space grouping, so drawn markers never overlap at any zoom: in the given order (stable, so a marker does
 * not jump between draws), each listing either keeps its own place or, when its room meets a kept marker's, folds
 * into that marker, which then shows a count. A kept marker's room fits both its price and a count button, so
 * folding never makes it overlap another.
 */
export function groupMarkers<K>(items: readonly Placed<K>[]): MarkerGroup<K>[] {
  const groups: MarkerGroup<K>[] = [];
  for (const item of items) {
    const room = centred({ x: item.x, y: item.y, width: Math.max(item.width, COUNT_SIZE), height: Math.max(item.height, COUNT_SIZE) }, GAP / 2);
    const host = groups.find((group) => intersects(group.room, room));
    if (host) host.members.push(item.key);
    else groups.push({ anchor: item, members: [item.key], room });
  }
  return groups;
}

/**
 * Which names to draw, in priority order (largest places first): a name is kept when it lies wholly in the view
 * and meets neither a marker (markers always win) nor a name already kept.
 */
export function placeLabels<K>(candidates: readonly Placed<K>[], obstacles: readonly Rect[], view: { width: number; height: number }): Set<K> {
  const kept: Rect[] = [];
  const shown = new Set<K>();
  for (const candidate of candidates) {
    const rect = centred(candidate, GAP / 2);
    if (rect.left < 0 || rect.top < 0 || rect.right > view.width || rect.bottom > view.height) continue;
    if (obstacles.some((obstacle) => intersects(obstacle, rect)) || kept.some((other) => intersects(other, rect))) continue;
    kept.push(rect);
    shown.add(candidate.key);
  }
  return shown;
}
