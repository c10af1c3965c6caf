import { addressParts, type AddressType, type IntakeField, type IntakeFieldName, type RegistrationData, type RegistrationFieldKey } from '@greenroom/core';

/** One field of the sign-up form: its key in `registrationData` and whether the booking requires it. */
export interface SignUpField {
  key: RegistrationFieldKey;
  required: boolean;
  /** 'email' and 'tel' fields get their input type and keyboard on a phone. */
  kind: 'text' | 'email' | 'tel';
  autoComplete: string;
}

const PERSON: { key: RegistrationFieldKey; name: IntakeFieldName; kind: SignUpField['kind']; autoComplete: string }[] = [
  { key: 'firstName', name: 'First Name', kind: 'text', autoComplete: 'given-name' },
  { key: 'lastName', name: 'Last Name', kind: 'text', autoComplete: 'family-name' },
  { key: 'company', name: 'Company', kind: 'text', autoComplete: 'organization' },
  { key: 'emailAddress', name: 'Email', kind: 'email', autoComplete: 'email' },
  { key: 'phone', name: 'Phone', kind: 'tel', autoComplete: 'tel' },
];

const ADDRESS_AUTOCOMPLETE: Partial<Record<RegistrationFieldKey, string>> = {
  addressLine1: 'address-line1',
  addressLine2: 'address-line2',
  city: 'address-level2',
  state: 'address-level1',
  stateProvinceRegion: 'address-level1',
  zipCode: 'postal-code',
  zipPostalCode: 'postal-code',
  country: 'country-name',
};

/**
 * The visible fields of a booking's sign-up form in their fixed order, the address as the
 * booking's type (US or international; line 2 never required).
 * @example signUpFields(form.intakeFields, 'US').map((field) => field.key) // ['firstName', …, 'zipCode']
 */
export function signUpFields(intakeFields: readonly IntakeField[], addressType: AddressType): SignUpField[] {
  const setting = (name: IntakeFieldName) => intakeFields.find((field) => field.name === name) ?? { visible: true, mandatory: false };
  const fields: SignUpField[] = PERSON.filter((field) => setting(field.name).visible).map((field) => ({
    key: field.key,
    required: setting(field.name).mandatory,
    kind: field.kind,
    autoComplete: field.autoComplete,
  }));
  const address = setting('Address');
  if (!address.visible) return fields;
  return [
    ...fields,
    ...addressParts(addressType).map((key) => ({ key, required: address.mandatory && key !== 'addressLine2', kind: 'text' as const, autoComplete: ADDRESS_AUTOCOMPLETE[key] ?? 'on' })),
  ];
}

/**
 * An empty sign-up: every person field and the address parts of the booking's type, blank.
 * @example emptySignUp('US').address // { addressLine1: '', addressLine2: '', city: '', state: '', zipCode: '' }
 */
export function emptySignUp(addressType: AddressType): RegistrationData {
  const address = Object.fromEntries(addressParts(addressType).map((part) => [part, '']));
  return { firstName: '', lastName: '', company: '', emailAddress: '', phone: '', address: address as unknown as RegistrationData['address'] };
}

const PERSON_KEYS = new Set<string>(PERSON.map((field) => field.key));

/** A field's value in a draft. @example valueOf(draft, 'city') // 'Austin' */
export function valueOf(draft: RegistrationData, key: RegistrationFieldKey): string {
  if (PERSON_KEYS.has(key)) return draft[key as keyof Omit<RegistrationData, 'address'>];
  return (draft.address as unknown as Record<string, string>)[key] ?? '';
}

/** The draft with one field changed. @example withValue(draft, 'city', 'Austin') */
export function withValue(draft: RegistrationData, key: RegistrationFieldKey, value: string): RegistrationData {
  if (PERSON_KEYS.has(key)) return { ...draft, [key]: value };
  return { ...draft, address: { ...draft.address, [key]: value } };
}
