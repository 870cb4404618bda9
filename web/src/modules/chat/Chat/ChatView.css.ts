import { style } from '@vanilla-extract/css';
import { vars } from '@hearth/design-system';
import { panel } from '../../common/layout.css';

export const chat = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });

// docs/product.md#business-constants: chat list about 96 units high (24rem), scrolling; a sunken panel.
export const scroller = style([
  panel,
  { height: '24rem', overflowY: 'auto', gap: vars.space[2], padding: vars.space[3], backgroundColor: vars.color.surface.sunken },
]);

const bubble = style({ maxWidth: '75%', padding: `${vars.space[2]} ${vars.space[3]}`, borderRadius: vars.radius.lg, display: 'flex', flexDirection: 'column', gap: 2 });
export const own = style([bubble, { alignSelf: 'flex-end', backgroundColor: vars.color.brand.solid, color: vars.color.brand.onSolid }]);
export const theirs = style([bubble, { alignSelf: 'flex-start', backgroundColor: vars.color.surface.raised, color: vars.color.text.primary, border: `1px solid ${vars.color.border.subtle}` }]);
export const text = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const time = style({ fontSize: vars.fontSize.xs, alignSelf: 'flex-end' });
export const empty = style({ margin: 'auto', color: vars.color.text.secondary });
export const composer = style({ display: 'flex', gap: vars.space[2], alignItems: 'flex-end' });
export const input = style({ flex: 1 });
/** In place of the composer when the listing was deleted: the conversation is read-only. */
export const closed = style({ margin: 0, color: vars.color.text.secondary });
