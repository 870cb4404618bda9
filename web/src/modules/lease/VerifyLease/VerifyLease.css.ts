import { style } from '@vanilla-extract/css';
import { vars } from '@hearth/design-system';

export const page = style({ width: '100%', maxWidth: 720, margin: '0 auto', padding: `${vars.space[8]} ${vars.space[4]}`, boxSizing: 'border-box', display: 'flex', flexDirection: 'column', gap: vars.space[6] });
export const title = style({ margin: 0, fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });
export const intro = style({ margin: 0, color: vars.color.text.secondary, lineHeight: vars.lineHeight.normal });

const answer = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], padding: vars.space[4], borderRadius: vars.radius.lg, border: '1px solid', overflowWrap: 'anywhere' });
export const tones = {
  checking: style([answer, { borderColor: vars.color.status.info.border, backgroundColor: vars.color.status.info.bg }]),
  valid: style([answer, { borderColor: vars.color.status.success.border, backgroundColor: vars.color.status.success.bg }]),
  invalid: style([answer, { borderColor: vars.color.status.danger.border, backgroundColor: vars.color.status.danger.bg }]),
  problem: style([answer, { borderColor: vars.color.status.warning.border, backgroundColor: vars.color.status.warning.bg }]),
};
export const answerTitle = style({ margin: 0, display: 'flex', alignItems: 'center', gap: vars.space[2], fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });
export const text = style({ margin: 0, lineHeight: vars.lineHeight.normal });
export const signers = style({ margin: 0, paddingLeft: vars.space[5], display: 'flex', flexDirection: 'column', gap: vars.space[1] });
export const cid = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });
