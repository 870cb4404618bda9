import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  overflow: 'hidden',
  backgroundColor: vars.color.brand.subtle,
  color: vars.color.brand.subtleText,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.02em',
  userSelect: 'none',
});

export const sizes = styleVariants({
  sm: { width: 32, height: 32, fontSize: vars.fontSize.xs },
  md: { width: 40, height: 40, fontSize: vars.fontSize.sm },
  lg: { width: 64, height: 64, fontSize: vars.fontSize.xl },
  xl: { width: 96, height: 96, fontSize: vars.fontSize['3xl'] },
});

export const img = style({ width: '100%', height: '100%', objectFit: 'cover' });
