import { fileURLToPath } from 'node:url';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import { getConfig } from '@lingui/conf';
import { lingui } from '@lingui/vite-plugin';
import type { PluginOption } from 'vite';

/**
 * The web app compiles the design system from its source (same vanilla-extract plugin), so a screen never
 * depends on whether `design-system/dist` was rebuilt after the latest component landed.
 */
export const designSystemSource = [
  { find: /^@hearth\/design-system$/, replacement: fileURLToPath(new URL('../design-system/src/index.ts', import.meta.url)) },
];

/**
 * Lingui: its macros (`t`, `<Trans>`, `msg`, `plural` from '@lingui/core/macro' / '@lingui/react/macro') compile to
 * message descriptors through Babel, before plugin-react 6 (which has no Babel of its own), and only in the files
 * that import a macro; `lingui()` compiles a `.po` catalog when it is imported. App, SSR build, vitest, Storybook.
 * Both read this package's lingui.config.ts wherever the tool runs (the design catalogue runs at the repository root).
 */
export function linguiPlugins(): PluginOption[] {
  const configPath = fileURLToPath(new URL('./lingui.config.ts', import.meta.url));
  const linguiConfig = getConfig({ configPath });
  return [
    babel({
      parserOpts: { plugins: ['typescript', 'jsx'] },
      presets: [
        defineRolldownBabelPreset({
          preset: () => ({ plugins: [['@lingui/babel-plugin-lingui-macro', { linguiConfig }]] }),
          rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
        }),
      ],
    }),
    lingui({ configPath }),
  ];
}
