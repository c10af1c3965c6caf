/**
 * Ladle: every story of every package, grouped `<Package> / <Kind> / <Component> / <State>` (each
 * stories file's `export default { title }`), with the appearance controls of ladle/components.tsx.
 * Run with `--config ladle`.
 */
export default {
  stories: 'packages/*/src/**/*.stories.{ts,tsx}',
  viteConfig: process.cwd() + '/ladle/vite.config.ts',
  outDir: 'build/ladle',
  port: 61000,
  // Packages alphabetically; in each, what a host mounts first (panels), then dialogs and parts.
  // Ladle serializes this function: it must not use anything from outside it.
  storyOrder: (stories) => {
    const kinds = ['panels', 'dialogs', 'parts', 'providers', 'kit', 'theme'];
    const rank = (id) => {
      const [pkg, kind] = id.split('--');
      const index = kinds.indexOf(kind);
      return { pkg, kind: index === -1 ? kinds.length : index };
    };
    return [...stories].sort((a, b) => {
      const x = rank(a);
      const y = rank(b);
      return x.pkg === y.pkg ? x.kind - y.kind : x.pkg < y.pkg ? -1 : 1;
    });
  },
  addons: {
    theme: { enabled: true, defaultState: 'light' },
    width: { enabled: true },
    a11y: { enabled: true },
  },
};
