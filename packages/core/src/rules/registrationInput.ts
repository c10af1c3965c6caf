import type { Address, AddressType, BulkRowError, IntakeField, InternationalAddress, RegistrationData, USAddress } from '../entities';
import { addressParts, hasFieldErrors, normalizePhone, validateRegistrationRow } from '../validation';

/** The person fields of a POST/PUT /registration or /presenter body and of a bulk-import row. */
export interface PersonFields {
  first: string;
  last: string;
  email: string;
  company: string;
  phone: string;
  /** Either address form, parts possibly missing (missing parts are stored empty). */
  address: Partial<USAddress & InternationalAddress>;
}

/** One bulk-import row: the person fields and the two flags. */
export interface RowFields extends PersonFields {
  brand: boolean;
  allowEarlyAccess: boolean;
}

/** A booking's form settings: its intake fields and address type. */
export interface FormRules {
  intakeFields: readonly IntakeField[];
  addressType: AddressType;
}

/** Most rows one bulk import may carry. */
export const MAX_BULK_ROWS = 10_000;

function clean(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * The address as stored: exactly the parts of the booking's address type, trimmed, missing ones
 * empty (parts of the other type are dropped).
 * @example normalizeAddress({ addressLine1: ' 1 Main ', country: 'UK' }, 'US')
 * // { addressLine1: '1 Main', addressLine2: '', city: '', state: '', zipCode: '' }
 */
export function normalizeAddress(address: unknown, addressType: AddressType): Address {
  const given = typeof address === 'object' && address !== null ? (address as Record<string, unknown>) : {};
  const result: Record<string, string> = {};
  for (const part of addressParts(addressType)) result[part] = clean(given[part]);
  return result as unknown as Address;
}

/**
 * The person fields as stored: trimmed, the phone put in the (999) 999-9999 mask when it has 10
 * digits, the address reduced to the booking's address type.
 * @example toRegistrationData({ first: ' Ada ', last: 'L', email: '', company: '', phone: '5551234567', address: {} }, 'US').phone
 * // '(555) 123-4567'
 */
export function toRegistrationData(person: PersonFields, addressType: AddressType): RegistrationData {
  return {
    firstName: clean(person.first),
    lastName: clean(person.last),
    company: clean(person.company),
    emailAddress: clean(person.email),
    phone: normalizePhone(clean(person.phone)),
    address: normalizeAddress(person.address, addressType),
  };
}

/** A checked person: the data to store, or the field errors (keyed first, last, email, …). */
export type CheckedPerson = { ok: true; data: RegistrationData } | { ok: false; fieldErrors: Record<string, string> };

/**
 * Check the person fields with core's attendee/presenter form rules (mandatory visible intake
 * fields, email format, phone mask, maximum lengths, the address of the booking's type) and
 * answer the data to store.
 * @example
 * checkPerson({ first: '', last: '', email: 'x', company: '', phone: '', address: {} }, rules)
 * // { ok: false, fieldErrors: { first: 'Required', email: 'Email must be a valid email address' } }
 */
export function checkPerson(person: PersonFields, rules: FormRules): CheckedPerson {
  const data = toRegistrationData(person, rules.addressType);
  const errors = validateRegistrationRow(
    { first: data.firstName, last: data.lastName, email: data.emailAddress, company: data.company, phone: data.phone, address: data.address },
    rules,
  );
  if (hasFieldErrors(errors)) return { ok: false, fieldErrors: errors as Record<string, string> };
  return { ok: true, data };
}

/** A checked bulk import: every row's data, or every bad row's errors (row is 0-based). */
export type CheckedRows =
  | { ok: true; rows: { data: RegistrationData; brand: boolean; allowEarlyAccess: boolean }[] }
  | BulkRefusal;

/** A refused bulk import as both backends answer it (BulkImportResult's failure). */
export interface BulkRefusal {
  ok: false;
  /** '2 of 4 rows are invalid; nothing was imported.' */
  message: string;
  errors: BulkRowError[];
}

/**
 * Check every row of a bulk import; any bad row makes the whole import bad, answered as a
 * {@link BulkRefusal} naming every bad row.
 * @example
 * const checked = checkBulkRows(rows, rules);
 * if (!checked.ok) reply.code(400).send(checked);
 */
export function checkBulkRows(rows: readonly RowFields[], rules: FormRules): CheckedRows {
  const errors: BulkRowError[] = [];
  const good: { data: RegistrationData; brand: boolean; allowEarlyAccess: boolean }[] = [];
  rows.forEach((row, index) => {
    const checked = checkPerson(row, rules);
    if (checked.ok) good.push({ data: checked.data, brand: row.brand === true, allowEarlyAccess: row.allowEarlyAccess === true });
    else errors.push({ row: index, fieldErrors: checked.fieldErrors });
  });
  if (errors.length === 0) return { ok: true, rows: good };
  return { ok: false, message: `${errors.length} of ${rows.length} rows are invalid; nothing was imported.`, errors };
}
