import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@hearth/design-system';

const PHONE = 'screen and (max-width: 640px)';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4], minWidth: 0, fontSize: vars.fontSize.sm });
export const summary = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space[2]} ${vars.space[6]}`, alignItems: 'baseline' });
export const balance = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });
export const owed = style({ color: vars.color.status.danger.text });
export const heading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });
export const links = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `${vars.space[2]} ${vars.space[4]}` });
export const muted = style({ margin: 0, color: vars.color.text.secondary, overflowWrap: 'anywhere' });

/** A table on wide screens; on phones each row becomes a card whose cells say their column's name. */
export const table = style({ width: '100%', borderCollapse: 'collapse' });
globalStyle(`${table} th, ${table} td`, { textAlign: 'left', padding: `${vars.space[1]} ${vars.space[2]}`, borderBottom: `1px solid ${vars.color.border.subtle}`, verticalAlign: 'top' });
globalStyle(`${table} td[data-money]`, { textAlign: 'right', whiteSpace: 'nowrap' });
// On phones each cell names its column itself (data-label), so the header row goes.
globalStyle(`${table} thead`, { '@media': { [PHONE]: { display: 'none' } } });
globalStyle(`${table} tbody tr`, { '@media': { [PHONE]: { display: 'block', padding: vars.space[2], marginBottom: vars.space[2], border: `1px solid ${vars.color.border.subtle}`, borderRadius: vars.radius.md } } });
globalStyle(`${table} td`, { '@media': { [PHONE]: { display: 'flex', justifyContent: 'space-between', gap: vars.space[2], border: 'none', textAlign: 'right' } } });
globalStyle(`${table} td::before`, { '@media': { [PHONE]: { content: 'attr(data-label)', fontWeight: vars.fontWeight.semibold, textAlign: 'left' } } });
globalStyle(`${table} td[data-money]`, { '@media': { [PHONE]: { whiteSpace: 'normal' } } });
