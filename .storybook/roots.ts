/** The catalogue's two sidebar roots: every story's title starts with its package's. */
export const DESIGN_SYSTEM = 'Design system';
export const APP = 'App';
