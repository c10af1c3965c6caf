import { existsSync, readdirSync } from 'node:fs';
import { defineConfig } from 'tsup';
import { libraryConfig } from '../../scripts/tsup.base';

// One module per component folder (dist/<Folder>/index.js and shared chunks) behind dist/index.js,
// so a partner's bundler drops every folder a page does not use (`sideEffects: false`), its
// styled parts' declarations included: in a single index.js every `styled.x` call stays,
// since no bundler can prove a tagged template pure. Only "." is exported; declarations as before.
const folders = readdirSync('src').filter((name) => name !== 'testing' && existsSync(`src/${name}/index.ts`));

export default defineConfig(
  libraryConfig({
    entry: ['src/index.ts', ...folders.map((name) => `src/${name}/index.ts`)],
    splitting: true,
    clientEntries: ['src/index.ts'],
    declarationEntries: ['src/index.ts'],
  }),
);
