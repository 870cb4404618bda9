import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { designSystemSource } from './vite.shared';

const configDir = fileURLToPath(new URL('./.storybook', import.meta.url));

export default defineConfig({
  resolve: { alias: designSystemSource },
  test: {
    projects: [
      {
        extends: true,
        plugins: [vanillaExtractPlugin()],
        test: { name: 'unit', environment: 'node', include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'] },
      },
      {
        extends: true,
        plugins: [react(), vanillaExtractPlugin(), storybookTest({ configDir })],
        // Pre-bundle up front: a mid-run optimisation makes Vite reload the page and fail tests.
        optimizeDeps: {
          include: [
            'react',
            'react-dom',
            'react-dom/client',
            'react/jsx-runtime',
            'react/jsx-dev-runtime',
            'react-router-dom',
            'react-aria-components',
            '@internationalized/date',
            'date-fns',
            'graphql',
            '@apollo/client',
            '@apollo/client/react',
            '@apollo/client/utilities',
            '@apollo/client/link/subscriptions',
            '@apollo/client/testing',
            '@apollo/client/testing/react',
            'graphql-ws/client',
            'rxjs',
            'storybook/test',
            '@storybook/react-vite',
            '@storybook/addon-a11y/preview',
            '@storybook/addon-docs/preview',
          ],
        },
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: '/usr/bin/chromium',
                args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
