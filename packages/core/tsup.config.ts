import { defineConfig } from 'tsup';
import { libraryConfig } from '../../scripts/tsup.base';

// Two entries: everything, and `rules` (validation, time, CSV) which is React-free for the server.
export default defineConfig(libraryConfig({ entry: ['src/index.ts', 'src/rules.ts'] }));
