import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } });

export const skeleton = style({
  display: 'block',
  backgroundColor: vars.color.surface.pressed,
  borderRadius: vars.radius.sm,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const cardMedia = style({ aspectRatio: '4 / 3', borderRadius: 0 });
export const cardBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], padding: vars.space[4] });

export const grid = style({
  display: 'grid',
  gap: vars.space[6],
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
});
