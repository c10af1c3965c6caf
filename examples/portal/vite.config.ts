import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { startEarlyPlugin } from './vite-plugins/startEarlyPlugin';

const packages = ['core', 'ui', 'auth', 'space', 'calendars', 'bookings', 'branding', 'presentations', 'admin', 'integrations', 'guest'];
const apiTarget = process.env.GREENROOM_API_URL ?? 'http://127.0.0.1:8080';
const featureSources = Object.fromEntries(
  packages.map((name) => [`@greenroom/${name}`, fileURLToPath(new URL(`../../packages/${name}/src`, import.meta.url))]),
);

// The host bundles the packages from source (one build, tree-shaken) and proxies /api in dev.
// `vite build --ssr src/entry-server.tsx` builds the server's render of link pages (ADR 0008) into
// dist-ssr: one self-contained module with React and every package in it (nothing to install
// beside the server), React's production build.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), startEarlyPlugin()],
  resolve: { alias: featureSources },
  server: { port: 5173, proxy: { '/api': { target: apiTarget, changeOrigin: false } } },
  build: isSsrBuild ? { outDir: 'dist-ssr', sourcemap: false } : { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 600 },
  ...(isSsrBuild ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
}));
