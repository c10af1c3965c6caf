import type { AddressType, BulkRowError, IntakeField, Registration, RegistrationRow } from '../entities';
import { messages } from '../validation/messages';
import { normalizePhone } from '../validation/phone';
import { validateRegistrationRow } from '../validation/registration';
import { parseCsv, type CsvRow } from './parse';
import { toCsv } from './write';

/**
 * File name of the upload template (docs/reference/bookings.md §9).
 * @example download(guestListTemplateCsv('US'), GUEST_LIST_TEMPLATE_FILE_NAME)
 */
export const GUEST_LIST_TEMPLATE_FILE_NAME = 'AttendeeUploadTemplate.csv';

const PERSON_HEADERS = [
  'First Name',
  'Last Name',
  'Company Name',
  'Email Address',
  'Phone Number',
  'Address Line 1',
  'Address Line 2',
  'City',
] as const;

/**
 * Columns of the guest-list CSV per address type, in template order.
 * @example GUEST_LIST_HEADERS.US.at(-1) // 'Brand'
 */
export const GUEST_LIST_HEADERS: Readonly<Record<AddressType, readonly string[]>> = {
  US: [...PERSON_HEADERS, 'State', 'Zip Code', 'Brand'],
  international: [...PERSON_HEADERS, 'State/Province/Region', 'Zip/Postal Code', 'Country', 'Brand'],
};

const COLUMN_OF_FIELD: Readonly<Record<string, string>> = {
  first: 'First Name',
  last: 'Last Name',
  company: 'Company Name',
  email: 'Email Address',
  phone: 'Phone Number',
  addressLine1: 'Address Line 1',
  addressLine2: 'Address Line 2',
  city: 'City',
  state: 'State',
  zipCode: 'Zip Code',
  stateProvinceRegion: 'State/Province/Region',
  zipPostalCode: 'Zip/Postal Code',
  country: 'Country',
};

/**
 * The CSV column of a row field key (as a bulk import's fieldErrors name them), so a preview can
 * say where a problem is; an unknown key is answered as is.
 * @example guestListColumnOf('email') // 'Email Address'
 */
export function guestListColumnOf(fieldKey: string): string {
  return COLUMN_OF_FIELD[fieldKey] ?? fieldKey;
}

/**
 * The line of the file a 0-based data row is on, as a spreadsheet numbers it (the header is line 1).
 * @example guestListLineOf(0) // 2
 */
export function guestListLineOf(row: number): number {
  return row + 2;
}

const BRAND_TRUE = new Set(['true', 'yes', 'True', 'Yes', 'TRUE']);

/**
 * The Brand column: true for true, yes, True, Yes or TRUE (spaces around ignored); anything else is false.
 * @example parseBrand('Yes') // true
 * @example parseBrand('YES') // false
 */
export function parseBrand(value: string | null | undefined): boolean {
  return BRAND_TRUE.has((value ?? '').trim());
}

/**
 * Outcome of parseGuestListCsv: rows ready for the bulk import, or the spec's parse message.
 * @example const result: GuestListParseResult = parseGuestListCsv(text, booking.addressType)
 */
export type GuestListParseResult = { ok: true; rows: RegistrationRow[] } | { ok: false; error: string };

/**
 * A row for the bulk import from its cells, each read by our field key (first, last, company,
 * email, phone, the address parts, brand): trimmed, the phone in its mask, Brand by parseBrand,
 * allowEarlyAccess false, the address parts of the address type.
 * @example guestRowFromCells((field) => (field === 'first' ? 'Ada' : ''), 'US').first // 'Ada'
 */
export function guestRowFromCells(read: (field: string) => string, addressType: AddressType): RegistrationRow {
  const cell = (field: string) => read(field).trim();
  const person = {
    first: cell('first'),
    last: cell('last'),
    company: cell('company'),
    email: cell('email'),
    phone: normalizePhone(cell('phone')),
    brand: parseBrand(read('brand')),
    allowEarlyAccess: false,
  };
  const line = { addressLine1: cell('addressLine1'), addressLine2: cell('addressLine2'), city: cell('city') };
  const address =
    addressType === 'US'
      ? { ...line, state: cell('state'), zipCode: cell('zipCode') }
      : { ...line, stateProvinceRegion: cell('stateProvinceRegion'), zipPostalCode: cell('zipPostalCode'), country: cell('country') };
  return { ...person, address };
}

function toRegistrationRow(row: CsvRow, addressType: AddressType): RegistrationRow {
  return guestRowFromCells((field) => row[field === 'brand' ? 'Brand' : guestListColumnOf(field)] ?? '', addressType);
}

/**
 * Parse an uploaded guest list for the booking's address type. Cells are trimmed, phone numbers of
 * 10 digits (or 11 starting with 1) are put in the (999) 999-9999 mask, Brand is read with
 * parseBrand, allowEarlyAccess is false. Any missing column or parse error gives the spec's
 * message. Rows are not checked against the intake rules: use validateGuestListRows for that.
 * @example
 * parseGuestListCsv(guestListTemplateCsv('US') + 'Ada,L,,ada@example.com,,,,,,,yes', 'US')
 * // { ok: true, rows: [{ first: 'Ada', last: 'L', email: 'ada@example.com', brand: true, … }] }
 */
export function parseGuestListCsv(text: string, addressType: AddressType): GuestListParseResult {
  const parsed = parseCsv(text, { requiredHeaders: GUEST_LIST_HEADERS[addressType] });
  if (!parsed.ok) return { ok: false, error: messages.guestCsvInvalid };
  return { ok: true, rows: parsed.rows.map((row) => toRegistrationRow(row, addressType)) };
}

/**
 * Check parsed guest rows against the booking's intake rules before anything is sent, so an
 * upload is all-or-nothing. Rows are 0-based (row 0 is the first line under the header).
 * @example validateGuestListRows(rows, { intakeFields: booking.intakeFields, addressType: 'US' }) // [] when all pass
 */
export function validateGuestListRows(
  rows: readonly RegistrationRow[],
  rules: { intakeFields: readonly IntakeField[]; addressType: AddressType },
): BulkRowError[] {
  const problems: BulkRowError[] = [];
  rows.forEach((row, index) => {
    const fieldErrors = validateRegistrationRow(row, rules);
    if (Object.keys(fieldErrors).length > 0) problems.push({ row: index, fieldErrors: fieldErrors as Record<string, string> });
  });
  return problems;
}

/**
 * The upload template (AttendeeUploadTemplate.csv): the header row of the address type.
 * @example guestListTemplateCsv('US') // '\uFEFFFirst Name,Last Name,Company Name,Email Address,Phone Number,Address Line 1,Address Line 2,City,State,Zip Code,Brand\r\n'
 */
export function guestListTemplateCsv(addressType: AddressType): string {
  return toCsv(GUEST_LIST_HEADERS[addressType], []);
}

function addressCell(address: unknown, part: string): string {
  if (typeof address !== 'object' || address === null) return '';
  const value = (address as Record<string, unknown>)[part];
  return typeof value === 'string' ? value : '';
}

/**
 * The guest list download ('<booking name>-guest-list.csv'), in the template's columns so it can be
 * edited and uploaded again.
 * @example guestListCsv(registrations, 'US').split('\r\n')[1] // 'Ada,Lovelace,,ada@example.com,(555) 123-4567,,,,,,true'
 */
export function guestListCsv(registrations: readonly Registration[], addressType: AddressType): string {
  const parts =
    addressType === 'US' ? ['state', 'zipCode'] : ['stateProvinceRegion', 'zipPostalCode', 'country'];
  return toCsv(
    GUEST_LIST_HEADERS[addressType],
    registrations.map(({ registrationData: data, brand }) => [
      data.firstName,
      data.lastName,
      data.company,
      data.emailAddress,
      data.phone,
      addressCell(data.address, 'addressLine1'),
      addressCell(data.address, 'addressLine2'),
      addressCell(data.address, 'city'),
      ...parts.map((part) => addressCell(data.address, part)),
      brand ? 'true' : 'false',
    ]),
  );
}

/**
 * The guest-list upload takes exactly one file, named .csv.
 * @example validateGuestListFiles([{ name: 'guests.xlsx' }]) // the spec's CSV parse message
 */
export function validateGuestListFiles(files: readonly { name: string }[]): string | null {
  return files.length === 1 && /\.csv$/i.test(files[0].name) ? null : messages.guestCsvInvalid;
}
