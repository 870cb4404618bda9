import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { storybookProject } from './vitest.storybook';

const configDir = fileURLToPath(new URL('./.storybook', import.meta.url));

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [vanillaExtractPlugin()],
        test: { name: 'unit', environment: 'node', include: ['src/**/*.test.ts'] },
      },
      {
        plugins: [react(), vanillaExtractPlugin(), storybookTest({ configDir })],
        // Story files share one page instead of a fresh iframe each: much less set-up on 2 shared cores.
        ...storybookProject({ test: { isolate: false } }),
      },
    ],
  },
});
