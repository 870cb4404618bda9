import { createRandom, type Random } from './listing-generator.js';

/**
 * Drawn pictures of homes for the demo listings (docs/demo-data.md#pictures): SVG scenes made from a seed, so each
 * listing's card looks different on an install without a network. Drawings, not photographs: no licence-clean set of
 * real photos of homes can be installed here.
 */
export type SceneKind = 'house' | 'row' | 'tower' | 'walkup' | 'living' | 'kitchen' | 'bedroom';

/** The drawing's own size; the picture is rendered at PICTURE_WIDTH from it. */
const W = 960;
const H = 640;

const SKIES = [
  ['#7fb4e6', '#cfe5f7', '#f4f8fb'],
  ['#5e9bd6', '#a9cdee', '#e8f1f8'],
  ['#f2a36b', '#f7cf9b', '#fbeede'],
  ['#8fa9c2', '#c3d2df', '#e9eef2'],
] as const;
const SIDINGS = ['#b5523b', '#e9dcc3', '#8aa58b', '#2f4a66', '#c9c4bb', '#f3efe6', '#6f5a4b', '#d9b26f'];
const ROOFS = ['#3b3f46', '#5a3e36', '#2e3a44', '#6b6f75'];
const DOORS = ['#a3312a', '#1f3b57', '#2f5d3a', '#d8a434', '#222'];
const WALLS = ['#efe9df', '#e6ede9', '#f4eee6', '#dfe6ee', '#efe3d3'];
const FLOORS = [['#c99b6d', '#a97a4f'], ['#d8b98f', '#b8976b'], ['#8d6748', '#6e4f36']] as const;
const FABRICS = ['#4b6a88', '#8a9a5b', '#b86b4b', '#6b5b7a', '#c9b79c', '#3f5e5a'];

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" fill="${fill}" ${extra}/>`;
const poly = (points: [number, number][], fill: string, extra = '') =>
  `<polygon points="${points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ')}" fill="${fill}" ${extra}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" rx="${rx.toFixed(1)}" ry="${ry.toFixed(1)}" fill="${fill}" ${extra}/>`;

/** Shared paint: sky, glass, soft shadow and the blur the distant trees and clouds use. */
function defs(sky: readonly string[]): string {
  return `<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="0.6" stop-color="${sky[1]}"/><stop offset="1" stop-color="${sky[2]}"/></linearGradient>
<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#dcecf7"/><stop offset="0.45" stop-color="#8fb3cf"/><stop offset="1" stop-color="#4d6f8c"/></linearGradient>
<linearGradient id="lit" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffe7a8"/><stop offset="1" stop-color="#f0b85a"/></linearGradient>
<linearGradient id="lawn" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8fb36a"/><stop offset="1" stop-color="#5f8a45"/></linearGradient>
<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.18"/></linearGradient>
<linearGradient id="daylight" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
<filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="6"/></filter>
<filter id="haze" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="14"/></filter>
</defs>`;
}

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

function house(random: Random): string {
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
function row(random: Random): string {
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
function tower(random: Random): string {
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
function walkup(random: Random): string {
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

interface Pane {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The room's shell: wall, hardwood floor in perspective, and a window on the sky with trees (kept inside the pane). */
function room(random: Random, pane: Pane): { svg: string; floorY: number } {
  const wall = random.pick(WALLS);
  const [floorLight, floorDark] = random.pick(FLOORS);
  const floorY = H * 0.66;
  const boards = Array.from({ length: 12 }, (_, i) => {
    const xTop = (W / 12) * i;
    return `<line x1="${xTop}" y1="${floorY}" x2="${W / 2 + (xTop - W / 2) * 1.8}" y2="${H}" stroke="${floorDark}" stroke-width="2" opacity="0.5"/>`;
  });
  const { x, y, w, h } = pane;
  const svg =
    rect(0, 0, W, floorY, wall) +
    rect(0, 0, W, floorY, 'url(#shade)', 'opacity="0.6"') +
    rect(0, floorY, W, H - floorY, floorLight) +
    boards.join('') +
    rect(0, floorY - 12, W, 12, '#f8f6f1') +
    `<clipPath id="pane"><rect x="${x}" y="${y}" width="${w}" height="${h}"/></clipPath>` +
    rect(x - 10, y - 10, w + 20, h + 20, '#f8f6f1') +
    `<g clip-path="url(#pane)">${rect(x, y, w, h, 'url(#sky)')}${ellipse(x + w * 0.25, y + h, w * 0.4, h * 0.25, '#6e8f5a', 'filter="url(#soft)"')}${ellipse(x + w * 0.8, y + h * 1.02, w * 0.35, h * 0.22, '#5d7f4e', 'filter="url(#soft)"')}</g>` +
    rect(x + w / 2 - 3, y, 6, h, '#f8f6f1') +
    poly([[x, floorY], [x + w, floorY], [x + w * 1.4, H], [x - w * 0.27, H]], '#fff', 'opacity="0.12"');
  return { svg, floorY };
}

function plant(x: number, base: number, random: Random): string {
  const pot = random.pick(['#c9b79c', '#e9e4da', '#5b5f66']);
  const leaves = Array.from({ length: 7 }, (_, i) => ellipse(x + (i - 3) * 12, base - 90 + Math.abs(i - 3) * 8 - random.int(0, 40), 16, 38, random.pick(['#4f7a3d', '#5f8c45']), `transform="rotate(${(i - 3) * 14} ${x + (i - 3) * 12} ${base - 80})"`));
  return leaves.join('') + poly([[x - 30, base - 60], [x + 30, base - 60], [x + 22, base], [x - 22, base]], pot);
}

function living(random: Random): string {
  const { svg, floorY } = room(random, { x: random.int(200, 440), y: 80, w: 300, h: 230 });
  const fabric = random.pick(FABRICS);
  const sx = random.int(150, 330);
  const seatY = floorY + 30;
  return (
    svg +
    ellipse(sx + 220, H - 60, 340, 60, random.pick(['#d9cbb3', '#b9c4c9', '#c9a48a']), 'opacity="0.9"') +
    rect(sx + 60, 380, 320, 200, '#000', 'opacity="0.08" rx="30" filter="url(#soft)"') +
    rect(sx, seatY - 150, 440, 120, fabric, 'rx="26"') +
    rect(sx - 20, seatY - 70, 480, 70, fabric, 'rx="20"') +
    rect(sx, seatY - 150, 440, 40, '#fff', 'opacity="0.1" rx="20"') +
    rect(sx + 30, seatY - 60, 180, 22, '#fff', 'opacity="0.12" rx="10"') +
    rect(sx + 230, seatY - 60, 180, 22, '#fff', 'opacity="0.12" rx="10"') +
    rect(sx - 10, seatY, 14, 30, '#4a3b2f') +
    rect(sx + 436, seatY, 14, 30, '#4a3b2f') +
    rect(sx + 60, seatY - 130, 70, 60, random.pick(FABRICS), 'rx="14"') +
    rect(sx + 320, seatY - 130, 70, 60, random.pick(FABRICS), 'rx="14"') +
    rect(sx + 130, H - 110, 200, 16, '#6e4f36', 'rx="6"') +
    rect(sx + 150, H - 94, 10, 40, '#4a3b2f') +
    rect(sx + 300, H - 94, 10, 40, '#4a3b2f') +
    rect(40, 110, 120, 150, '#f8f6f1') +
    rect(50, 120, 100, 130, random.pick(['#d98e5f', '#7fa7c9', '#9bb48a'])) +
    plant(90, floorY + 40, random) +
    rect(W - 150, floorY - 220, 6, 250, '#3a3a3a') +
    poly([[W - 190, floorY - 220], [W - 108, floorY - 220], [W - 125, floorY - 270], [W - 173, floorY - 270]], '#f3e3c0')
  );
}

function kitchen(random: Random): string {
  const pane = { x: random.int(480, 600), y: 24, w: 280, h: 170 };
  const { svg, floorY } = room(random, pane);
  const cabinet = random.pick(['#f4f2ee', '#3f5e5a', '#2f4a66', '#d9d2c4', '#8aa58b']);
  const counter = random.pick(['#e9e6e1', '#3a3a3a', '#cfc8bb']);
  const doors = (x: number, y: number, w: number, h: number, n: number) =>
    Array.from({ length: n }, (_, i) => rect(x + i * (w / n) + 4, y + 4, w / n - 8, h - 8, cabinet, 'stroke="#000" stroke-opacity="0.12" stroke-width="2"')).join('');
  return (
    svg +
    rect(0, 20, 420, 100, cabinet) +
    doors(0, 20, 420, 100, 4) +
    rect(0, floorY - 200, W, 200, cabinet) +
    doors(0, floorY - 170, W, 170, 8) +
    rect(0, floorY - 214, W, 18, counter) +
    rect(0, floorY - 290, pane.x - 10, 76, '#f4f2ee') +
    rect(pane.x + pane.w + 10, floorY - 290, W - pane.x - pane.w - 10, 76, '#f4f2ee') +
    Array.from({ length: 16 }, (_, i) => i * 60).filter((x) => x < pane.x - 10 || x > pane.x + pane.w + 10).map((x) => rect(x, floorY - 290, 2, 76, '#000', 'opacity="0.05"')).join('') +
    rect(W * 0.3, floorY - 60, W * 0.4, 60, '#000', 'opacity="0.1" filter="url(#soft)"') +
    rect(W * 0.28, floorY - 40, W * 0.44, 120, cabinet) +
    rect(W * 0.26, floorY - 56, W * 0.48, 18, counter) +
    doors(W * 0.28, floorY - 38, W * 0.44, 118, 3) +
    [0.38, 0.5, 0.62].map((f) => rect(W * f, 0, 3, 160, '#333') + poly([[W * f - 30, 190], [W * f + 33, 190], [W * f + 14, 158], [W * f - 11, 158]], random.pick(['#2f2f2f', '#c9a24a', '#e9e6e1']))).join('') +
    plant(W - 120, floorY - 214, random) +
    rect(560, floorY - 250, 90, 36, '#c0c4c8', 'rx="6"')
  );
}

function bedroom(random: Random): string {
  const { svg, floorY } = room(random, { x: random.int(120, 520), y: 80, w: 300, h: 200 });
  const linen = random.pick(['#f4f2ee', '#dfe6ee', '#efe3d3']);
  const throwColour = random.pick(FABRICS);
  const bx = random.int(200, 300);
  return (
    svg +
    rect(bx - 20, floorY - 170, 460, 190, random.pick(['#6e4f36', '#c9b79c', '#3f5e5a']), 'rx="16"') +
    rect(bx - 40, floorY + 10, 500, 150, linen, 'rx="18"') +
    rect(bx - 40, floorY + 90, 500, 70, throwColour, 'rx="10"') +
    rect(bx - 40, floorY + 10, 500, 30, '#fff', 'opacity="0.25" rx="14"') +
    rect(bx, floorY - 40, 170, 70, '#fff', 'rx="22"') +
    rect(bx + 250, floorY - 40, 170, 70, '#fff', 'rx="22"') +
    rect(bx - 40, H - 30, 500, 30, '#000', 'opacity="0.12" filter="url(#soft)"') +
    rect(bx - 150, floorY - 20, 90, 100, '#8d6748', 'rx="6"') +
    rect(bx - 135, floorY - 120, 6, 100, '#333') +
    poly([[bx - 165, floorY - 120], [bx - 100, floorY - 120], [bx - 115, floorY - 165], [bx - 150, floorY - 165]], '#f3e3c0') +
    rect(bx + 510, floorY - 20, 90, 100, '#8d6748', 'rx="6"') +
    plant(W - 80, floorY + 60, random)
  );
}

const DRAW: Record<SceneKind, (random: Random) => string> = { house, row, tower, walkup, living, kitchen, bedroom };

/** The SVG of one scene; the same kind and seed always give the same picture. */
export function sceneSvg(kind: SceneKind, seed: number): string {
  const random = createRandom(seed * 7919 + kind.length);
  const sky = random.pick(SKIES);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${defs(sky)}${DRAW[kind](random)}</svg>`;
}
