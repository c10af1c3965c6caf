import type { RegistrationRow } from '../entities';
import { messages } from '../validation';
import { defaultIntakeFields } from './intakeFields';
import { checkBulkRows, checkPerson, normalizeAddress, toRegistrationData } from './registrationInput';

const usAddress = { addressLine1: '1 Main St', addressLine2: '', city: 'Austin', state: 'TX', zipCode: '78701' };
const row: RegistrationRow = {
  first: 'Ada',
  last: 'Lovelace',
  email: 'ada@example.com',
  company: 'Engines',
  phone: '',
  address: usAddress,
  brand: false,
  allowEarlyAccess: false,
};
const rules = { intakeFields: defaultIntakeFields(), addressType: 'US' as const };

describe('toRegistrationData', () => {
  it('trims, masks a 10-digit phone and keeps the address parts of the booking type', () => {
    const data = toRegistrationData(
      { ...row, first: ' Ada ', phone: '555.123.4567', address: { ...usAddress, country: 'UK' } as never },
      'US',
    );
    expect(data).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      company: 'Engines',
      emailAddress: 'ada@example.com',
      phone: '(555) 123-4567',
      address: usAddress,
    });
  });

  it('builds an international address', () => {
    expect(normalizeAddress({ city: 'Leeds', state: 'X' }, 'international')).toEqual({
      addressLine1: '',
      addressLine2: '',
      city: 'Leeds',
      stateProvinceRegion: '',
      zipPostalCode: '',
      country: '',
    });
    expect(normalizeAddress(null, 'US')).toEqual({ addressLine1: '', addressLine2: '', city: '', state: '', zipCode: '' });
  });
});

describe('checkPerson', () => {
  it('answers the data for a valid person', () => {
    expect(checkPerson(row, rules)).toEqual({ ok: true, data: expect.objectContaining({ firstName: 'Ada' }) });
  });

  it('flags mandatory, email, length and address rules with the spec messages', () => {
    const fields = defaultIntakeFields().map((f) => (f.name === 'Email' || f.name === 'Address' ? { ...f, mandatory: true } : f));
    const result = checkPerson(
      { ...row, first: '  ', email: '', company: 'c'.repeat(51), address: { ...usAddress, city: '', zipCode: '123456' } },
      { intakeFields: fields, addressType: 'US' },
    );
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        first: 'Required',
        email: 'Required',
        company: messages.maxLength(50),
        city: 'Required',
        zipCode: messages.maxLength(5),
      },
    });
    expect(checkPerson({ ...row, email: 'ada@' }, rules)).toEqual({ ok: false, fieldErrors: { email: 'Email must be a valid email address' } });
  });

  it('ignores hidden fields even when marked mandatory', () => {
    const fields = defaultIntakeFields().map((f) => (f.name === 'First Name' ? { ...f, visible: false } : f));
    expect(checkPerson({ ...row, first: '' }, { intakeFields: fields, addressType: 'US' }).ok).toBe(true);
  });
});

describe('checkBulkRows', () => {
  it('answers every row when all are good', () => {
    const result = checkBulkRows([row, { ...row, brand: true }], rules);
    expect(result.ok && result.rows.map((r) => r.brand)).toEqual([false, true]);
  });

  it('answers every bad row by 0-based index', () => {
    const result = checkBulkRows([row, { ...row, first: '' }, row, { ...row, email: 'nope' }], rules);
    expect(result).toEqual({
      ok: false,
      message: '2 of 4 rows are invalid; nothing was imported.',
      errors: [
        { row: 1, fieldErrors: { first: 'Required' } },
        { row: 3, fieldErrors: { email: 'Email must be a valid email address' } },
      ],
    });
  });
});
