import { DEFAULT_INTAKE_FIELDS } from '../validation/registration';
import { checkGuestTimeZone, checkRegistration } from './guestTimeZone';

const rules = { intakeFields: DEFAULT_INTAKE_FIELDS, addressType: 'US' as const };
const person = { first: 'Ada', last: 'L', email: '', company: '', phone: '', address: {} };

describe('checkGuestTimeZone', () => {
  it('takes an IANA zone name (trimmed), a blank as unknown, and nothing sent as nothing to change', () => {
    expect(checkGuestTimeZone(' Europe/Berlin ')).toEqual({ ok: true, timeZone: 'Europe/Berlin' });
    expect(checkGuestTimeZone('  ')).toEqual({ ok: true, timeZone: '' });
    expect(checkGuestTimeZone(undefined)).toEqual({ ok: true, timeZone: undefined });
  });

  it('refuses a name no zone has', () => {
    expect(checkGuestTimeZone('Mars/Olympus')).toEqual({ ok: false, fieldErrors: { timeZone: 'Please select a valid time zone' } });
    expect(checkGuestTimeZone('CET+1')).toEqual({ ok: false, fieldErrors: { timeZone: 'Please select a valid time zone' } });
  });
});

describe('checkRegistration', () => {
  it('answers the data and the zone to store', () => {
    expect(checkRegistration({ ...person, first: ' Ada ', timeZone: 'Asia/Tokyo' }, rules)).toMatchObject({ ok: true, data: { firstName: 'Ada' }, timeZone: 'Asia/Tokyo' });
  });

  it('names every bad field at once, the zone included', () => {
    expect(checkRegistration({ ...person, first: ' ', timeZone: 'Nowhere' }, rules)).toEqual({
      ok: false,
      fieldErrors: { first: 'Required', timeZone: 'Please select a valid time zone' },
    });
  });
});
