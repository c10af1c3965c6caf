// `npm start`: build what is missing or stale, then serve the host app and the API from one
// process on http://localhost:8080 (PORT) with the embedded database.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const newest = (dir) => {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
};
const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

const outputs = ['examples/portal/dist/index.html', 'packages/server/dist/cli.js'];
const stale = Math.min(...outputs.map(builtAt)) < Math.max(newest('packages'), newest('examples'));
if (stale) {
  console.log('Building the packages, the server and the host app…');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['packages/server/dist/cli.js'], {
  stdio: 'inherit',
  env: { GREENROOM_WEB_DIR: 'examples/portal/dist', ...process.env },
});
const stop = (signal) => server.kill(signal);
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => process.exit(code ?? 0));
