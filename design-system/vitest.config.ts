import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';

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
        // Pre-bundle up front: a mid-run optimisation makes Vite reload the page and fail tests.
        optimizeDeps: {
          include: [
            'react',
            'react-dom',
            'react-dom/client',
            'react/jsx-runtime',
            'react/jsx-dev-runtime',
            'react-aria-components',
            '@internationalized/date',
            'date-fns',
            'storybook/test',
            '@storybook/react-vite',
            '@storybook/addon-a11y/preview',
            '@storybook/addon-docs/preview',
          ],
        },
        test: {
          name: 'storybook',
          // Story files share one page instead of a fresh iframe each: much less set-up on 2 shared cores.
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: '/usr/bin/chromium',
                args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'],
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
