// The ui text table: English (texts.en.ts) and German (texts.de.ts, fetched when asked for) joined by defineTexts; the
// English table and its type are re-exported here, where the package's code and index import them.
import { defineTexts } from '@greenroom/core';
import { uiTexts, type UiTexts } from './texts.en';

export { uiTexts, type UiTexts };

/**
 * The kit's text table: English, German, and a host's overrides under `ui`.
 * @example
 * const texts = useTexts(uiTextTable);
 * return <IconButton label={texts.dialog.close} onClick={onClose}><X /></IconButton>;
 * // a host: <GreenroomProvider locale="de" texts={{ ui: { dialog: { close: 'Zumachen' } } }} …>
 */
export const uiTextTable = defineTexts<UiTexts>('ui', uiTexts, {
  de: () => import('./texts.de').then((module) => module.uiTextsDe),
});

declare module '@greenroom/core' {
  interface GreenroomTexts {
    ui: UiTexts;
  }
}
