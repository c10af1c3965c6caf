import { readFileSync } from 'node:fs';
import type { OutputBundle, OutputChunk } from 'rollup';
import type { Plugin } from 'vite';

/** The lazily loaded areas of the host, by the module each one's chunk holds (see startEarly.js). */
const AREAS: Record<string, RegExp> = {
  portal: /\/src\/portal\/renderPortal\.tsx$/,
  hydrate: /\/src\/portal\/hydratePortal\.tsx$/,
  signIn: /\/src\/routes\/SignInRoute\.tsx$/,
  main: /\/src\/routes\/MainArea\.tsx$/,
  admin: /\/src\/routes\/AdminArea\.tsx$/,
  adminScreen: /\/src\/pages\/AdminScreenPage\.tsx$/,
  bookingsList: /\/packages\/bookings\/src\/BookingsList\/index\.ts$/,
  bookingEditor: /\/packages\/bookings\/src\/BookingEditor\/index\.ts$/,
  guestListTab: /\/packages\/bookings\/src\/GuestListPanel\/GuestListTab\.tsx$/,
};

/** A chunk's file and those it imports statically, except the entry (index.html loads it already). */
function filesOf(bundle: OutputBundle, chunk: OutputChunk, base: string, found = new Set<string>()): Set<string> {
  if (chunk.isEntry || found.has(base + chunk.fileName)) return found;
  found.add(base + chunk.fileName);
  for (const imported of chunk.imports) {
    const next = bundle[imported];
    if (next?.type === 'chunk') filesOf(bundle, next, base, found);
  }
  return found;
}

/** Area → the files to preload for it, from the built bundle (empty in dev, where there is none). */
function routePreloads(bundle: OutputBundle | undefined, base: string): Record<string, string[]> {
  const preloads: Record<string, string[]> = {};
  if (!bundle) return preloads;
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk' || !output.isDynamicEntry) continue;
    // By the modules a chunk holds: Rollup may merge a dynamic entry into a chunk without a facade.
    const modules = output.moduleIds.map((id) => id.replace(/\\/g, '/'));
    for (const area of Object.keys(AREAS).filter((name) => modules.some((id) => AREAS[name].test(id)))) {
      preloads[area] = [...filesOf(bundle, output, base)];
    }
  }
  return preloads;
}

/** The placeholder startEarly.js reads the preload map from. */
const PLACEHOLDER = '__ROUTE_PRELOADS__';

/**
 * The inline script of index.html: startEarly.js without its comments (they would only add bytes
 * to every page), with `preloads` (area → files) in place of the placeholder.
 * @example startEarlyScript(readFileSync('startEarly.js', 'utf8'), { signIn: ['/assets/SignInRoute-1.js'] })
 */
export function startEarlyScript(source: string, preloads: Record<string, string[]>): string {
  const code = source.replace(/^\s*\/\/.*\n/gm, '').replace(/^\s*\/\*[\s\S]*?\*\/\n/gm, '');
  if (code.split(PLACEHOLDER).length !== 2) throw new Error(`startEarly.js must name ${PLACEHOLDER} exactly once outside comments`);
  // A function, so that `$` in a file name is never read as a replacement pattern.
  return code.replace(PLACEHOLDER, () => JSON.stringify(preloads));
}

/**
 * Inlines startEarly.js at the top of index.html's <head>, with the preload map of this build: the
 * config, the session refresh and the route's chunks start while the entry script downloads.
 * @example plugins: [react(), startEarlyPlugin()]
 */
export function startEarlyPlugin(): Plugin {
  const source = readFileSync(new URL('./startEarly.js', import.meta.url), 'utf8');
  let base = '/';
  return {
    name: 'greenroom-start-early',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const script = startEarlyScript(source, routePreloads(context.bundle, base));
        return [{ tag: 'script', children: script, injectTo: 'head-prepend' }];
      },
    },
  };
}
