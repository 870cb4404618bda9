import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// Library build: one ESM entry, peer/runtime deps left external, all CSS in dist/style.css.
const externals = [/^react($|\/)/, /^react-dom($|\/)/, /^react-aria-components($|\/)/, /^@internationalized\/date($|\/)/];

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    lib: { entry: 'src/index.ts', formats: ['es'], fileName: () => 'index.js', cssFileName: 'style' },
    rollupOptions: { external: externals },
    cssCodeSplit: false,
    sourcemap: true,
    emptyOutDir: true,
  },
});
