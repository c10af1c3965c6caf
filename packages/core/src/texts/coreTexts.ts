// Core's text table: English (coreTexts.en.ts) and German (coreTexts.de.ts, fetched when asked for) joined by defineTexts; the
// English table and its type are re-exported here, where core's code and index import them.
import { coreEnglish, type CoreTexts } from './coreTexts.en';
import { defineTexts } from './defineTexts';

export { coreEnglish, type CoreTexts };

/**
 * Core's text table (name 'core'): the validation messages and field hints, English and German.
 * @example
 * <PortalProvider {...portal} locale="de" texts={{ core: { required: 'Pflichtfeld' } }}>…</PortalProvider>
 */
export const coreTextTable = defineTexts<CoreTexts>('core', coreEnglish, {
  de: () => import('./coreTexts.de').then((module) => module.coreTextsDe),
});

declare module './TextsContext' {
  interface GreenroomTexts {
    core: CoreTexts;
  }
}
