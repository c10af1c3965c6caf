// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';
import { dayjs } from './dayjs';

const coreSources = fileURLToPath(new URL('../', import.meta.url));
const rulesEntry = fileURLToPath(new URL('../rules.ts', import.meta.url));

/**
 * Bundles `entry` the way a production host (or the built Ladle) does, with core's
 * `"sideEffects": false` applied: rollup drops any statement of core that no kept binding needs.
 */
async function bundle(entry: string): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [{ name: 'entry', resolveId: (id) => (id === 'entry' ? id : null), load: (id) => (id === 'entry' ? entry : null) }],
    build: {
      write: false,
      minify: false,
      rollupOptions: {
        input: 'entry',
        preserveEntrySignatures: 'strict',
        treeshake: { moduleSideEffects: (id) => !id.startsWith(coreSources) },
        output: { format: 'cjs' },
      },
    },
  })) as Rollup.RollupOutput;
  return output.output[0].code;
}

function run(code: string): Record<string, unknown> {
  const module = { exports: {} as Record<string, unknown> };
  new Function('module', 'exports', code)(module, module.exports);
  return module.exports;
}

describe('dayjs', () => {
  it('has the utc, timezone and customParseFormat plugins', () => {
    expect(dayjs.utc('2026-11-21T21:00:00Z').valueOf()).toBe(1795294800000);
    expect(dayjs.utc('2026-11-21T21:00:00Z').tz('America/Chicago').format('HH:mm')).toBe('15:00');
    expect(dayjs('7/4/2025', 'M/D/YYYY', true).isValid()).toBe(true);
    expect(dayjs('02/30/2025', 'MM/DD/YYYY', true).isValid()).toBe(false);
  });

  // The built Ladle crashed with "utc is not a function": a story used core's time helpers while
  // another module imported 'dayjs' itself, and the bundle lost core's plugin registration.
  it('keeps its plugins in a production bundle that also imports dayjs directly', async () => {
    const code = await bundle(
      `import plain from 'dayjs';\n` +
        `import { toIsoSeconds } from ${JSON.stringify(rulesEntry)};\n` +
        `export const iso = toIsoSeconds(1795294800000);\n` +
        `export const plainMs = plain(0).valueOf();`,
    );
    expect(run(code)).toMatchObject({ iso: '2026-11-21T21:00:00Z', plainMs: 0 });
  }, 30_000);
});
