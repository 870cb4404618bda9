/**
 * Raw token values. Kept free of vanilla-extract so unit tests (contrast) and
 * non-CSS code can read them. The theme contract in theme.css.ts maps these onto CSS variables.
 */

/**
 * Theme colours, each as [light, dark], or one value both themes use. One table keeps the themes' keys the
 * same; in the dark theme the brand turns lighter so dark text sits on it.
 */
const colors = {
  brand: {
    solid: ['#C2410C', '#FB923C'], // warm ember: the Hearth accent
    solidHover: ['#9A3412', '#FDBA74'],
    solidPressed: ['#7C2D12', '#FED7AA'],
    onSolid: ['#FFFFFF', '#1C1917'],
    subtle: ['#FFF4ED', '#431407'],
    subtleText: ['#9A3412', '#FDBA74'],
  },
  surface: {
    page: ['#FAFAF9', '#0C0A09'],
    raised: ['#FFFFFF', '#1C1917'],
    sunken: ['#F5F5F4', '#292524'],
    hover: ['#F0EFED', '#292524'],
    pressed: ['#E7E5E4', '#44403C'],
    overlay: ['rgba(28, 25, 23, 0.45)', 'rgba(0, 0, 0, 0.6)'],
    translucent: ['rgba(255, 255, 255, 0.9)', 'rgba(28, 25, 23, 0.88)'], // chips and bars over photos or scrolling content
    inverse: ['#1C1917', '#FAFAF9'],
  },
  text: {
    primary: ['#1C1917', '#FAFAF9'],
    secondary: ['#57534E', '#D6D3D1'],
    muted: ['#6B6560', '#A8A29E'], // placeholders and hints: still AA on white and sunken
    inverse: ['#FAFAF9', '#1C1917'],
    link: ['#B13A0A', '#FDBA74'],
  },
  border: {
    subtle: ['#E7E5E4', '#292524'],
    default: ['#D6D3D1', '#44403C'],
    strong: ['#78716C', '#8A8380'], // form control outlines: 3:1 against surfaces (WCAG 1.4.11)
    focus: ['#C2410C', '#FB923C'],
  },
  status: {
    success: { bg: ['#ECFDF3', '#052E16'], text: ['#166534', '#86EFAC'], border: ['#BBF7D0', '#14532D'], solid: '#15803D' },
    warning: { bg: ['#FEF9C3', '#422006'], text: ['#854D0E', '#FDE047'], border: ['#FDE68A', '#713F12'], solid: '#A16207' },
    danger: { bg: ['#FEF2F2', '#450A0A'], text: ['#B91C1C', '#FCA5A5'], border: ['#FECACA', '#7F1D1D'], solid: '#DC2626' },
    neutral: { bg: ['#F5F5F4', '#292524'], text: ['#44403C', '#E7E5E4'], border: ['#E7E5E4', '#44403C'], solid: '#57534E' },
    info: { bg: ['#EFF6FF', '#172554'], text: ['#1D4ED8', '#93C5FD'], border: ['#BFDBFE', '#1E3A8A'], solid: '#2563EB' },
  },
  destructive: {
    solid: ['#B91C1C', '#DC2626'],
    solidHover: ['#991B1B', '#B91C1C'],
    solidPressed: ['#7F1D1D', '#991B1B'],
    onSolid: '#FFFFFF',
  },
} as const;

type Themed<T, I extends 0 | 1> = {
  [K in keyof T]: T[K] extends string ? T[K] : T[K] extends readonly [string, string] ? T[K][I] : Themed<T[K], I>;
};

/** One theme's side of `colors`: index 0 light, 1 dark. */
function themed<T extends object, I extends 0 | 1>(tree: T, i: I): Themed<T, I> {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [key, typeof value === 'string' ? value : Array.isArray(value) ? value[i] : themed(value, i)]),
  ) as Themed<T, I>;
}

export const lightColors = themed(colors, 0);
export const darkColors = themed(colors, 1);

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

// The device's own interface font: no font file on a phone's first load (and no swap when one arrives). A web font
// named here without being shipped would only show where a visitor happens to have it installed.
const systemSans = 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
export const fonts = {
  body: systemSans,
  heading: systemSans,
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
