import Papa from 'papaparse';
import { FORMULA_START, neutralizeFormula } from './formula';

/**
 * A cell of an exported CSV; null and undefined are written as empty.
 * @example const row: CsvCell[] = ['Ada', 3, true, null]
 */
export type CsvCell = string | number | boolean | null | undefined;

/**
 * Byte order mark that makes spreadsheet programs read the file as UTF-8.
 * @example toCsv(headers, rows).startsWith(UTF8_BOM) // true
 */
export const UTF8_BOM = '\uFEFF';

/**
 * CSV text for download that is safe to open in a spreadsheet: UTF-8 BOM first, CRLF line ends,
 * every record (the last too) ended by CRLF, RFC 4180 quoting where needed, and a leading ' on text
 * cells starting with = + - @ tab or CR, line breaks or not, so they are not run as formulas (core's
 * one rule, `neutralizeFormula`; such cells are always quoted). Throws a RangeError when a row does
 * not have one cell per header.
 * @example toCsv(['Name', 'Note'], [['Ada', '=SUM(A1)']]) // '\uFEFFName,Note\r\nAda,"\'=SUM(A1)"\r\n'
 */
export function toCsv(headers: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  rows.forEach((row, index) => {
    if (row.length !== headers.length) {
      throw new RangeError(`CSV row ${index + 1} has ${row.length} cells, expected ${headers.length}`);
    }
  });
  const escaped = rows.map((row) => row.map((cell) => (cell === undefined ? null : neutralizeFormula(cell))));
  const body = Papa.unparse(
    { fields: [...headers], data: escaped },
    // Escaped cells (they start with ') are quoted, as papaparse's own escaping did.
    { newline: '\r\n', escapeFormulae: false, quotes: isEscapedFormula },
  );
  // Every record ends with CRLF (papaparse adds one only after a header without rows).
  return `${UTF8_BOM}${body.replace(/\r\n$/, '')}\r\n`;
}

/** A cell {@link neutralizeFormula} prefixed with '. */
function isEscapedFormula(value: unknown): boolean {
  return typeof value === 'string' && value.startsWith("'") && FORMULA_START.test(value.slice(1));
}

/**
 * Download name '<booking name>-<suffix>.csv', e.g. the guest list ('guest-list') and attendance
 * ('attendees') exports. Characters file systems refuse (/ \ : * ? " < > | and control
 * characters) become '_'; a blank name becomes 'booking'.
 * @example csvFileName('Launch Party', 'guest-list') // 'Launch Party-guest-list.csv'
 * @example csvFileName('Q3/Q4 Review', 'attendees') // 'Q3_Q4 Review-attendees.csv'
 */
export function csvFileName(bookingName: string, suffix: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are not allowed in file names
  const safe = bookingName.replace(/[/\\:*?"<>|\u0000-\u001f\u007f]/g, '_').trim();
  return `${safe === '' ? 'booking' : safe}-${suffix}.csv`;
}
