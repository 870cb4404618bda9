import { fileURLToPath } from 'node:url';

/**
 * The web app compiles the design system from its source (same vanilla-extract plugin), so a screen never
 * depends on whether `design-system/dist` was rebuilt after the latest component landed.
 */
export const designSystemSource = [
  { find: /^@hearth\/design-system$/, replacement: fileURLToPath(new URL('../design-system/src/index.ts', import.meta.url)) },
];
