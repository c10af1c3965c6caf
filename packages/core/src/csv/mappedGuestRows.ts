import type { AddressType, RegistrationRow } from '../entities';
import type { ImportColumnMapping } from '../rules/importColumns';
import { guestRowFromCells } from './guestList';
import type { CsvRow } from './parse';

/** Google Contacts writes several values of one field into one cell, joined by ' ::: '. */
const MULTI_VALUE = ' ::: ';

/**
 * The bulk-import rows of a parsed guest file through a column mapping (see mapImportColumns):
 * each field of ours read from its column (the first value of a Google multi-value cell), a field
 * without a column left empty; trimmed, phone masked, Brand parsed as the template's.
 * @example
 * mappedGuestRows([{ 'E-mail Address': 'ada@example.com', 'First Name': 'Ada' }], { first: 'First Name', email: 'E-mail Address' }, 'US')[0].email
 * // 'ada@example.com'
 */
export function mappedGuestRows(rows: readonly CsvRow[], mapping: ImportColumnMapping, addressType: AddressType): RegistrationRow[] {
  return rows.map((row) =>
    guestRowFromCells((field) => {
      const column = mapping[field as keyof ImportColumnMapping];
      const value = column === undefined ? '' : (row[column] ?? '');
      return value.split(MULTI_VALUE)[0];
    }, addressType),
  );
}
