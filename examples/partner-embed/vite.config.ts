import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

// Built the way an outside partner builds: `@greenroom/*` resolves through node_modules to each
// package's published dist (its package.json "exports"), never to the monorepo's src.
// Build: npx vite build --config examples/partner-embed/vite.config.ts
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
