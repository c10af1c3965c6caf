import { defineTexts } from './defineTexts';

/**
 * How dates and times are written: dayjs patterns, per locale (the English ones are the product
 * reference's, docs/reference/bookings.md §9).
 * @example formatInZone(iso, zone, useTexts(formatTexts).date) // '11/21/2026' or '21.11.2026'
 */
export const formatTexts = defineTexts(
  'formats',
  { date: 'MM/DD/YYYY', time: 'h:mm A', dateTime: 'MM/DD/YYYY h:mm A' },
  { de: { date: 'DD.MM.YYYY', time: 'HH:mm', dateTime: 'DD.MM.YYYY HH:mm' } },
);

declare module './TextsContext' {
  interface GreenroomTexts {
    formats: typeof formatTexts.english;
  }
}
