import { createRequire } from 'node:module';
import swc from 'unplugin-swc';
import { configDefaults, defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

/** Files that mock a module (vi.mock): each runs in a fresh process, so the mock reaches no other file. */
const MOCKING_FILES = ['src/modules/auth/auth.timing.test.ts', 'test/guard-rails/rest-surface.test.ts'];

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
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    // One more than a CI machine's 2 cores: files spend much of their time waiting on PostgreSQL, and one (viewing
    // reminders) waits two minutes on the real job queue. Measured on 2 cores: 413 s with 2 workers, 366 s with 3.
    maxWorkers: 3,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { NODE_ENV: 'test' },
    projects: [
      // Every other file reuses its worker's loaded modules (the app's graph costs seconds to import per file): each
      // file still starts its own app on its own database, so only module-level state is shared.
      {
        extends: true,
        test: { name: 'api', include: ['src/**/*.test.ts', 'test/**/*.test.ts'], exclude: [...configDefaults.exclude, ...MOCKING_FILES], isolate: false },
      },
      { extends: true, test: { name: 'api-mocking', include: MOCKING_FILES } },
    ],
  },
});
