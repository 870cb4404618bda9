import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { darkColors, lightColors } from './palette';

const TEXT = 4.5; // WCAG 2.2 AA, body text (1.4.3)
const UI = 3; // WCAG 2.2 AA, component boundaries and focus indicators (1.4.11)

type Palette = typeof lightColors | typeof darkColors;

function pairsFor(c: Palette): Array<[name: string, fg: string, bg: string, min: number]> {
const surfaces = { raised: c.surface.raised, page: c.surface.page, sunken: c.surface.sunken, hover: c.surface.hover };

// Every text colour the components put on every surface they can sit on.
return [
  ...Object.entries(surfaces).flatMap(([bgName, bg]) =>
    (['primary', 'secondary', 'muted', 'link'] as const).map(
      (t) => [`text.${t} on surface.${bgName}`, c.text[t], bg, TEXT] as [string, string, string, number],
    ),
  ),
  ['text.inverse on surface.inverse', c.text.inverse, c.surface.inverse, TEXT],
  ['brand.onSolid on brand.solid', c.brand.onSolid, c.brand.solid, TEXT],
  ['brand.onSolid on brand.solidHover', c.brand.onSolid, c.brand.solidHover, TEXT],
  ['brand.onSolid on brand.solidPressed', c.brand.onSolid, c.brand.solidPressed, TEXT],
  ['brand.subtleText on brand.subtle', c.brand.subtleText, c.brand.subtle, TEXT],
  ['brand.solid on surface.raised', c.brand.solid, c.surface.raised, TEXT],
  ['destructive.onSolid on destructive.solid', c.destructive.onSolid, c.destructive.solid, TEXT],
  ['destructive.onSolid on destructive.solidHover', c.destructive.onSolid, c.destructive.solidHover, TEXT],
  ['destructive.onSolid on destructive.solidPressed', c.destructive.onSolid, c.destructive.solidPressed, TEXT],
  ...(Object.keys(c.status) as Array<keyof typeof c.status>).flatMap((tone) => [
    [`status.${tone}.text on status.${tone}.bg`, c.status[tone].text, c.status[tone].bg, TEXT] as [string, string, string, number],
    [`status.${tone}.text on surface.raised`, c.status[tone].text, c.surface.raised, TEXT] as [string, string, string, number],
    [`white on status.${tone}.solid`, '#FFFFFF', c.status[tone].solid, TEXT] as [string, string, string, number],
  ]),
  ['border.strong on surface.raised', c.border.strong, c.surface.raised, UI],
  ['border.strong on surface.page', c.border.strong, c.surface.page, UI],
  ['border.focus on surface.raised', c.border.focus, c.surface.raised, UI],
  ['border.focus on surface.page', c.border.focus, c.surface.page, UI],
];
}

describe.each([
  ['light', lightColors],
  ['dark', darkColors],
] as const)('%s theme contrast (WCAG 2.2 AA)', (_theme, palette) => {
  it.each(pairsFor(palette))('%s', (_name, fg, bg, min) => {
    expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(min);
  });

});

it('computes the known black/white ratio', () => {
  expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
});
