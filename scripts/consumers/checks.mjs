// What each consumer app proves, once installed: each check answers a list of failures (empty
// when it passed), with what failed and why.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../builds.mjs';
import { missingTexts, openWatched } from './browser.mjs';
import { run, start } from './run.mjs';
import { serveStatic } from './serve.mjs';
import { computedStyles, styleDifferences } from './styles.mjs';
import { freePort } from '../freePort.mjs';

const data = readFileSync(join(repoRoot, 'consumers', 'common', 'data.ts'), 'utf8');
const namesOf = (constant) => [...data.match(new RegExp(`${constant} = \\[(.*?)\\]`))[1].matchAll(/'([^']+)'/g)].map((match) => match[1]);
/** The guests and bookings the demo adapter serves (consumers/common/data.ts). */
export const GUEST_NAMES = namesOf('GUEST_NAMES');
export const BOOKING_NAMES = namesOf('BOOKING_NAMES');

const bin = (dir, name) => join(dir, 'node_modules', '.bin', name);
const tail = (output, lines = 40) => output.trim().split('\n').slice(-lines).join('\n');

/** Runs a build or test command; answers [] or one failure with the output's tail. */
async function step(label, dir, command, args, env) {
  const { code, output } = await run(command, args, { cwd: dir, env, timeoutMs: 6 * 60_000 });
  return code === 0 ? [] : [`${label} exited with ${code}:\n${tail(output)}`];
}

/** Opens `url` and checks the panel's texts are visible and nothing went wrong on the page. */
async function checkPage(url, texts) {
  const view = await openWatched(url);
  try {
    const missing = await missingTexts(view.page, texts);
    const failures = missing.length > 0 ? [`not visible in Chromium: ${missing.join(', ')}`] : [];
    return [...failures, ...view.problems()];
  } finally {
    await view.close();
  }
}

/** vite build, served statically, both panels with their rows in Chromium. */
export async function checkViteReact(dir) {
  const failures = await step('vite build', dir, bin(dir, 'vite'), ['build', '--logLevel', 'warn']);
  if (failures.length > 0) return failures;
  const ssr = await checkViteSsr(dir);
  if (ssr.length > 0) return ssr;
  const site = await serveStatic(join(dir, 'dist'));
  try {
    return await checkPage(site.url, [...GUEST_NAMES, ...BOOKING_NAMES]);
  } finally {
    await site.close();
  }
}

/**
 * `vite build --ssr` of src/entry-server.tsx with the default config (dependencies external, loaded
 * by Node at run time), then the built module renders both panels in plain Node: themed markup
 * that carries its own `<style data-greenroom-styles>` with the theme variables (never a style
 * attribute).
 */
async function checkViteSsr(dir) {
  const failures = await step('vite build --ssr', dir, bin(dir, 'vite'), ['build', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist-ssr', '--logLevel', 'warn']);
  if (failures.length > 0) return failures;
  const probe = `import('./dist-ssr/entry-server.js').then(({ render }) => {
    const html = render();
    const styles = [...html.matchAll(/<style data-greenroom-styles[^>]*>([\\s\\S]*?)<\\/style>/g)].map((match) => match[1]);
    const missing = [];
    if (!html.includes('data-ui="GreenroomTheme"')) missing.push('no themed root in the markup');
    if (styles.length === 0) missing.push('no <style data-greenroom-styles> in the markup');
    else if (!styles.some((text) => text.includes('--gr-color-primary'))) missing.push('no theme variables in its <style data-greenroom-styles>');
    if (/style="[^"]*--gr-/.test(html)) missing.push('theme variables as a style attribute');
    for (const line of missing) console.log('FAIL ' + line);
  });`;
  const { code, output } = await run(process.execPath, ['--input-type=module', '-e', probe], { cwd: dir });
  const failed = output.split('\n').filter((line) => line.startsWith('FAIL')).map((line) => `vite SSR render: ${line.slice(5)}`);
  if (code === 0 && failed.length === 0) return [];
  return failed.length > 0 ? failed : [`vite SSR render exited with ${code}:\n${tail(output)}`];
}

/** next build, next start on a free port, the server page with the Guest List in Chromium. */
export async function checkNextApp(dir) {
  const env = { NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };
  const failures = await step('next build', dir, bin(dir, 'next'), ['build'], env);
  if (failures.length > 0) return failures;
  const port = await freePort();
  const server = await start(bin(dir, 'next'), ['start', '-p', String(port), '-H', '127.0.0.1'], { cwd: dir, env, ready: /Ready|started server/i });
  try {
    const problems = await checkPage(`http://127.0.0.1:${port}/`, GUEST_NAMES);
    const serverErrors = server.output().split('\n').filter((line) => /error/i.test(line));
    return [...problems, ...serverErrors.map((line) => `next start: ${line}`)];
  } finally {
    await server.stop();
  }
}

/** Every public entry imported (node-esm) or required (node-cjs) in plain Node. */
export async function checkNode(dir, script) {
  const { code, output } = await run(process.execPath, [script], { cwd: dir });
  const failed = output.split('\n').filter((line) => line.startsWith('FAIL'));
  if (code === 0 && failed.length === 0) return [];
  return failed.length > 0 ? failed : [`node ${script} exited with ${code}:\n${tail(output)}`];
}

/** The consumer's own Vitest run (default config + jsdom). */
export function checkVitest(dir) {
  return step('vitest run', dir, bin(dir, 'vitest'), ['run']);
}

/**
 * Server render under a strict nonce CSP: the page is styled before hydration exactly as the same
 * page without the policy (JavaScript off: only the server's `<style nonce>` elements style it),
 * the themed root differs from the unstyled body, and after hydration the guests and bookings
 * show, the server's `<style>` elements are gone (the kit's adopted sheet styles the page, still
 * exactly as without the policy), with no CSP violation or console error.
 */
export async function checkSsrCsp(dir) {
  const failures = await step('esbuild (client + server render)', dir, process.execPath, ['build.mjs']);
  if (failures.length > 0) return failures;
  const server = await start(process.execPath, ['server.mjs'], { cwd: dir, env: { PORT: '0' }, ready: /listening (\d+)/ });
  const base = `http://127.0.0.1:${server.match[1]}/`;
  const out = [];
  try {
    const reference = await openWatched(`${base}?csp=off`, { javaScript: false });
    const expected = await computedStyles(reference.page, '#root');
    await reference.close();

    const strict = await openWatched(base, { javaScript: false });
    const before = await computedStyles(strict.page, '#root');
    const themed = await strict.page.evaluate(() => {
      const root = document.querySelector('[data-ui="GreenroomTheme"]');
      if (!root) return null;
      return { panel: getComputedStyle(root).fontFamily, body: getComputedStyle(document.body).fontFamily };
    });
    out.push(...strict.problems().map((problem) => `before hydration: ${problem}`));
    await strict.close();
    if (!themed) out.push('before hydration: no [data-ui="GreenroomTheme"] in the server-rendered page');
    else if (themed.panel === themed.body) out.push(`before hydration: the panel is unstyled (its font-family is the browser default ${themed.body})`);
    out.push(...styleDifferences(expected, before).map((difference) => `before hydration, strict CSP vs no CSP: ${difference}`));

    const hydrated = await openWatched(base);
    try {
      const missing = await missingTexts(hydrated.page, [...GUEST_NAMES, ...BOOKING_NAMES]);
      if (missing.length > 0) out.push(`after hydration: not visible: ${missing.join(', ')}`);
      const sheets = await hydrated.page.evaluate(() => ({ server: document.querySelectorAll('style[data-greenroom-styles]').length, adopted: document.adoptedStyleSheets.length }));
      if (sheets.server > 0) out.push(`after hydration: ${sheets.server} server <style data-greenroom-styles> still in the page`);
      if (sheets.adopted === 0) out.push('after hydration: the document adopts no style sheet (the kit\'s rules have nowhere to live)');
      const after = await computedStyles(hydrated.page, '#root');
      const referenceLive = await openWatched(`${base}?csp=off`);
      await missingTexts(referenceLive.page, [...GUEST_NAMES, ...BOOKING_NAMES]);
      const expectedLive = await computedStyles(referenceLive.page, '#root');
      await referenceLive.close();
      out.push(...styleDifferences(expectedLive, after).map((difference) => `after hydration, strict CSP vs no CSP: ${difference}`));
      out.push(...hydrated.problems().map((problem) => `after hydration: ${problem}`));
    } finally {
      await hydrated.close();
    }
    const serverErrors = server.output().split('\n').filter((line) => /error/i.test(line));
    out.push(...serverErrors.map((line) => `server: ${line}`));
    return out;
  } finally {
    await server.stop();
  }
}
