import { configDefaults, defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const src = (name: string) => fileURLToPath(new URL(`./packages/${name}/src`, import.meta.url));
const packages = ['core', 'ui', 'auth', 'space', 'calendars', 'bookings', 'branding', 'presentations', 'admin', 'integrations', 'guest', 'server', 'testing'];
const alias = Object.fromEntries(packages.map((name) => [`@greenroom/${name}`, src(name)]));

// Where the browser-side tests live (everything but the server and the journeys).
const browserSide = [
  'packages/{core,ui,auth,space,calendars,bookings,branding,presentations,admin,integrations,guest,testing}/src',
  'examples/{portal,partner-embed}/src',
];

// The server suite runs on SQLite, and in CI once more on PostgreSQL (DATABASE_URL): these files
// test one of the two only (the embedded file database, the terminal commands, pg_dump).
const serverTest = (name: string) => `packages/server/test/${name}.test.ts`;
const SQLITE_ONLY_TESTS = ['signals', 'adminAccount', 'forgotPasswordSmtpDown', 'database', 'operatorCommands'].map(serverTest);
const POSTGRES_ONLY_TESTS = ['postgresBackup'].map(serverTest);

// Which environment a test file gets is decided by its name, so nothing runs twice and nothing is
// dropped: a `.test.ts` file renders nothing and runs in plain Node (`unit`: rules, CSV, time, the
// memory backend, query keys, the lint probes…), a `.test.tsx` file renders React and runs in jsdom
// (`web`). The few `.test.ts` files that need browser globals are listed here and run in jsdom.
const needsDom = [
  'packages/core/src/http/createHttpApi.test.ts', // fakes XMLHttpRequest uploads with ProgressEvent
];
const unitFiles = browserSide.map((dir) => `${dir}/**/*.test.ts`);
const domFiles = [...browserSide.map((dir) => `${dir}/**/*.test.tsx`), ...needsDom];

// Component files share one jsdom and one module graph per worker (`isolate: false`): setting up
// jsdom and importing React and the kit once instead of once per file halved
// the web project's time (packages/ui, auth, space, calendars: 223 s → 100 s on this machine).
// These files assert what a fresh page does the first time (a style tag injected with its nonce,
// a development warning logged once), so they keep a page of their own.
const needsFreshPage = [
  'packages/ui/src/EmptyState/EmptyState.test.tsx',
  'packages/ui/src/mount/mountPanel.test.tsx',
  'packages/ui/src/provider/GreenroomProvider.test.tsx',
  'packages/ui/src/theme/appearance.test.tsx',
  // They assert that a dialog's module is not loaded until it is used.
  'packages/bookings/src/GuestListPanel/GuestListPanel.lazy.test.tsx',
  'packages/bookings/src/PresentersPanel/PresentersPanel.lazy.test.tsx',
];

// Worker threads start faster than the default child processes: packages/branding's 6 jsdom files
// took 89 s and 57 s in threads against 107 s and 103 s in forks, interleaved on the same loaded
// 2-core machine. `unit` and `server` keep forks (process.env.TZ, native database drivers); Node
// sets up in milliseconds there, so threads would gain little.
// Vitest runs cores − 1 workers (one, on 2 cores); `npm test` runs lint, the type check and the
// builds beside it.

/**
 * Five projects: `unit` (browser-side code without a DOM, in Node), `web` and `web-fresh`
 * (components, in jsdom; shared or fresh page per file), `server` (Fastify and SQL, in Node) and
 * `e2e` (the journeys in Chromium, one file at a time). `npx vitest run --project unit --project
 * web --project web-fresh --project server` is the fast loop; `npm test` runs them all.
 */
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          // Child processes: time/zone.test.ts sets process.env.TZ, which a worker thread ignores.
          globals: true,
          include: unitFiles,
          exclude: ['**/node_modules/**', ...needsDom],
          // Rules run in milliseconds; the lint probes (boundaries.test.ts) start ESLint with its
          // TypeScript parser, several seconds on a loaded 2-core machine.
          testTimeout: 30000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'web',
          environment: 'jsdom',
          pool: 'threads',
          isolate: false,
          globals: true,
          include: domFiles,
          exclude: ['**/node_modules/**', ...needsFreshPage],
          setupFiles: ['./scripts/vitest.setup.ts'],
          // Component tests drive real dialogs through user-event on 2 shared cores; a slow run is
          // not a failure, a wrong screen is.
          testTimeout: 20000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'web-fresh',
          environment: 'jsdom',
          pool: 'threads',
          globals: true,
          include: needsFreshPage,
          setupFiles: ['./scripts/vitest.setup.ts'],
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
          // Files for one database only are left out of the other's run rather than skipped.
          exclude: [...configDefaults.exclude, ...(process.env.DATABASE_URL ? SQLITE_ONLY_TESTS : POSTGRES_ONLY_TESTS)],
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
          // One more try for a journey step that failed: on the shared 2-core CI machine a screen
          // can miss its 10 s wait while the unit stage peaks. A retried test is named in the
          // output ("retry x1"), so a step that fails for real fails twice and stays red.
          retry: 1,
          testTimeout: 120000,
          hookTimeout: 120000,
        },
      },
    ],
  },
});
