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
export default defineConfig({
  plugins: [react(), startEarlyPlugin()],
  resolve: { alias: featureSources },
  server: { port: 5173, proxy: { '/api': { target: apiTarget, changeOrigin: false } } },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 600 },
});
