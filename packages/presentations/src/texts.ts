// The presentations text table: English (texts.en.ts) and German (texts.de.ts, fetched when asked for) joined by defineTexts; the
// English table and its type are re-exported here, where the package's code and index import them.
import { defineTexts } from '@greenroom/core';
import { presentationTexts, type PresentationTexts } from './texts.en';

export { presentationTexts, type PresentationTexts };

/**
 * The Presentations tab's text table ('presentations'): English, German, and what a host overrides
 * through `texts={{ presentations: { … } }}`.
 * @example
 * const texts = useTexts(presentationsTextTable);
 * texts.newButton // 'NEW', or 'NEU' in German
 */
export const presentationsTextTable = defineTexts<PresentationTexts>('presentations', presentationTexts, {
  de: () => import('./texts.de').then((module) => module.presentationTextsDe),
});

declare module '@greenroom/core' {
  interface GreenroomTexts {
    presentations: PresentationTexts;
  }
}
