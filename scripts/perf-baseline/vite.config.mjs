// Builds the React-only baseline page the way the host is built (minified production bundle);
// scripts/perf-browser.mjs then precompresses it and serves it with the same server.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  logLevel: 'warn',
  build: { outDir: fileURLToPath(new URL('../../test-results/perf-baseline', import.meta.url)), emptyOutDir: true },
});
