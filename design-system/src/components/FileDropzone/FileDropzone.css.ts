import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';
import { focusRing } from '../../styles/shared.css';
import { bareList, stack } from '../../styles/layout';

export const root = style(stack(vars.space[3]));

export const zone = style({
  ...stack(vars.space[2]),
  alignItems: 'center',
  padding: `${vars.space[8]} ${vars.space[6]}`,
  textAlign: 'center',
  border: `1.5px dashed ${vars.color.border.strong}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.sm,
  outline: 'none',
  transition: `background-color ${vars.motion.durationFast}, border-color ${vars.motion.durationFast}`,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text.secondary },
    '&[data-drop-target]': { borderColor: vars.color.brand.solid, backgroundColor: vars.color.brand.subtle },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { backgroundColor: vars.color.surface.sunken, borderColor: vars.color.border.default, cursor: 'not-allowed' },
  },
});

export const zoneIcon = style({
  display: 'inline-flex',
  padding: vars.space[3],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface.sunken,
  color: vars.color.text.primary,
});

export const zoneTitle = style({ color: vars.color.text.primary, fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.md });

export const alert = style({
  display: 'flex',
  gap: vars.space[2],
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.status.danger.bg,
  border: `1px solid ${vars.color.status.danger.border}`,
  color: vars.color.status.danger.text,
  fontSize: vars.fontSize.sm,
});

export const list = style({ ...stack(vars.space[2]), ...bareList });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  padding: vars.space[3],
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.raised,
});

export const itemBody = style({ ...stack(vars.space[1]), flex: '1 1 8rem', minWidth: 0 });
// With buttons of its own (itemActions) a row wraps them under the file when the line is too narrow.
export const itemWithActions = style({ flexWrap: 'wrap' });
export const itemActions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', alignItems: 'center', gap: vars.space[1], marginLeft: 'auto' });
// A long name keeps its line (cut short); a badge and the size go under it when the line is full.
export const itemRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[2], fontSize: vars.fontSize.sm });
export const itemName = style({ maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontWeight: vars.fontWeight.medium });
export const itemDetail = style({ color: vars.color.text.muted, fontSize: vars.fontSize.xs, fontFamily: vars.font.mono, overflowWrap: 'anywhere' });
export const preview = style({ width: 40, height: 40, flexShrink: 0, borderRadius: vars.radius.sm, objectFit: 'cover' });
export const itemMeta = style({ marginLeft: 'auto', color: vars.color.text.muted, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

export const track = style({ height: 6, borderRadius: vars.radius.full, backgroundColor: vars.color.surface.sunken, overflow: 'hidden' });
export const fill = style({
  height: '100%',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand.solid,
  transition: `width ${vars.motion.durationSlow} ${vars.motion.easeStandard}`,
});
export const fillDone = style({ backgroundColor: vars.color.status.success.solid });
export const fillError = style({ backgroundColor: vars.color.status.danger.solid });
