import type { AddressType, RegistrationRow } from '../entities';
import type { ImportColumnMapping } from '../rules/importColumns';
import { guestRowFromCells } from './guestList';
import type { CsvRow } from './parse';

/** Google Contacts writes several values of one field into one cell, joined by ' ::: '. */
const MULTI_VALUE = ' ::: ';

/**
 * The bulk-import rows of a parsed guest file through a column mapping (see mapImportColumns):
 * each field of ours read from its column (the first value of a Google multi-value cell), a field
 * without a column left empty; trimmed, phone masked, Brand parsed as the template's; Language and
 * Time Zone only when their column is mapped.
 * @example
 * mappedGuestRows([{ 'E-mail Address': 'ada@example.com', 'First Name': 'Ada' }], { first: 'First Name', email: 'E-mail Address' }, 'US')[0].email
 * // 'ada@example.com'
 */
export function mappedGuestRows(rows: readonly CsvRow[], mapping: ImportColumnMapping, addressType: AddressType): RegistrationRow[] {
  const cell = (row: CsvRow, column: string | undefined) => (column === undefined ? '' : (row[column] ?? '')).split(MULTI_VALUE)[0];
  return rows.map((row) => {
    const person = guestRowFromCells((field) => cell(row, mapping[field as keyof ImportColumnMapping]), addressType);
    // The guest's language and zone only from a mapped column, as the file spells them (planGuestImport
    // normalises them and names a bad one); without the column a stored guest keeps its own.
    const language = mapping.language === undefined ? {} : { language: cell(row, mapping.language).trim() };
    const timeZone = mapping.timeZone === undefined ? {} : { timeZone: cell(row, mapping.timeZone).trim() };
    return { ...person, ...language, ...timeZone };
  });
}
