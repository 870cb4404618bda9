import type { Random } from './listing-generator.js';
import { H, W, ellipse, poly, rect } from './demo-scene-paint.js';

// The demo's fronts of homes: a detached house, a row of townhouses, a condo tower, a brick walk-up.

const SIDINGS = ['#b5523b', '#e9dcc3', '#8aa58b', '#2f4a66', '#c9c4bb', '#f3efe6', '#6f5a4b', '#d9b26f'];
const ROOFS = ['#3b3f46', '#5a3e36', '#2e3a44', '#6b6f75'];
const DOORS = ['#a3312a', '#1f3b57', '#2f5d3a', '#d8a434', '#222'];

function skyAndClouds(random: Random): string {
  const clouds = Array.from({ length: random.int(2, 4) }, () => {
    const x = random.int(40, W - 40);
    const y = random.int(40, 170);
    return ellipse(x, y, random.int(70, 140), random.int(18, 30), '#fff', 'opacity="0.75" filter="url(#haze)"');
  });
  return rect(0, 0, W, H, 'url(#sky)') + clouds.join('');
}

/** A line of blurred trees on the horizon, then the lawn. */
function groundFrom(y: number, random: Random): string {
  const trees = Array.from({ length: 14 }, (_, i) => ellipse(i * 75 + random.int(-20, 20), y - random.int(10, 45), random.int(45, 80), random.int(40, 70), random.pick(['#5d7f4e', '#6e8f5a', '#4e6e45']), 'filter="url(#soft)" opacity="0.9"'));
  return trees.join('') + rect(0, y, W, H - y, 'url(#lawn)');
}

function tree(x: number, base: number, size: number, random: Random): string {
  const green = random.pick(['#4f7a3d', '#5f8c45', '#3f6a36']);
  return (
    rect(x - size * 0.06, base - size * 0.9, size * 0.12, size * 0.9, '#6b4b33') +
    ellipse(x, base - size * 1.15, size * 0.55, size * 0.5, green) +
    ellipse(x - size * 0.25, base - size * 0.95, size * 0.38, size * 0.32, green) +
    ellipse(x + size * 0.28, base - size * 0.98, size * 0.36, size * 0.3, green) +
    ellipse(x - size * 0.12, base - size * 1.3, size * 0.3, size * 0.22, '#fff', 'opacity="0.12"')
  );
}

function windowPane(x: number, y: number, w: number, h: number, lit: boolean, frame = '#f7f5f0'): string {
  return (
    rect(x - 4, y - 4, w + 8, h + 8, frame) +
    rect(x, y, w, h, lit ? 'url(#lit)' : 'url(#glass)') +
    rect(x + w / 2 - 1.5, y, 3, h, frame) +
    rect(x, y + h / 2 - 1.5, w, 3, frame) +
    poly([[x, y], [x + w * 0.45, y], [x, y + h * 0.6]], '#fff', 'opacity="0.22"') +
    rect(x - 8, y + h + 4, w + 16, 6, frame)
  );
}

/** One house front: body, gable or flat roof, windows on two floors, a door and steps. */
function houseFront(x: number, base: number, w: number, h: number, random: Random, roof: string): string {
  const siding = random.pick(SIDINGS);
  const roofH = h * random.pick([0.45, 0.55, 0.65]);
  const parts = [
    rect(x, base - h, w, h, siding),
    rect(x, base - h, w, h, 'url(#shade)'),
    poly([[x - 18, base - h], [x + w / 2, base - h - roofH], [x + w + 18, base - h]], roof),
    poly([[x + w / 2, base - h - roofH], [x + w + 18, base - h], [x + w / 2 + 20, base - h]], '#000', 'opacity="0.12"'),
  ];
  if (random.chance(0.5)) parts.push(rect(x + w * 0.7, base - h - roofH * 0.9, w * 0.09, roofH * 0.6, roof));
  const win = w * 0.2;
  parts.push(windowPane(x + w * 0.12, base - h * 0.82, win, win * 1.2, random.chance(0.2)));
  parts.push(windowPane(x + w * 0.68, base - h * 0.82, win, win * 1.2, random.chance(0.2)));
  parts.push(windowPane(x + w * 0.64, base - h * 0.4, win * 1.3, win * 1.1, random.chance(0.3)));
  if (random.chance(0.6)) parts.push(ellipse(x + w / 2, base - h - roofH * 0.42, w * 0.07, w * 0.07, 'url(#glass)', 'stroke="#f7f5f0" stroke-width="5"'));
  const doorW = w * 0.16;
  parts.push(rect(x + w * 0.22, base - h * 0.46, doorW, h * 0.46, random.pick(DOORS)));
  parts.push(ellipse(x + w * 0.22 + doorW * 0.8, base - h * 0.23, 3, 3, '#e8d27a'));
  parts.push(rect(x + w * 0.18, base - 10, doorW + w * 0.08, 10, '#b9b2a6'));
  parts.push(rect(x + w * 0.16, base, doorW + w * 0.12, 8, '#a8a196'));
  return parts.join('');
}

export function house(random: Random): string {
  const base = H * 0.78;
  const w = random.int(380, 470);
  const x = (W - w) / 2 + random.int(-60, 60);
  const roof = random.pick(ROOFS);
  return (
    skyAndClouds(random) +
    groundFrom(H * 0.62, random) +
    poly([[x + w * 0.2, base + 8], [x + w * 0.36, base + 8], [x + w * 0.5, H], [x + w * 0.1, H]], '#cfc8bb') +
    ellipse(x + w / 2, base + 6, w * 0.6, 14, '#000', 'opacity="0.15" filter="url(#soft)"') +
    houseFront(x, base, w, random.int(250, 300), random, roof) +
    (random.chance(0.5) ? rect(x + w + 6, base - 150, 150, 150, random.pick(SIDINGS)) + rect(x + w + 6, base - 160, 156, 14, roof) + rect(x + w + 30, base - 120, 100, 120, '#d9d6cf') : '') +
    tree(x - 90, base + 20, random.int(150, 200), random) +
    (random.chance(0.6) ? tree(W - 70, base + 40, random.int(150, 210), random) : '') +
    Array.from({ length: 4 }, (_, i) => ellipse(x + 30 + i * (w / 4), base + 4, 34, 20, random.pick(['#4f7a3d', '#6b8f4a']))).join('')
  );
}

/** Townhouses: three or four fronts side by side, each its own colour. */
export function row(random: Random): string {
  const base = H * 0.8;
  const count = random.int(3, 4);
  const w = (W - 120) / count;
  const roof = random.pick(ROOFS);
  const fronts = Array.from({ length: count }, (_, i) => houseFront(60 + i * w, base, w - 8, random.int(260, 300), random, roof));
  return (
    skyAndClouds(random) +
    groundFrom(H * 0.6, random) +
    rect(0, base, W, H - base, '#c9c2b5') +
    rect(0, base + 40, W, H - base - 40, '#8d8a84') +
    ellipse(W / 2, base + 4, W * 0.45, 12, '#000', 'opacity="0.15" filter="url(#soft)"') +
    fronts.join('') +
    tree(random.int(30, 80), base + 50, random.int(170, 220), random)
  );
}

/** A glass condo tower against the sky, balconies on every floor, a lower podium and street trees. */
export function tower(random: Random): string {
  const x = random.int(260, 420);
  const w = random.int(260, 330);
  const top = random.int(30, 90);
  const base = H * 0.86;
  const floors = 14;
  const floorH = (base - top - 90) / floors;
  const frame = random.pick(['#e9ecef', '#cfd6dc', '#3d4650']);
  const glassRows = Array.from({ length: floors }, (_, f) => {
    const y = top + 20 + f * floorH;
    const cells = Array.from({ length: 5 }, (_, c) => rect(x + 8 + c * ((w - 16) / 5), y + 3, (w - 16) / 5 - 4, floorH - 9, random.chance(0.12) ? 'url(#lit)' : 'url(#glass)'));
    return cells.join('') + rect(x - 6, y + floorH - 6, w + 12, 6, frame) + rect(x - 6, y + floorH - 16, w + 12, 2, frame, 'opacity="0.8"');
  });
  const neighbour = random.int(140, 200);
  return (
    skyAndClouds(random) +
    rect(x - neighbour - 40, top + 120, neighbour, base - top - 120, '#b9c3cc') +
    Array.from({ length: 10 }, (_, r) => Array.from({ length: 4 }, (_, c) => rect(x - neighbour - 30 + c * (neighbour / 4), top + 135 + r * 40, neighbour / 4 - 10, 24, '#9fb0bf'))).join('') +
    rect(x + w + 50, top + 200, 170, base - top - 200, '#c7b9a6') +
    Array.from({ length: 7 }, (_, r) => Array.from({ length: 3 }, (_, c) => rect(x + w + 64 + c * 52, top + 220 + r * 45, 36, 26, 'url(#glass)'))).join('') +
    rect(x, top, w, base - top, frame) +
    glassRows.join('') +
    rect(x, top, w * 0.35, base - top, 'url(#daylight)') +
    rect(x - 40, base - 90, w + 80, 90, random.pick(['#5b5f66', '#8a8178', '#3e4a57'])) +
    rect(x - 20, base - 75, w + 40, 55, 'url(#glass)') +
    rect(0, base, W, H - base, '#a9a49b') +
    tree(x - 60, base + 30, 130, random) +
    tree(x + w + 70, base + 30, 140, random)
  );
}

/** A four-storey brick walk-up with a cornice, steps to its entrance and street trees. */
export function walkup(random: Random): string {
  const base = H * 0.85;
  const x = random.int(120, 200);
  const w = W - 2 * x;
  const storeys = 4;
  const storeyH = 105;
  const brick = random.pick(['#a4523a', '#8c4a3a', '#b86e4b', '#9b8f7e']);
  const lit = () => random.chance(0.2);
  const windows = Array.from({ length: storeys }, (_, s) =>
    Array.from({ length: 6 }, (_, c) => windowPane(x + 30 + c * ((w - 60) / 6) + 10, base - (s + 1) * storeyH + 22, (w - 60) / 6 - 36, storeyH - 46, lit(), '#efe8da')).join(''),
  );
  return (
    skyAndClouds(random) +
    groundFrom(H * 0.55, random) +
    rect(0, base, W, H - base, '#b3ada3') +
    rect(x, base - storeys * storeyH, w, storeys * storeyH, brick) +
    rect(x, base - storeys * storeyH, w, storeys * storeyH, 'url(#shade)') +
    rect(x - 14, base - storeys * storeyH - 26, w + 28, 26, '#e4dccb') +
    Array.from({ length: storeys }, (_, s) => rect(x, base - s * storeyH - 4, w, 4, '#000', 'opacity="0.08"')).join('') +
    windows.join('') +
    rect(W / 2 - 40, base - 120, 80, 120, '#3b2f2a') +
    rect(W / 2 - 52, base - 132, 104, 14, '#e4dccb') +
    rect(W / 2 - 60, base - 8, 120, 8, '#cfc8bb') +
    tree(x - 40, base + 40, 190, random) +
    tree(W - x + 40, base + 40, 180, random)
  );
}
