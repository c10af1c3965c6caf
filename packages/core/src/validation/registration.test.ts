import type { IntakeField, RegistrationData } from '../entities';
import { isValidEmail, validateEmail, validateInviteEmail } from './email';
import { formatPhone, normalizePhone, validatePhone } from './phone';
import {
  DEFAULT_INTAKE_FIELDS,
  intakeHelperText,
  validateRegistrationForm,
  validateRegistrationRow,
} from './registration';

const emptyUs = { addressLine1: '', addressLine2: '', city: '', state: '', zipCode: '' };
const emptyIntl = { addressLine1: '', addressLine2: '', city: '', stateProvinceRegion: '', zipPostalCode: '', country: '' };
const person = (overrides: Partial<RegistrationData> = {}): RegistrationData => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: '',
  emailAddress: '',
  phone: '',
  address: emptyUs,
  ...overrides,
});
const allMandatory: IntakeField[] = DEFAULT_INTAKE_FIELDS.map((field) => ({ ...field, mandatory: true }));

describe('email', () => {
  it('accepts ordinary addresses and refuses malformed ones', () => {
    expect(isValidEmail('ada.lovelace+tag@mail.example.co.uk')).toBe(true);
    expect(isValidEmail(' ada@example.com ')).toBe(true);
    for (const bad of ['ada', 'ada@', '@example.com', 'ada@example', 'ada @example.com', 'ada@exa mple.com', 'a@b..com']) {
      expect(isValidEmail(bad)).toBe(false);
    }
  });

  it('validateEmail: required only when mandatory, format only when non-empty', () => {
    expect(validateEmail('', { required: false })).toBeNull();
    expect(validateEmail(' ', { required: true })).toBe('Required');
    expect(validateEmail('ada@', { required: false })).toBe('Email must be a valid email address');
  });

  it('resending an invite needs a valid email', () => {
    expect(validateInviteEmail('')).toBe('Please enter a valid email address for this presenter');
    expect(validateInviteEmail('nope')).toBe('Please enter a valid email address for this presenter');
    expect(validateInviteEmail('ada@example.com')).toBeNull();
  });
});

describe('phone mask (999) 999-9999', () => {
  it('applies the mask as digits are typed', () => {
    const typed = '5551234567';
    const steps = [...typed].map((_, index) => formatPhone(typed.slice(0, index + 1)));
    expect(steps).toEqual([
      '(5',
      '(55',
      '(555',
      '(555) 1',
      '(555) 12',
      '(555) 123',
      '(555) 123-4',
      '(555) 123-45',
      '(555) 123-456',
      '(555) 123-4567',
    ]);
  });

  it('drops non-digits and digits past ten', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone('abc')).toBe('');
    expect(formatPhone('555.123.4567 ext 9')).toBe('(555) 123-4567');
    expect(formatPhone('(555) 123-45678')).toBe('(555) 123-4567');
  });

  it('validates complete numbers only', () => {
    expect(validatePhone('', { required: false })).toBeNull();
    expect(validatePhone('', { required: true })).toBe('Required');
    expect(validatePhone('(555) 123-456', { required: false })).toBe('Phone number must be in the format (999) 999-9999');
    expect(validatePhone('(555) 123-4567', { required: true })).toBeNull();
  });

  it('normalises imported numbers', () => {
    expect(normalizePhone('+1 555-123-4567')).toBe('(555) 123-4567');
    expect(normalizePhone('555 123 4567')).toBe('(555) 123-4567');
    expect(normalizePhone(' +44 20 7946 0958 ')).toBe('+44 20 7946 0958');
  });
});

describe('validateRegistrationForm', () => {
  const us = { intakeFields: DEFAULT_INTAKE_FIELDS, addressType: 'US' as const };

  it('passes a minimal person with the default intake fields', () => {
    expect(validateRegistrationForm(person(), us)).toEqual({});
    expect(intakeHelperText(DEFAULT_INTAKE_FIELDS[0])).toBe('Required');
    expect(intakeHelperText(DEFAULT_INTAKE_FIELDS[1])).toBe('Optional');
  });

  it('flags mandatory visible fields that are blank after trimming', () => {
    expect(validateRegistrationForm(person({ firstName: '  ' }), us)).toEqual({ firstName: 'Required' });
    expect(
      validateRegistrationForm(person({ lastName: '', company: ' ', emailAddress: '', phone: '' }), {
        intakeFields: allMandatory,
        addressType: 'US',
      }),
    ).toEqual({
      lastName: 'Required',
      company: 'Required',
      emailAddress: 'Required',
      phone: 'Required',
      addressLine1: 'Required',
      city: 'Required',
      state: 'Required',
      zipCode: 'Required',
    });
  });

  it('ignores mandatory on hidden fields', () => {
    const hiddenFirst: IntakeField[] = [{ name: 'First Name', visible: false, mandatory: true }];
    expect(validateRegistrationForm(person({ firstName: '' }), { intakeFields: hiddenFirst, addressType: 'US' })).toEqual({});
  });

  it('checks the email format when non-empty even if optional', () => {
    expect(validateRegistrationForm(person({ emailAddress: 'ada@' }), us)).toEqual({
      emailAddress: 'Email must be a valid email address',
    });
  });

  it('applies the max lengths at their boundaries', () => {
    const ok = person({
      firstName: 'f'.repeat(50),
      lastName: 'l'.repeat(50),
      company: 'c'.repeat(50),
      emailAddress: `${'e'.repeat(38)}@example.com`,
      address: { addressLine1: 'a'.repeat(250), addressLine2: 'b'.repeat(250), city: 'c'.repeat(50), state: 's'.repeat(100), zipCode: '12345' },
    });
    expect(ok.emailAddress).toHaveLength(50);
    expect(validateRegistrationForm(ok, us)).toEqual({});

    const tooLong = person({
      firstName: 'f'.repeat(51),
      lastName: 'l'.repeat(51),
      company: 'c'.repeat(51),
      emailAddress: `${'e'.repeat(39)}@example.com`,
      address: { addressLine1: 'a'.repeat(251), addressLine2: 'b'.repeat(251), city: 'c'.repeat(51), state: 's'.repeat(101), zipCode: '123456' },
    });
    expect(validateRegistrationForm(tooLong, us)).toEqual({
      firstName: 'Must be at most 50 characters',
      lastName: 'Must be at most 50 characters',
      company: 'Must be at most 50 characters',
      emailAddress: 'Must be at most 50 characters',
      addressLine1: 'Must be at most 250 characters',
      addressLine2: 'Must be at most 250 characters',
      city: 'Must be at most 50 characters',
      state: 'Must be at most 100 characters',
      zipCode: 'Must be at most 5 characters',
    });
  });

  it('uses the international address parts and limits', () => {
    const intl = { intakeFields: allMandatory, addressType: 'international' as const };
    const values = person({
      company: 'Co',
      emailAddress: 'ada@example.com',
      phone: '(555) 123-4567',
      address: { ...emptyIntl, addressLine1: '1 High St', city: 'Leeds', stateProvinceRegion: 'r'.repeat(101), zipPostalCode: '12345678901', country: '' },
    });
    expect(validateRegistrationForm(values, intl)).toEqual({
      stateProvinceRegion: 'Must be at most 100 characters',
      zipPostalCode: 'Must be at most 10 characters',
      country: 'Required',
    });
    const tenChars = person({ address: { ...emptyIntl, zipPostalCode: '1234567890', country: 'c'.repeat(100) } });
    expect(validateRegistrationForm(tenChars, { ...intl, intakeFields: DEFAULT_INTAKE_FIELDS })).toEqual({});
  });

  it('flags every part of an address of the other type when it is mandatory', () => {
    expect(
      validateRegistrationForm(person({ address: { ...emptyUs, addressLine1: 'x', city: 'y', state: 'TX', zipCode: '78701' } }), {
        intakeFields: [{ name: 'Address', visible: true, mandatory: true }],
        addressType: 'international',
      }),
    ).toEqual({ stateProvinceRegion: 'Required', zipPostalCode: 'Required', country: 'Required' });
  });

  it('validateRegistrationRow uses the request field names', () => {
    expect(
      validateRegistrationRow(
        { first: '', last: 'L', email: 'bad', company: '', phone: '555', address: { ...emptyUs, zipCode: '123456' } },
        us,
      ),
    ).toEqual({
      first: 'Required',
      email: 'Email must be a valid email address',
      phone: 'Phone number must be in the format (999) 999-9999',
      zipCode: 'Must be at most 5 characters',
    });
  });
});
