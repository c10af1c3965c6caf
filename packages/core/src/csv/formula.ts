/**
 * Text a spreadsheet would run as a formula: it starts with = + - @, a tab or a carriage return,
 * whatever follows (line breaks and U+2028 included: the test looks only at the first character,
 * unlike papaparse's own `/^[=+\-@\t\r].*$/`, whose `.` stops at a line break, issue 32 §8).
 * The one formula rule of every CSV export (`toCsv`).
 * @example FORMULA_START.test('=1+1\nsecond line') // true
 * @example FORMULA_START.test('safe = 1') // false
 */
export const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell value as an export writes it: text that {@link FORMULA_START} matches gets a leading `'`
 * so spreadsheets show it as text; numbers, booleans and other text stay as they are.
 * @example neutralizeFormula('=HYPERLINK("http://evil")') // "'=HYPERLINK(\"http://evil\")"
 * @example neutralizeFormula(-5) // -5
 */
export function neutralizeFormula<T>(value: T): T | string {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}
