import { defineConfig } from 'tsup';
import { libraryConfig } from '../../scripts/tsup.base';

/** The embeddable pages: one entry (and one subpath export) each, so a partner page that embeds one does not download the other. */
const pages = ['join', 'sign-up'];

export default defineConfig(libraryConfig({ entry: ['src/index.ts', ...pages.map((page) => `src/${page}.ts`)] }));
