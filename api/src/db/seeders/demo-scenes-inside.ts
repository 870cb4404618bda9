import type { Random } from './listing-generator.js';
import { H, W, ellipse, poly, rect } from './demo-scene-paint.js';

// The demo's rooms: a living room, a kitchen and a bedroom, each around a window on the sky.

const WALLS = ['#efe9df', '#e6ede9', '#f4eee6', '#dfe6ee', '#efe3d3'];
const FLOORS = [['#c99b6d', '#a97a4f'], ['#d8b98f', '#b8976b'], ['#8d6748', '#6e4f36']] as const;
const FABRICS = ['#4b6a88', '#8a9a5b', '#b86b4b', '#6b5b7a', '#c9b79c', '#3f5e5a'];

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

export function living(random: Random): string {
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

export function kitchen(random: Random): string {
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

export function bedroom(random: Random): string {
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
