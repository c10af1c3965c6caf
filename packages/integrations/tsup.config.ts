import { defineConfig } from 'tsup';
import { libraryConfig } from '../../scripts/tsup.base';

/** The embeddable panels: one entry (and one subpath export) each, so a page that embeds one panel does not download the other. */
const panels = ['api-keys', 'webhooks'];

export default defineConfig(libraryConfig({ entry: ['src/index.ts', ...panels.map((panel) => `src/${panel}.ts`)] }));
