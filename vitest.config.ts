import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const src = (name: string) => fileURLToPath(new URL(`./packages/${name}/src`, import.meta.url));
const packages = ['core', 'ui', 'auth', 'space', 'calendars', 'bookings', 'branding', 'presentations', 'admin', 'server', 'testing'];
const alias = Object.fromEntries(packages.map((name) => [`@greenroom/${name}`, src(name)]));

// Two projects: components and browser-side code in jsdom, the server in plain Node.
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'web',
          environment: 'jsdom',
          globals: true,
          include: ['packages/{core,ui,auth,space,calendars,bookings,branding,presentations,admin,testing}/src/**/*.test.{ts,tsx}', 'examples/portal/src/**/*.test.{ts,tsx}', 'examples/partner-embed/src/**/*.test.{ts,tsx}'],
          setupFiles: ['./scripts/vitest.setup.ts'],
          // Component tests drive real dialogs through user-event on 2 shared cores; a slow run is
          // not a failure, a wrong screen is.
          testTimeout: 20000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          globals: true,
          include: ['packages/server/src/**/*.test.ts', 'packages/server/test/**/*.test.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.test.ts'],
          fileParallelism: false,
          testTimeout: 120000,
          hookTimeout: 120000,
        },
      },
    ],
  },
});
