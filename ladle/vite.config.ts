import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';

const packages = ['core', 'ui', 'auth', 'space', 'calendars', 'bookings', 'branding', 'presentations', 'admin', 'testing'];

// Stories import the packages' sources, not their builds, so Ladle needs no prior build.
export default defineConfig({
  resolve: {
    alias: Object.fromEntries(
      packages.map((name) => [`@greenroom/${name}`, fileURLToPath(new URL(`../packages/${name}/src`, import.meta.url))]),
    ),
  },
});
