import { createRequire } from 'node:module';
import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  plugins: [
    // SWC keeps decorator metadata, which esbuild drops (type-graphql and MikroORM read it).
    swc.vite({ jsc: { transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false } } }),
  ],
  resolve: {
    // One copy of graphql: without it ESM and CJS copies meet ("another module or realm").
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { NODE_ENV: 'test' },
  },
});
