import react from '@vitejs/plugin-react';
import { readdirSync } from 'node:fs';
import { defineConfig } from 'vite';

// The same app, one HTML page per panel plus a React-only baseline (pages/*.html), built the way
// vite.config.ts builds the main page; the manifest tells the size script each page's first load.
// SIZE_PAGE=<name> builds that one page alone into dist-sizes/<name> (what a partner embedding
// that one panel ships: no chunk shared with another page); without it, every page in one build.
// Source maps are written beside the chunks but not referenced from them (`hidden`): the chunks
// are byte for byte what the build ships, and the size script attributes their bytes to modules.
const only = process.env.SIZE_PAGE;
const names = readdirSync('pages')
  .filter((file) => file.endsWith('.html'))
  .map((file) => file.replace(/\.html$/, ''));
if (only && !names.includes(only)) throw new Error(`SIZE_PAGE=${only}: no pages/${only}.html (pages: ${names.join(', ')})`);
const pages = Object.fromEntries((only ? [only] : names).map((name) => [name, `pages/${name}.html`]));

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: only ? `dist-sizes/${only}` : 'dist-sizes',
    manifest: true,
    sourcemap: 'hidden',
    rollupOptions: { input: pages },
  },
});
