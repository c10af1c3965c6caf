// `npm run dev`: the API server from source (tsx, restarts on change) and the host app under Vite
// with hot reload, proxying /api to the server.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', 'packages/server/src/cli.ts'], { stdio: 'inherit' }),
  spawn('npx', ['vite', '--config', 'examples/portal/vite.config.ts', 'examples/portal'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', (code) => { stop(); process.exit(code ?? 0); }));
