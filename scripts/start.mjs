// `npm start`: build the API server and the host app when missing or stale, then serve both from
// one process on http://localhost:8080 (PORT) with the embedded database in ./data
// (GREENROOM_DATA_DIR), or PostgreSQL when DATABASE_URL is set.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureBuilt, repoRoot } from './builds.mjs';

ensureBuilt();

const server = spawn(process.execPath, [join(repoRoot, 'packages/server/dist/cli.js')], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: { GREENROOM_WEB_DIR: join(repoRoot, 'examples/portal/dist'), ...process.env },
});
const stop = (signal) => server.kill(signal);
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
