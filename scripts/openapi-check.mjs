// `node scripts/openapi-check.mjs`: lints the OpenAPI document the server serves with Redocly's
// recommended rules (redocly.yaml). Builds the app in memory from the TypeScript sources (through
// tsx, on a fresh SQLite database in a temp folder), writes GET /api/docs/openapi.json to a temp
// file and runs `redocly lint` on it. Fails on any error; prints each problem and the count of
// warnings (a warning does not fail the check). A stage of `npm test` (scripts/test.mjs).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const work = mkdtempSync(join(tmpdir(), 'greenroom-openapi-check-'));

/** The served document, from an app built on an empty SQLite database (no seed, no listening). */
async function servedDocument() {
  register();
  const server = await import(join(root, 'packages/server/src/index.ts'));
  const dataDir = join(work, 'data');
  const handle = await server.openDatabase({ dataDir });
  try {
    await server.runMigrations(handle);
    // A deployment's address: the default (http://localhost:8080) draws the no-server-example.com
    // warning, rightly, since a document for others must not point at their own machine.
    const config = server.loadConfig({ GREENROOM_DATA_DIR: dataDir, GREENROOM_SEED: 'none', PUBLIC_URL: 'https://events.greenroom.test' });
    const silent = { write: () => true };
    const app = await server.buildApp({ db: handle.db, config, terminal: server.createTerminal(silent, silent) });
    try {
      const answer = await app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
      if (answer.statusCode !== 200) throw new Error(`GET /api/docs/openapi.json answered ${answer.statusCode}: ${answer.body.slice(0, 500)}`);
      return answer.body;
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
  }
}

let failed = true;
try {
  const file = join(work, 'openapi.json');
  writeFileSync(file, await servedDocument());
  const lint = spawnSync(join(root, 'node_modules/.bin/redocly'), ['lint', file, '--config', join(root, 'redocly.yaml'), '--format=json'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    maxBuffer: 64 * 1024 * 1024,
  });
  let report;
  try {
    report = JSON.parse(lint.stdout);
  } catch {
    throw new Error(`redocly lint printed no report (exit ${lint.status}):\n${lint.stdout}\n${lint.stderr}`);
  }
  for (const problem of report.problems) {
    const where = problem.location?.[0]?.pointer ?? '';
    console.log(`${problem.severity.padEnd(7)} ${problem.ruleId}: ${problem.message} ${where}`);
  }
  const { errors, warnings } = report.totals;
  console.log(`OpenAPI document (redocly lint, recommended rules): ${errors} errors, ${warnings} warnings.`);
  failed = errors > 0;
} catch (error) {
  console.error(error instanceof Error ? error.stack : error);
} finally {
  rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
