// `npm run dev`: the API server from source (tsx, restarted on change) on http://127.0.0.1:8080
// and the host app under Vite with hot reload on http://localhost:5173, proxying /api to the
// server (GREENROOM_API_URL overrides where).
import { spawn } from 'node:child_process';
import { repoRoot } from './builds.mjs';

const apiPort = process.env.PORT ?? '8080';
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'packages/server/src/cli.ts'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort },
  }),
  spawn('npx', ['vite', '--config', 'examples/portal/vite.config.ts', 'examples/portal'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { GREENROOM_API_URL: `http://127.0.0.1:${apiPort}`, ...process.env },
  }),
];
let stopping = false;
const stop = (signal = 'SIGTERM') => {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
