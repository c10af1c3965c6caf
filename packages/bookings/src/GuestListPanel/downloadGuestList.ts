import { addressTypeOf, csvFileName, guestListCsv, type Booking, type Registration } from '@greenroom/core';
import { saveFile } from '../data/download';

/**
 * Saves the guests as `<booking name>-guest-list.csv` in the template's columns for the booking's
 * address type. Its own module so the panel loads the CSV writer (papaparse) only on DOWNLOAD.
 * @example (await import('./downloadGuestList')).downloadGuestList(booking, rows);
 */
export function downloadGuestList(booking: Pick<Booking, 'name' | 'intakeFields'>, rows: readonly Registration[]): void {
  const csv = guestListCsv(rows, addressTypeOf(booking.intakeFields));
  saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), csvFileName(booking.name, 'guest-list'));
}
