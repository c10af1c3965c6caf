import type { Options } from 'tsup';

/** Shared tsup settings for every library package: ESM + CJS + declarations, deps left external. */
export function libraryConfig(overrides: Partial<Options> = {}): Options {
  return {
    entry: ['src/index.ts'],
    format: ['esm', 'cjs'],
    dts: { compilerOptions: { composite: false, paths: {} } },
    sourcemap: true,
    clean: true,
    target: 'es2022',
    treeshake: true,
    tsconfig: '../../tsconfig.build.json',
    ...overrides,
  };
}
