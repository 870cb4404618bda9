import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import path from 'node:path';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-vitest', '@storybook/addon-a11y', '@storybook/addon-docs'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  staticDirs: ['../public'],
  viteFinal: async (viteConfig) => {
    // Lingui's macros and .po catalogs, as in vite.shared.ts (linguiPlugins), before the React plugin.
    const linguiMacros = await babel({
      parserOpts: { plugins: ['typescript', 'jsx'] },
      presets: [
        defineRolldownBabelPreset({
          preset: () => ({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
          rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
        }),
      ],
    });
    viteConfig.plugins = [linguiMacros, ...lingui(), ...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    // Same as vite.shared.ts (Storybook evaluates this file where relative imports do not resolve).
    const designSystem = path.resolve(viteConfig.root ?? process.cwd(), '../design-system/src/index.ts');
    viteConfig.resolve = { ...viteConfig.resolve, alias: [{ find: /^@hearth\/design-system$/, replacement: designSystem }] };
    return viteConfig;
  },
};
export default config;
