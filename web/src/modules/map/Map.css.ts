import { globalStyle, style } from '@vanilla-extract/css';
import { phoneMedia, tapTargetPx, vars } from '@hearth/design-system';

export const frame = style({
  position: 'relative',
  width: '100%',
  height: '100%',
  minHeight: 240,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border.subtle}`,
  background: '#c4dbea',
});
// MapLibre makes its container `position: relative`: the container fills the frame by size, not by inset.
export const canvas = style({ width: '100%', height: '100%' });

export const fallback = style({
  display: 'grid',
  placeItems: 'center',
  height: '100%',
  minHeight: 240,
  padding: vars.space[4],
  textAlign: 'center',
  color: vars.color.text.secondary,
  background: vars.color.surface.sunken,
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.border.subtle}`,
  fontSize: vars.fontSize.sm,
});

export const searchArea = style({ position: 'absolute', top: vars.space[3], left: '50%', transform: 'translateX(-50%)', zIndex: 2 });

export const card = style({
  position: 'absolute',
  left: vars.space[3],
  right: vars.space[3],
  bottom: vars.space[3],
  zIndex: 2,
  maxWidth: 360,
  marginInline: 'auto',
  display: 'grid',
  gap: vars.space[2],
  padding: vars.space[2],
  background: vars.color.surface.raised,
  borderRadius: vars.radius.lg,
  boxShadow: '0 8px 24px rgba(0, 0, 0, 0.18)',
});
export const cardClose = style({ justifySelf: 'end' });

const markerBase = {
  font: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  border: '2px solid #fff',
  cursor: 'pointer',
  boxShadow: '0 1px 4px rgba(0, 0, 0, 0.3)',
} as const;
export const priceMarker = style({
  ...markerBase,
  padding: `2px ${vars.space[2]}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  background: vars.color.surface.raised,
  color: vars.color.text.primary,
  // A whole tap target on a phone (the layout measures each price, so taller pills group sooner there).
  '@media': { [phoneMedia]: { minHeight: tapTargetPx, paddingInline: vars.space[3], fontSize: vars.fontSize.sm } },
  selectors: {
    '&[data-highlighted="true"]': { background: vars.color.brand.solid, color: '#fff', zIndex: 1, transform: 'scale(1.15)' },
    '&:focus-visible': { outline: `3px solid ${vars.color.brand.solid}`, outlineOffset: 2 },
  },
});
export const clusterMarker = style({
  ...markerBase,
  // A whole tap target (screen-layout.ts's COUNT_SIZE reserves this room).
  minWidth: tapTargetPx,
  height: tapTargetPx,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.sm,
  background: vars.color.brand.solid,
  color: '#fff',
  selectors: {
    '&[data-highlighted="true"]': { outline: `3px solid ${vars.color.text.primary}` },
    '&:focus-visible': { outline: `3px solid ${vars.color.text.primary}`, outlineOffset: 2 },
  },
});
export const pin = style({
  ...markerBase,
  width: 28,
  height: 28,
  padding: 0,
  borderRadius: '50% 50% 50% 0',
  transform: 'rotate(-45deg)',
  background: vars.color.brand.solid,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.text.primary}`, outlineOffset: 2 } },
});

globalStyle(`${frame} .maplibregl-ctrl-attrib`, { fontSize: 11 });
// MapLibre's own buttons (zoom, attribution) are 29 and 24 px: whole tap targets on a phone.
globalStyle(`${frame} .maplibregl-ctrl-group button, ${frame} .maplibregl-ctrl-attrib-button`, {
  '@media': { [phoneMedia]: { width: tapTargetPx, height: tapTargetPx, backgroundPosition: 'center' } },
});

/** The offline basemap's names (PlaceLabels): placed by the map, above it, never catching the pointer. */
export const names = style({ position: 'absolute', inset: 0, overflow: 'hidden', pointerEvents: 'none' });
const nameBase = {
  position: 'absolute',
  top: 0,
  left: 0,
  whiteSpace: 'nowrap',
  lineHeight: 1.2,
  // A halo of the land's colour keeps a name legible over lines and water.
  textShadow: '0 0 2px #f7f5f0, 0 0 2px #f7f5f0, 0 0 3px #f7f5f0',
} as const;
export const cityName = style({ ...nameBase, fontSize: 13, fontWeight: vars.fontWeight.semibold, color: '#2f3740' });
export const neighbourhoodName = style({ ...nameBase, fontSize: 11, letterSpacing: '0.04em', textTransform: 'uppercase', color: '#4a5560' });
export const listCard = style({ maxHeight: '60%', overflowY: 'auto' });
export const listItems = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space[2] });
