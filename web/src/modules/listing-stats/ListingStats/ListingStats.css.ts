import { style } from '@vanilla-extract/css';
import { media, vars } from '@hearth/design-system';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4], minWidth: 0, scrollMarginTop: vars.space[16] });
export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space[3], flexWrap: 'wrap' });
export const title = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold });
export const charts = style({ display: 'grid', gap: vars.space[6], gridTemplateColumns: 'minmax(0, 1fr)', '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } });
export const chart = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], minWidth: 0, margin: 0 });
export const chartTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });
export const funnelRow = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 9rem) minmax(0, 1fr) auto', alignItems: 'center', gap: vars.space[2], fontSize: vars.fontSize.sm });
export const funnelBar = style({ display: 'block', width: '100%', height: 16 });
export const number = style({ fontVariantNumeric: 'tabular-nums', textAlign: 'end', minWidth: '3ch' });
export const bar = style({ fill: vars.color.brand.solid });
export const track = style({ fill: vars.color.surface.sunken });
export const daily = style({ display: 'block', width: '100%', height: 120, borderBlockEnd: `1px solid ${vars.color.border.strong}` });
export const axis = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space[2], color: vars.color.text.secondary, fontSize: vars.fontSize.xs });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums' });
export const cell = style({ padding: `${vars.space[1]} ${vars.space[2]}`, textAlign: 'end', borderBlockEnd: `1px solid ${vars.color.border.default}` });
export const headCell = style([cell, { textAlign: 'start', fontWeight: vars.fontWeight.medium }]);
export const scroller = style({ overflowX: 'auto', maxWidth: '100%' });
export const details = style({ fontSize: vars.fontSize.sm });
export const summary = style({ cursor: 'pointer', paddingBlock: vars.space[2], minHeight: 44, display: 'flex', alignItems: 'center' });
export const note = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.fontSize.sm });
/** Read by screen readers, not shown: the funnel table's caption (the figure's caption shows). */
