// The calendars text table: English (texts.en.ts) and German (texts.de.ts, fetched when asked for) joined by defineTexts; the
// English table and its type are re-exported here, where the package's code and index import them.
import { defineTexts } from '@greenroom/core';
import { calendarTexts, type CalendarTexts } from './texts.en';

export { calendarTexts, type CalendarTexts };

/**
 * The Calendar tab's text table: English, German, and a host's overrides under `calendars`.
 * @example
 * const texts = useTexts(calendarTextTable);
 * return <Button>{texts.newButton}</Button>;
 * // a host: <PortalProvider locale="de" texts={{ calendars: { newButton: 'ANLEGEN' } }} …>
 */
export const calendarTextTable = defineTexts<CalendarTexts>('calendars', calendarTexts, {
  de: () => import('./texts.de').then((module) => module.calendarTextsDe),
});

declare module '@greenroom/core' {
  interface GreenroomTexts {
    calendars: CalendarTexts;
  }
}
