import { style } from '@vanilla-extract/css';
import { media, vars } from '@hearth/design-system';

// Layout of the signed-in screens (page, panels, rows, counters). Components come from the design system.
/** The page-wide column of the shell and the public screens: 1200 px at most, centred, with side padding. */
export const container = style({ width: '100%', maxWidth: 1200, margin: '0 auto', padding: `0 ${vars.space[4]}`, boxSizing: 'border-box',
  '@media': { [media.md]: { padding: `0 ${vars.space[6]}` } } });

export const page = style({
  // The layout's <main> is a flex column: without a width, auto margins would shrink the page to its content.
  width: '100%',
  maxWidth: 1200,
  margin: '0 auto',
  // Same side padding as the shell's container, so titles line up with the logo.
  padding: `${vars.space[8]} ${vars.space[4]}`,
  '@media': { [media.md]: { padding: `${vars.space[8]} ${vars.space[6]}` } },
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[6],
});

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold });
export const muted = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const headerRow = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space[4], flexWrap: 'wrap' });

export const stats = style({
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
});

export const panel = style({
  backgroundColor: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  padding: vars.space[5],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  minWidth: 0,
});

export const statValue = style({ fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.bold, color: vars.color.text.primary });

/** A list without bullets or indent, for lists laid out as rows, grids or chips. */
export const bareList = { listStyle: 'none', margin: 0, padding: 0 } as const;

export const list = style({ ...bareList, display: 'flex', flexDirection: 'column', gap: vars.space[3] });

/** 'Show N more' under a list shown a page at a time: the column's width on a phone, its own beyond. */
export const showMore = style({ '@media': { [media.sm]: { alignSelf: 'flex-start' } } });

export const row = style({
  display: 'flex',
  gap: vars.space[4],
  alignItems: 'flex-start',
  flexWrap: 'wrap',
  '@media': { [media.md]: { flexWrap: 'nowrap' } },
});

// At least 16rem before sharing a line: on a phone the text drops below the photo and the actions below the text,
// instead of all three squeezing into one line (a word per line, buttons over the title). From md on, one line.
export const rowMain = style({
  flex: '1 1 16rem',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  '@media': { [media.md]: { flexBasis: 0 } },
});
// 'anywhere': long user text (titles, emails, addresses) also lets its flex item shrink below the longest word. Its
// own colour: a title often sits in `meta` beside its badges, whose secondary colour it would otherwise take.
export const rowTitle = style({ margin: 0, color: vars.color.text.primary, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });
export const meta = style({
  display: 'flex',
  gap: vars.space[3],
  flexWrap: 'wrap',
  alignItems: 'center',
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
/** A column of fields and a submit button (dialog forms). */
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });
export const actions = style({ display: 'flex', gap: vars.space[2], flexWrap: 'wrap', alignItems: 'center' });

export const thumb = style({ width: 112, height: 80, objectFit: 'cover', borderRadius: vars.radius.md, flexShrink: 0, backgroundColor: vars.color.surface.sunken });

export const centered = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space[3],
  padding: `${vars.space[10]} ${vars.space[4]}`,
});

export const errorText = style({ margin: 0, color: vars.color.status.danger.text });

export const placeholder = style({
  height: 72,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface.sunken,
});

export const formGrid = style({
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const fullSpan = style({ gridColumn: '1 / -1' });

/** A native file picker: its button and file name set its width, which with a wide system font passed a 320 px dialog's. */
export const fileInput = style({ maxWidth: '100%' });

/** Read by screen readers, not drawn (a caption, a live announcement). */
export const visuallyHidden = style({ position: 'absolute', width: 1, height: 1, padding: 0, margin: -1, overflow: 'hidden', clip: 'rect(0, 0, 0, 0)', whiteSpace: 'nowrap', border: 0 });
