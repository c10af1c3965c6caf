import { defineConfig } from 'tsup';
import { libraryConfig } from '../../scripts/tsup.base';

// The server is a Node ESM program: one format, its dependencies stay external,
// and @greenroom/core (types and pure helpers only) is bundled in.
export default defineConfig(
  libraryConfig({
    entry: ['src/index.ts', 'src/cli.ts'],
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    noExternal: ['@greenroom/core'],
  }),
);
