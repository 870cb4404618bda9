import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { designSystemSource, linguiPlugins } from '../web/vite.shared.ts';
import { APP, DESIGN_SYSTEM } from './roots.ts';

const designSystemStories = fileURLToPath(new URL('../design-system/src/', import.meta.url));

/**
 * The design catalogue: the design system's stories and the web app's screens in one Storybook (`npm run storybook`,
 * `npm run build-storybook` at the root). Each package keeps its own `.storybook`, which its vitest run uses.
 */
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: [
    { directory: '../design-system/src/docs', files: '*.mdx', titlePrefix: DESIGN_SYSTEM },
    { directory: '../design-system/src', files: '**/*.stories.tsx', titlePrefix: DESIGN_SYSTEM },
    { directory: '../web/src', files: '**/*.stories.tsx', titlePrefix: APP },
  ],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  staticDirs: ['../web/public'],
  // A docs page per design-system component, as its own Storybook makes (its preview's `autodocs` tag); screens have none.
  experimental_indexers: (indexers = []) =>
    indexers.map((indexer) => ({
      ...indexer,
      createIndex: async (fileName, options) => {
        const inputs = await indexer.createIndex(fileName, options);
        return fileName.startsWith(designSystemStories) ? inputs.map((input) => ({ ...input, tags: [...(input.tags ?? []), 'autodocs'] })) : inputs;
      },
    })),
  // The web app's build set-up (Lingui, vanilla-extract, the design system from source); the root has no vite config.
  viteFinal: async (viteConfig) => ({
    ...viteConfig,
    plugins: [...linguiPlugins(), ...(viteConfig.plugins ?? []), vanillaExtractPlugin()],
    resolve: { ...viteConfig.resolve, alias: designSystemSource },
  }),
};
export default config;
