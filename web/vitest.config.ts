import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { storybookProject } from '../design-system/vitest.storybook';
import { designSystemSource, linguiPlugins } from './vite.shared';

const configDir = fileURLToPath(new URL('./.storybook', import.meta.url));

export default defineConfig({
  resolve: { alias: designSystemSource },
  test: {
    projects: [
      {
        extends: true,
        plugins: [...linguiPlugins(), vanillaExtractPlugin()],
        test: { name: 'unit', environment: 'node', include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'] },
      },
      {
        extends: true,
        plugins: [...linguiPlugins(), react(), vanillaExtractPlugin(), storybookTest({ configDir })],
        // Story files share one page instead of a fresh iframe each (as the design system's do): every file used to
        // import the app's modules, the design system and the catalogs again, most of the project's time on 2 cores.
        ...storybookProject({
          test: { isolate: false },
          extraDeps: [
            'react-router-dom',
            'graphql',
            '@apollo/client',
            '@apollo/client/react',
            '@apollo/client/utilities',
            '@apollo/client/link/subscriptions',
            '@apollo/client/testing',
            '@apollo/client/testing/react',
            'graphql-ws/client',
            'rxjs',
            '@lingui/core',
            '@lingui/react',
            '@visx/shape',
            '@visx/scale',
          ],
        }),
      },
    ],
  },
});
