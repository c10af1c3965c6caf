import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const packages = ['core', 'ui', 'auth', 'space', 'calendars', 'bookings', 'branding', 'presentations', 'admin', 'integrations', 'guest', 'testing'];
const packagePath = (name: string) => fileURLToPath(new URL(`../packages/${name}`, import.meta.url));

/** The npm packages the stories reach: every dependency and peer of the story packages but our own and vitest (types only). */
function storyDependencies(): string[] {
  const names = new Set<string>();
  for (const name of packages) {
    const manifest = JSON.parse(readFileSync(`${packagePath(name)}/package.json`, 'utf8')) as Record<string, Record<string, string> | undefined>;
    for (const field of ['dependencies', 'peerDependencies']) {
      for (const dependency of Object.keys(manifest[field] ?? {})) {
        if (!dependency.startsWith('@greenroom/') && dependency !== 'vitest') names.add(dependency);
      }
    }
  }
  return [...names].sort();
}

/**
 * Entry points the sources import below a package's main one (the optimizer bundles each
 * separately), and Ladle's own lazily imported `msw/browser` (an empty module while the MSW addon
 * is off), which its scan of the stories never sees.
 */
const subpaths = ['react-dom/client', 'react/jsx-runtime', 'dayjs/plugin/utc.js', 'dayjs/plugin/timezone.js', 'dayjs/plugin/customParseFormat.js', 'zustand/vanilla', 'msw/browser'];

// Stories import the packages' sources, not their builds, so Ladle needs no prior build.
// Every dependency is pre-bundled in the first optimizer run: a dependency Vite only meets while
// serving the first story makes it bundle everything again and reload the page, which left the
// first story blank for about a minute.
export default defineConfig({
  resolve: {
    alias: Object.fromEntries(packages.map((name) => [`@greenroom/${name}`, `${packagePath(name)}/src`])),
  },
  optimizeDeps: {
    include: [...storyDependencies(), ...subpaths],
  },
});
