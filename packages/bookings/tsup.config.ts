import { defineConfig } from 'tsup';
import { libraryConfig } from '../../scripts/tsup.base';

// One entry per embeddable panel, so a page that embeds one panel does not download the others.
export default defineConfig(libraryConfig({ entry: ['src/index.ts', 'src/list.ts', 'src/editor.ts', 'src/overview.ts'] }));
