import type { Address, AddressType } from '../entities';
import { guestListColumnOf } from '../csv/guestList';
import { addressParts, messages, validateRegistrationRow, type RegistrationRowFieldKey } from '../validation';
import type { FormRules } from './registrationInput';

/**
 * A field of ours a column of a guest file can fill: the person fields and address parts as a bulk
 * row names them (first, last, email, …, the parts of either address type), Brand, and the guest's
 * language and time zone (issue 27; optional columns the upload template does not have).
 * @example const field: ImportField = 'email'
 */
export type ImportField = RegistrationRowFieldKey | 'brand' | GuestPreferenceField;

/**
 * The guest's own settings a file may carry besides the template's columns (issue 27): mail and
 * .ics use them. Never required; a file without them leaves them as they are.
 * @example const field: GuestPreferenceField = 'language'
 */
export type GuestPreferenceField = 'language' | 'timeZone';

/** The preference fields, in the order the mapping lists them (after the template's own). */
const PREFERENCE_FIELDS: readonly GuestPreferenceField[] = ['language', 'timeZone'];

/** The header our own exports would give a preference field (not a guess when a file uses it). */
const PREFERENCE_COLUMNS: Record<GuestPreferenceField, string> = { language: 'Language', timeZone: 'Time Zone' };

/**
 * Which column of the file fills each field of ours (the header as the file spells it); a field
 * without an entry stays empty.
 * @example { first: 'First Name', last: 'Last Name', email: 'E-mail Address', company: 'Company' }
 */
export type ImportColumnMapping = Partial<Record<ImportField, string>>;

/**
 * The column mapping found for a file's header row, and whether the producer should look at it.
 * @example mapImportColumns(outlookHeaders, rules).guessed // ['company', 'phone', 'addressLine1', …]
 */
export interface ImportColumnPlan {
  mapping: ImportColumnMapping;
  /** Fields filled from a column that is not the upload template's own (Outlook's 'Company'). */
  guessed: ImportField[];
  /** Fields the booking's form requires that no column fills: the producer must map them. */
  missing: ImportField[];
  /** Columns of the file no field uses (ignored unless the producer maps them). */
  unused: string[];
  /**
   * True when the producer should check the mapping before the preview: a required field is
   * missing, a column was guessed, or the file has unused columns while a field of ours is empty.
   */
  needsReview: boolean;
}

/**
 * Our fields for an address type, in the upload template's order, then the guest's language and
 * time zone (columns the template does not have).
 * @example IMPORT_FIELDS.US.slice(-3) // ['brand', 'language', 'timeZone']
 */
export const IMPORT_FIELDS: Readonly<Record<AddressType, readonly ImportField[]>> = {
  US: ['first', 'last', 'company', 'email', 'phone', ...(addressParts('US') as ImportField[]), 'brand', ...PREFERENCE_FIELDS],
  international: ['first', 'last', 'company', 'email', 'phone', ...(addressParts('international') as ImportField[]), 'brand', ...PREFERENCE_FIELDS],
};

/**
 * The fields a file can fill for an address type, in the upload template's order.
 * @example importFieldsOf('international').includes('country') // true
 */
export function importFieldsOf(addressType: AddressType): readonly ImportField[] {
  return IMPORT_FIELDS[addressType];
}

/**
 * A header as it is compared: lower case, without spaces and punctuation ('E-mail Address' and
 * 'email address' are the same column).
 * @example importColumnKey(' E-mail  Address ') // 'emailaddress'
 */
export function importColumnKey(header: string): string {
  return header.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * The fields the booking's form requires (mandatory visible intake fields; line 2 of an address
 * never): the ones core's form rule calls 'Required' when left blank.
 * @example requiredImportFields({ intakeFields: defaultIntakeFields(), addressType: 'US' }) // ['first']
 */
export function requiredImportFields(rules: FormRules): ImportField[] {
  const blank = Object.fromEntries(addressParts(rules.addressType).map((part) => [part, ''])) as unknown as Address;
  const errors = validateRegistrationRow({ first: '', last: '', email: '', company: '', phone: '', address: blank }, rules);
  return importFieldsOf(rules.addressType).filter((field) => field !== 'brand' && errors[field as RegistrationRowFieldKey] === messages.required);
}

/** The header of our template (or, for the language and time zone, of our own naming) for a field. */
function templateColumnOf(field: ImportField): string {
  return field === 'language' || field === 'timeZone' ? PREFERENCE_COLUMNS[field] : guestListColumnOf(field);
}

type PersonField = 'first' | 'last' | 'company' | 'email' | 'phone' | 'brand' | GuestPreferenceField;
type AddressConcept = 'addressLine1' | 'addressLine2' | 'city' | 'state' | 'zip' | 'country';

/**
 * Headers of our template and of common exports (Outlook, Google Contacts, Eventbrite, Zoom
 * registrants) for the person fields, most specific first.
 */
const PERSON_ALIASES: Record<PersonField, readonly string[]> = {
  first: ['First Name', 'Given Name', 'First', 'Firstname', 'Forename', 'Attendee First Name', 'Buyer First Name', 'Vorname'],
  last: ['Last Name', 'Family Name', 'Surname', 'Last', 'Lastname', 'Attendee Last Name', 'Buyer Last Name', 'Nachname'],
  company: ['Company Name', 'Company', 'Organization', 'Organization Name', 'Organization 1 - Name', 'Organisation', 'Business Name', 'Employer', 'Firma'],
  email: ['Email Address', 'Email', 'E-mail 1 - Value', 'Email 1 - Value', 'Attendee Email', 'Buyer Email', 'Primary Email', 'Mail', 'E-Mail-Adresse'],
  phone: [
    'Phone Number',
    'Phone',
    'Mobile Phone',
    'Mobile',
    'Cell Phone',
    'Cell',
    'Primary Phone',
    'Phone 1 - Value',
    'Business Phone',
    'Work Phone',
    'Home Phone',
    'Telephone',
    'Telefon',
  ],
  brand: ['Brand'],
  language: ['Language', 'Preferred Language', 'Sprache', 'Locale'],
  timeZone: ['Time Zone', 'Timezone', 'Zeitzone'],
};

/**
 * Address columns come in groups (Outlook's Business, Home and Other; Eventbrite's Work and Home;
 * Google's 'Address 1 - …'); all parts are taken from one group, so a street never meets another
 * address's city.
 */
const ADDRESS_GROUPS: readonly Partial<Record<AddressConcept, readonly string[]>>[] = [
  {
    addressLine1: ['Address Line 1', 'Address', 'Address 1', 'Street', 'Street Address'],
    addressLine2: ['Address Line 2', 'Address 2'],
    city: ['City', 'Town'],
    state: ['State', 'State/Province/Region', 'State/Province', 'Province', 'Region'],
    zip: ['Zip Code', 'Zip/Postal Code', 'Zip', 'Postal Code', 'Postcode'],
    country: ['Country', 'Country/Region'],
  },
  google('Address 1 - '),
  outlook('Business'),
  eventbrite('Work'),
  eventbrite('Home'),
  outlook('Home'),
  outlook('Other'),
  eventbrite('Billing'),
];

function outlook(prefix: string): Partial<Record<AddressConcept, readonly string[]>> {
  return {
    addressLine1: [`${prefix} Street`],
    addressLine2: [`${prefix} Street 2`],
    city: [`${prefix} City`],
    state: [`${prefix} State`],
    zip: [`${prefix} Postal Code`],
    country: [`${prefix} Country/Region`, `${prefix} Country`],
  };
}

function eventbrite(prefix: string): Partial<Record<AddressConcept, readonly string[]>> {
  return {
    addressLine1: [`${prefix} Address 1`],
    addressLine2: [`${prefix} Address 2`],
    city: [`${prefix} City`],
    state: [`${prefix} State`],
    zip: [`${prefix} Zip`],
    country: [`${prefix} Country`],
  };
}

function google(prefix: string): Partial<Record<AddressConcept, readonly string[]>> {
  return {
    addressLine1: [`${prefix}Street`],
    addressLine2: [`${prefix}Extended Address`],
    city: [`${prefix}City`],
    state: [`${prefix}Region`],
    zip: [`${prefix}Postal Code`],
    country: [`${prefix}Country`],
  };
}

/** The address concept each field of an address type stands for. */
const CONCEPT_OF: Record<string, AddressConcept> = {
  addressLine1: 'addressLine1',
  addressLine2: 'addressLine2',
  city: 'city',
  state: 'state',
  stateProvinceRegion: 'state',
  zipCode: 'zip',
  zipPostalCode: 'zip',
  country: 'country',
};

/** How many rows have a value in a column (0 without rows). */
function filled(column: string, rows: readonly Record<string, string>[]): number {
  return rows.reduce((count, row) => count + ((row[column] ?? '').trim() === '' ? 0 : 1), 0);
}

/**
 * Map a guest file's columns to our fields: our template's headers, and the headers of Outlook,
 * Google Contacts, Eventbrite and Zoom registrant exports, compared without case, spaces and
 * punctuation; unknown columns are ignored. Address parts come from one address group (the one
 * with the most filled cells in `rows`, else the first the file has: plain, Google, Business, Work,
 * Home, Other). The guest's language comes from a 'Language', 'Preferred Language', 'Sprache' or
 * 'Locale' column, the time zone from 'Time Zone', 'Timezone' or 'Zeitzone' (never required; their
 * absence alone asks for no review). Says which fields were guessed (not the template's own header,
 * 'Language' and 'Time Zone' for the two others), which required fields no column fills, and
 * whether the producer should review the mapping.
 * @example
 * const plan = mapImportColumns(['First Name', 'Middle Name', 'Last Name', 'E-mail Address', 'Company'], { intakeFields, addressType: 'US' });
 * plan.mapping // { first: 'First Name', last: 'Last Name', company: 'Company', email: 'E-mail Address' }
 * plan.needsReview // true ('Company' was guessed)
 */
export function mapImportColumns(headers: readonly string[], rules: FormRules, rows: readonly Record<string, string>[] = []): ImportColumnPlan {
  const byKey = new Map<string, string>();
  for (const header of headers) {
    const key = importColumnKey(header);
    if (key !== '' && !byKey.has(key)) byKey.set(key, header);
  }
  const used = new Set<string>();
  const find = (aliases: readonly string[] = []): string | undefined => {
    for (const alias of aliases) {
      const column = byKey.get(importColumnKey(alias));
      if (column !== undefined && !used.has(column)) return column;
    }
    return undefined;
  };

  const mapping: ImportColumnMapping = {};
  const assign = (field: ImportField, column: string | undefined) => {
    if (column === undefined) return;
    mapping[field] = column;
    used.add(column);
  };
  for (const field of ['first', 'last', 'email', 'company', 'phone', 'brand', ...PREFERENCE_FIELDS] as const) assign(field, find(PERSON_ALIASES[field]));

  const fields = importFieldsOf(rules.addressType);
  const addressFields = fields.filter((field) => field in CONCEPT_OF);
  const groupColumns = ADDRESS_GROUPS.map((group) => addressFields.map((field) => find(group[CONCEPT_OF[field]])));
  const present = groupColumns.filter((columns) => columns.some((column) => column !== undefined));
  const score = (columns: (string | undefined)[]) => columns.reduce((sum, column) => sum + (column ? filled(column, rows) : 0), 0);
  const best = present.reduce<(string | undefined)[] | undefined>((chosen, columns) => (chosen === undefined || score(columns) > score(chosen) ? columns : chosen), undefined);
  addressFields.forEach((field, index) => assign(field, best?.[index]));

  const ordered = fields.filter((field) => mapping[field] !== undefined);
  const guessed = ordered.filter((field) => importColumnKey(mapping[field] as string) !== importColumnKey(templateColumnOf(field)));
  const missing = requiredImportFields(rules).filter((field) => mapping[field] === undefined);
  const unused = headers.filter((header) => !used.has(header) && importColumnKey(header) !== '');
  // Only the template's fields count as empty: a file without a language column is no reason to ask.
  const templateFields = fields.filter((field) => !(PREFERENCE_FIELDS as readonly ImportField[]).includes(field));
  const needsReview = missing.length > 0 || guessed.length > 0 || (unused.length > 0 && templateFields.some((field) => mapping[field] === undefined));
  return { mapping, guessed, missing, unused, needsReview };
}
