import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';

export const img = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const placeholder = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  height: '100%',
  backgroundColor: vars.color.surface.sunken,
  color: vars.color.text.muted,
});
