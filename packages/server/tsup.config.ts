import { defineConfig } from 'tsup';
import { libraryConfig } from '../../scripts/tsup.base';

// The server is a Node ESM program: one format, every dependency external. From @greenroom/core it
// loads only the React-free `@greenroom/core/rules` entry at run time (types are erased).
export default defineConfig(
  libraryConfig({
    entry: ['src/index.ts', 'src/cli.ts'],
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    clientEntries: [],
  }),
);
