import { createRandom, type Random } from './listing-generator.js';
import { H, SKIES, W, defs } from './demo-scene-paint.js';
import { house, row, tower, walkup } from './demo-scenes-outside.js';
import { bedroom, kitchen, living } from './demo-scenes-inside.js';

/**
 * Drawn pictures of homes for the demo listings (docs/demo-data.md#pictures): SVG scenes made from a seed, so each
 * listing's card looks different on an install without a network. Drawings, not photographs: no licence-clean set of
 * real photos of homes can be installed here.
 */
export type SceneKind = 'house' | 'row' | 'tower' | 'walkup' | 'living' | 'kitchen' | 'bedroom';

const DRAW: Record<SceneKind, (random: Random) => string> = { house, row, tower, walkup, living, kitchen, bedroom };

/** The SVG of one scene; the same kind and seed always give the same picture. */
export function sceneSvg(kind: SceneKind, seed: number): string {
  const random = createRandom(seed * 7919 + kind.length);
  const sky = random.pick(SKIES);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${defs(sky)}${DRAW[kind](random)}</svg>`;
}
