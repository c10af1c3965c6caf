/** Ladle: every story of every package, with the light/dark theme switch. Run with `--config ladle`. */
export default {
  stories: 'packages/*/src/**/*.stories.{ts,tsx}',
  viteConfig: process.cwd() + '/ladle/vite.config.ts',
  outDir: 'build/ladle',
  port: 61000,
  addons: {
    theme: { enabled: true, defaultState: 'light' },
    width: { enabled: true },
    a11y: { enabled: true },
  },
};
