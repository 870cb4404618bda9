import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { compression } from 'vite-plugin-compression2';
import { fileURLToPath } from 'node:url';
import { designSystemSource, linguiPlugins } from './vite.shared';

// Dev: the API runs on :3000; one origin for cookies and the graphql-ws upgrade, as in production.
const api = process.env.API_URL ?? 'http://localhost:3000';

// react-router publishes its production build beside the development one but only exports the latter.
const reactRouterProduction = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
  { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('../node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
];

// rxjs's default build is ES5: its classes go through tslib's helpers (__extends, __values, __read...), which come
// whole into the entry (Apollo Client's Observable is rxjs). Its ES2015 build has native classes: same API, smaller.
// The browser's bundle only: the server render leaves rxjs to Node, as it does Apollo Client (one rxjs there, not a
// bundled second copy beside Apollo's).
const rxjsEs2015 = [{ find: /^rxjs$/, replacement: fileURLToPath(new URL('../node_modules/rxjs/dist/esm/index.js', import.meta.url)) }];

export default defineConfig(({ command, isSsrBuild }) => ({
  // Brotli and gzip siblings of every text asset, written once at build: the API serves them (preCompressed)
  // with no compression work per request.
  plugins: [...linguiPlugins(), react(), vanillaExtractPlugin(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' })],
  resolve: { alias: [...designSystemSource, ...(command === 'build' ? reactRouterProduction : []), ...(command === 'build' && !isSsrBuild ? rxjsEs2015 : [])] },
  server: {
    port: 5173,
    proxy: {
      '/api': api,
      '/ipfs': api,
      '/healthz': api,
      '/language': api,
      '/graphql': { target: api, ws: true },
    },
  },
  build: {
    sourcemap: true,
    manifest: true, // scripts/size.mjs reads the entry's static import graph from it
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      // Plain declarations, free of side effects: a page that needs one constant must not pull every zod schema,
      // nor one operation every generated document (the generated/graphql.ts barrel re-exports them all).
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]api[\\/]src[\\/]contracts[\\/]|\.generated\.ts$|[\\/]generated[\\/](graphql|schema-types)\.ts$/.test(id) },
    },
  },
}));
