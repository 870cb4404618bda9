/**
 * Layout shapes the components repeat, as style objects to spread into `style({...})`. Plain TypeScript:
 * a `.css.ts` file may only export serialisable values, not functions.
 */

/** Children stacked top to bottom. */
export const stack = (gap: string) => ({ display: 'flex', flexDirection: 'column', gap }) as const;

/** Children side by side, centred on the cross axis; `inline-flex` for controls that sit in text. */
export const row = (gap: string, display: 'flex' | 'inline-flex' = 'flex') => ({ display, alignItems: 'center', gap }) as const;

/** One child (an icon, a label) centred both ways. */
export const inlineCenter = { display: 'inline-flex', alignItems: 'center', justifyContent: 'center' } as const;

/** A `<ul>` without bullets or indents. */
export const bareList = { margin: 0, padding: 0, listStyle: 'none' } as const;
