// `npm start`: build what is missing or stale (core, then the API server, and the host app; see
// builds.mjs), then serve both from this very process on http://localhost:8080 (PORT) with the
// embedded database in ./data (GREENROOM_DATA_DIR), or PostgreSQL when DATABASE_URL is set.
// The server runs in-process (no child to orphan), and package.json starts this script with
// `exec`, so SIGINT and SIGTERM sent to the `npm start` PID reach the server's own graceful
// shutdown. `npm start -- reset-admin-password` runs that command of the server's CLI.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilt, repoRoot } from './builds.mjs';

ensureBuilt(['server', 'host']);

// The host build and its server render of signed-in space links (ADR 0008), unless set otherwise.
if (process.env.GREENROOM_WEB_DIR === undefined) {
  process.env.GREENROOM_WEB_DIR = join(repoRoot, 'examples/portal/dist');
  process.env.GREENROOM_SSR_ENTRY ??= join(repoRoot, 'examples/portal/dist-ssr/entry-server.js');
}
process.chdir(repoRoot);
await import(pathToFileURL(join(repoRoot, 'packages/server/dist/cli.js')).href);
