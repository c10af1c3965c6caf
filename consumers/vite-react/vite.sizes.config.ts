import react from '@vitejs/plugin-react';
import { readdirSync } from 'node:fs';
import { defineConfig } from 'vite';

// The same app, one HTML page per panel plus a React-only baseline (pages/*.html), built the way
// vite.config.ts builds the main page; the manifest tells the size script each page's first load.
const pages = Object.fromEntries(
  readdirSync('pages')
    .filter((file) => file.endsWith('.html'))
    .map((file) => [file.replace(/\.html$/, ''), `pages/${file}`]),
);

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist-sizes', manifest: true, rollupOptions: { input: pages } },
});
