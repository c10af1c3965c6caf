export { type CsvRow, type CsvParseResult, type ParseCsvOptions, parseCsv, detectDelimiter } from './parse';
export { decodeCsvBytes } from './decode';
export { type CsvCell, UTF8_BOM, toCsv, csvFileName } from './write';
export { FORMULA_START, neutralizeFormula } from './formula';
export {
  GUEST_LIST_TEMPLATE_FILE_NAME,
  GUEST_LIST_HEADERS,
  parseBrand,
  type GuestListParseResult,
  parseGuestListCsv,
  validateGuestListRows,
  guestListTemplateCsv,
  guestListCsv,
  validateGuestListFiles,
  guestListColumnOf,
  guestListLineOf,
} from './guestList';
export { mappedGuestRows } from './mappedGuestRows';
export { attendanceCsvHeaders, attendanceCsv, QUESTIONS_CSV_HEADERS, questionsCsv } from './reports';
