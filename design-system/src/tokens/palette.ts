/**
 * Raw token values. Kept free of vanilla-extract so unit tests (contrast) and
 * non-CSS code can read them. The theme contract in theme.css.ts maps these onto CSS variables.
 */
export const lightColors = {
  brand: {
    solid: '#C2410C', // warm ember: the Hearth accent
    solidHover: '#9A3412',
    solidPressed: '#7C2D12',
    onSolid: '#FFFFFF',
    subtle: '#FFF4ED',
    subtleText: '#9A3412',
  },
  surface: {
    page: '#FAFAF9',
    raised: '#FFFFFF',
    sunken: '#F5F5F4',
    hover: '#F0EFED',
    pressed: '#E7E5E4',
    overlay: 'rgba(28, 25, 23, 0.45)',
    translucent: 'rgba(255, 255, 255, 0.9)', // chips and bars over photos or scrolling content
    inverse: '#1C1917',
  },
  text: {
    primary: '#1C1917',
    secondary: '#57534E',
    muted: '#6B6560', // placeholders and hints: still AA on white and sunken
    inverse: '#FAFAF9',
    link: '#B13A0A',
  },
  border: {
    subtle: '#E7E5E4',
    default: '#D6D3D1',
    strong: '#78716C', // form control outlines: 3:1 against surfaces (WCAG 1.4.11)
    focus: '#C2410C',
  },
  status: {
    success: { bg: '#ECFDF3', text: '#166534', border: '#BBF7D0', solid: '#15803D' },
    warning: { bg: '#FEF9C3', text: '#854D0E', border: '#FDE68A', solid: '#A16207' },
    danger: { bg: '#FEF2F2', text: '#B91C1C', border: '#FECACA', solid: '#DC2626' },
    neutral: { bg: '#F5F5F4', text: '#44403C', border: '#E7E5E4', solid: '#57534E' },
    info: { bg: '#EFF6FF', text: '#1D4ED8', border: '#BFDBFE', solid: '#2563EB' },
  },
  destructive: {
    solid: '#B91C1C',
    solidHover: '#991B1B',
    solidPressed: '#7F1D1D',
    onSolid: '#FFFFFF',
  },
} as const;

/** Same shape as lightColors; the brand turns lighter so dark text sits on it. */
export const darkColors = {
  brand: {
    solid: '#FB923C',
    solidHover: '#FDBA74',
    solidPressed: '#FED7AA',
    onSolid: '#1C1917',
    subtle: '#431407',
    subtleText: '#FDBA74',
  },
  surface: {
    page: '#0C0A09',
    raised: '#1C1917',
    sunken: '#292524',
    hover: '#292524',
    pressed: '#44403C',
    overlay: 'rgba(0, 0, 0, 0.6)',
    translucent: 'rgba(28, 25, 23, 0.88)',
    inverse: '#FAFAF9',
  },
  text: {
    primary: '#FAFAF9',
    secondary: '#D6D3D1',
    muted: '#A8A29E',
    inverse: '#1C1917',
    link: '#FDBA74',
  },
  border: {
    subtle: '#292524',
    default: '#44403C',
    strong: '#8A8380',
    focus: '#FB923C',
  },
  status: {
    success: { bg: '#052E16', text: '#86EFAC', border: '#14532D', solid: '#15803D' },
    warning: { bg: '#422006', text: '#FDE047', border: '#713F12', solid: '#A16207' },
    danger: { bg: '#450A0A', text: '#FCA5A5', border: '#7F1D1D', solid: '#DC2626' },
    neutral: { bg: '#292524', text: '#E7E5E4', border: '#44403C', solid: '#57534E' },
    info: { bg: '#172554', text: '#93C5FD', border: '#1E3A8A', solid: '#2563EB' },
  },
  destructive: {
    solid: '#DC2626',
    solidHover: '#B91C1C',
    solidPressed: '#991B1B',
    onSolid: '#FFFFFF',
  },
} as const satisfies Record<keyof typeof lightColors, object>;

export const darkShadows = {
  sm: '0 1px 2px rgba(0, 0, 0, 0.5)',
  md: '0 2px 8px rgba(0, 0, 0, 0.5), 0 1px 2px rgba(0, 0, 0, 0.4)',
  lg: '0 12px 32px rgba(0, 0, 0, 0.6), 0 2px 6px rgba(0, 0, 0, 0.4)',
  focusRing: '0 0 0 2px #1C1917, 0 0 0 4px #FB923C',
} as const;

export const space = {
  0: '0',
  1: '4px',
  2: '8px',
  3: '12px',
  4: '16px',
  5: '20px',
  6: '24px',
  8: '32px',
  10: '40px',
  12: '48px',
  16: '64px',
} as const;

export const radii = { sm: '6px', md: '8px', lg: '12px', xl: '16px', full: '9999px' } as const;

export const fonts = {
  body: '"Inter", ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  heading: '"Inter", ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
} as const;

/** Type scale: [font-size, line-height]. */
export const fontSizes = {
  xs: '12px',
  sm: '14px',
  md: '16px',
  lg: '18px',
  xl: '20px',
  '2xl': '24px',
  '3xl': '30px',
  '4xl': '36px',
} as const;

export const lineHeights = { tight: '1.2', snug: '1.35', normal: '1.5' } as const;
export const fontWeights = { regular: '400', medium: '500', semibold: '600', bold: '700' } as const;

export const shadows = {
  sm: '0 1px 2px rgba(28, 25, 23, 0.06)',
  md: '0 2px 8px rgba(28, 25, 23, 0.08), 0 1px 2px rgba(28, 25, 23, 0.04)',
  lg: '0 12px 32px rgba(28, 25, 23, 0.12), 0 2px 6px rgba(28, 25, 23, 0.06)',
  focusRing: '0 0 0 2px #FFFFFF, 0 0 0 4px #C2410C',
} as const;

export const motion = {
  durationFast: '120ms',
  durationBase: '200ms',
  durationSlow: '320ms',
  easeStandard: 'cubic-bezier(0.2, 0, 0, 1)',
  easeEmphasized: 'cubic-bezier(0.3, 0, 0, 1.2)',
} as const;

export const zIndices = { sticky: '20', overlay: '40', modal: '50', toast: '60', tooltip: '70' } as const;

/** Breakpoints are plain values: CSS variables cannot be used inside media queries. */
export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;

/** Marketplace grid columns per breakpoint (spec: 3 columns on large screens). */
export const gridColumns = { base: 1, md: 2, lg: 3 } as const;
