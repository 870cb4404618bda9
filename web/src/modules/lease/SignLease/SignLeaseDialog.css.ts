import { style } from '@vanilla-extract/css';
import { vars } from '@hearth/design-system';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4], minWidth: 0 });
export const text = style({ margin: 0, lineHeight: vars.lineHeight.normal, overflowWrap: 'anywhere' });
export const notice = style({ margin: 0, padding: vars.space[3], borderRadius: vars.radius.md, backgroundColor: vars.color.status.info.bg, color: vars.color.status.info.text, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal });
export const consent = style({ alignItems: 'flex-start', lineHeight: vars.lineHeight.normal });
export const error = style({ margin: 0, color: vars.color.status.danger.text, fontSize: vars.fontSize.sm });
export const formError = style({ margin: 0, padding: vars.space[3], borderRadius: vars.radius.md, backgroundColor: vars.color.status.danger.bg, color: vars.color.status.danger.text });
export const done = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });
