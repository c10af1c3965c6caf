import { defineConfig } from 'tsup';
import { libraryConfig } from '../../scripts/tsup.base';

/** The embeddable panels: one entry (and one subpath export) each, so a page that embeds one panel does not download the others. */
const panels = ['list', 'editor', 'overview', 'guests', 'presenters', 'registration', 'messages', 'attendees', 'email'];

export default defineConfig(libraryConfig({ entry: ['src/index.ts', ...panels.map((panel) => `src/${panel}.ts`)] }));
