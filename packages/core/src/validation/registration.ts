import type { AddressType, IntakeField, IntakeFieldName, RegistrationData, RegistrationInput } from '../entities';
import { validateEmail } from './email';
import type { FieldErrors } from './fieldErrors';
import { messages } from './messages';
import { validatePhone } from './phone';
import { isBlank, validateMaxLength, type TextValue } from './text';

export { intakeHelperText } from './intakeHelperText';

/**
 * Max lengths of the attendee/presenter form (docs/reference/bookings.md §5).
 * @example REGISTRATION_MAX_LENGTHS.zipCode // 5
 */
export const REGISTRATION_MAX_LENGTHS = {
  firstName: 50,
  lastName: 50,
  company: 50,
  emailAddress: 50,
  city: 50,
  addressLine1: 250,
  addressLine2: 250,
  state: 100,
  stateProvinceRegion: 100,
  country: 100,
  zipPostalCode: 10,
  zipCode: 5,
} as const;

/**
 * The six intake fields in their fixed order with their defaults: First Name mandatory, all visible.
 * @example validateRegistrationForm(values, { intakeFields: booking.intakeFields ?? DEFAULT_INTAKE_FIELDS, addressType: 'US' })
 */
export const DEFAULT_INTAKE_FIELDS: readonly IntakeField[] = [
  { name: 'First Name', visible: true, mandatory: true },
  { name: 'Last Name', visible: true, mandatory: false },
  { name: 'Company', visible: true, mandatory: false },
  { name: 'Email', visible: true, mandatory: false },
  { name: 'Phone', visible: true, mandatory: false },
  { name: 'Address', visible: true, mandatory: false, type: 'US' },
];

/**
 * Field keys of the attendee/presenter form, address parts flattened.
 * @example const key: RegistrationFieldKey = 'zipCode'
 */
export type RegistrationFieldKey =
  | 'firstName'
  | 'lastName'
  | 'company'
  | 'emailAddress'
  | 'phone'
  | 'addressLine1'
  | 'addressLine2'
  | 'city'
  | 'state'
  | 'zipCode'
  | 'stateProvinceRegion'
  | 'zipPostalCode'
  | 'country';

/**
 * Booking settings the form is validated against.
 * @example const rules: RegistrationRules = { intakeFields: booking.intakeFields, addressType: 'international' }
 */
export interface RegistrationRules {
  intakeFields: readonly IntakeField[];
  addressType: AddressType;
}

const US_ADDRESS_PARTS = ['addressLine1', 'addressLine2', 'city', 'state', 'zipCode'] as const;
const INTERNATIONAL_ADDRESS_PARTS = [
  'addressLine1',
  'addressLine2',
  'city',
  'stateProvinceRegion',
  'zipPostalCode',
  'country',
] as const;

/**
 * The address parts of an address type, in form/CSV order.
 * @example addressParts('US') // ['addressLine1', 'addressLine2', 'city', 'state', 'zipCode']
 */
export function addressParts(addressType: AddressType): readonly RegistrationFieldKey[] {
  return addressType === 'US' ? US_ADDRESS_PARTS : INTERNATIONAL_ADDRESS_PARTS;
}

function intakeSetting(fields: readonly IntakeField[], name: IntakeFieldName): { visible: boolean; mandatory: boolean } {
  const field = fields.find((candidate) => candidate.name === name) ??
    DEFAULT_INTAKE_FIELDS.find((candidate) => candidate.name === name);
  return { visible: field?.visible ?? true, mandatory: field?.mandatory ?? false };
}

function isRequired(fields: readonly IntakeField[], name: IntakeFieldName): boolean {
  const setting = intakeSetting(fields, name);
  return setting.visible && setting.mandatory;
}

function firstError(...results: (string | null)[]): string | null {
  return results.find((result) => result !== null) ?? null;
}

function readAddressPart(address: unknown, part: RegistrationFieldKey): string {
  if (typeof address !== 'object' || address === null) return '';
  const value = (address as Record<string, unknown>)[part];
  return typeof value === 'string' ? value : '';
}

/**
 * Attendee/presenter form (client and server): mandatory visible fields non-blank after trimming,
 * email valid when non-empty, phone filling the mask when non-empty, max lengths, and the address
 * parts of the booking's address type (line 2 is never mandatory).
 * @example
 * validateRegistrationForm(
 *   { firstName: '', lastName: 'L', company: '', emailAddress: 'ada@', phone: '', address: { addressLine1: '', addressLine2: '', city: '', state: '', zipCode: '123456' } },
 *   { intakeFields: DEFAULT_INTAKE_FIELDS, addressType: 'US' },
 * )
 * // { firstName: 'Required', emailAddress: 'Email must be a valid email address', zipCode: 'Must be at most 5 characters' }
 */
export function validateRegistrationForm(
  values: RegistrationData,
  rules: RegistrationRules,
): FieldErrors<RegistrationFieldKey> {
  const { intakeFields } = rules;
  const errors: FieldErrors<RegistrationFieldKey> = {};
  const textField = (key: RegistrationFieldKey, value: TextValue, required: boolean) => {
    const message = firstError(
      required && isBlank(value) ? messages.required : null,
      validateMaxLength(value, REGISTRATION_MAX_LENGTHS[key as keyof typeof REGISTRATION_MAX_LENGTHS] ?? Infinity),
    );
    if (message) errors[key] = message;
  };

  textField('firstName', values.firstName, isRequired(intakeFields, 'First Name'));
  textField('lastName', values.lastName, isRequired(intakeFields, 'Last Name'));
  textField('company', values.company, isRequired(intakeFields, 'Company'));

  const emailError = firstError(
    validateEmail(values.emailAddress, { required: isRequired(intakeFields, 'Email') }),
    validateMaxLength(values.emailAddress, REGISTRATION_MAX_LENGTHS.emailAddress),
  );
  if (emailError) errors.emailAddress = emailError;

  const phoneError = validatePhone(values.phone, { required: isRequired(intakeFields, 'Phone') });
  if (phoneError) errors.phone = phoneError;

  const addressRequired = isRequired(intakeFields, 'Address');
  for (const part of addressParts(rules.addressType)) {
    textField(part, readAddressPart(values.address, part), addressRequired && part !== 'addressLine2');
  }
  return errors;
}

/**
 * The person fields of POST /registration, as the bulk import sends them.
 * @example const row: RegistrationRowValues = { first: 'Ada', last: 'L', email: '', company: '', phone: '', address }
 */
export type RegistrationRowValues = Pick<RegistrationInput, 'first' | 'last' | 'email' | 'company' | 'phone' | 'address'>;

/**
 * Field keys of a registration row (RegistrationInput names, address parts flattened).
 * @example const key: RegistrationRowFieldKey = 'email'
 */
export type RegistrationRowFieldKey =
  | 'first'
  | 'last'
  | 'email'
  | 'company'
  | 'phone'
  | Exclude<RegistrationFieldKey, 'firstName' | 'lastName' | 'emailAddress' | 'company' | 'phone'>;

const ROW_KEY_BY_FORM_KEY: Record<RegistrationFieldKey, RegistrationRowFieldKey> = {
  firstName: 'first',
  lastName: 'last',
  emailAddress: 'email',
  company: 'company',
  phone: 'phone',
  addressLine1: 'addressLine1',
  addressLine2: 'addressLine2',
  city: 'city',
  state: 'state',
  zipCode: 'zipCode',
  stateProvinceRegion: 'stateProvinceRegion',
  zipPostalCode: 'zipPostalCode',
  country: 'country',
};

/**
 * The same rules as validateRegistrationForm on a POST /registration body or bulk-import row,
 * with errors keyed by its field names (first, last, email, …).
 * @example
 * validateRegistrationRow({ first: 'Ada', last: '', email: 'x', company: '', phone: '', address: { addressLine1: '', addressLine2: '', city: '', state: '', zipCode: '' } }, { intakeFields: DEFAULT_INTAKE_FIELDS, addressType: 'US' })
 * // { email: 'Email must be a valid email address' }
 */
export function validateRegistrationRow(
  row: RegistrationRowValues,
  rules: RegistrationRules,
): FieldErrors<RegistrationRowFieldKey> {
  const formErrors = validateRegistrationForm(
    {
      firstName: row.first,
      lastName: row.last,
      company: row.company,
      emailAddress: row.email,
      phone: row.phone,
      address: row.address,
    },
    rules,
  );
  const errors: FieldErrors<RegistrationRowFieldKey> = {};
  for (const [key, message] of Object.entries(formErrors) as [RegistrationFieldKey, string][]) {
    errors[ROW_KEY_BY_FORM_KEY[key]] = message;
  }
  return errors;
}
