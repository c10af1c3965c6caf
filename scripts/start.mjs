// `npm start`: build what is missing or stale (core, then the API server, and the host app; see
// builds.mjs), then serve both from one process on http://localhost:8080 (PORT) with the embedded
// database in ./data (GREENROOM_DATA_DIR), or PostgreSQL when DATABASE_URL is set.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureBuilt, repoRoot } from './builds.mjs';

ensureBuilt(['server', 'host']);

const server = spawn(process.execPath, [join(repoRoot, 'packages/server/dist/cli.js')], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: { GREENROOM_WEB_DIR: join(repoRoot, 'examples/portal/dist'), ...process.env },
});
const stop = (signal) => server.kill(signal);
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
