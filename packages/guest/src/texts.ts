// The guest pages' text table: English (texts.en.ts) and German (texts.de.ts, fetched when asked for) joined by defineTexts; the
// English table and its type are re-exported here, where the package's code and index import them.
import { defineTexts } from '@greenroom/core';
import { guestTexts, type GuestTexts } from './texts.en';

export { guestTexts, type GuestTexts };

/**
 * The guest pages' text table: English, German, and a host's overrides under `guest`.
 * @example
 * const texts = useTexts(guestTextTable);
 * return <h2>{texts.join.addToCalendar}</h2>;
 * // a host: <GuestProvider api={api} locale="de" texts={{ guest: { join: { joinNow: 'Eintreten' } } }}>
 */
export const guestTextTable = defineTexts<GuestTexts>('guest', guestTexts, {
  de: () => import('./texts.de').then((module) => module.guestTextsDe),
});

declare module '@greenroom/core' {
  interface GreenroomTexts {
    guest: GuestTexts;
  }
}
