import { DEFAULT_INTAKE_FIELDS } from '../validation/registration';
import { checkSignUp, guestLinkRefusal, guestRoomState, isSignUpOpen, signUpCapacity } from './rules';

const times = {
  enableDoors: false,
  doorsOpen: '2026-11-21T20:30:00Z',
  doorsClosed: '2026-11-21T22:30:00Z',
  start: { time: '2026-11-21T21:00:00Z' },
  end: { time: '2026-11-21T22:00:00Z' },
};
const at = (iso: string) => Date.parse(iso);
const room = { inRoom: 0, capacity: 2 };

describe('guestRoomState', () => {
  it('is notOpenYet before the window, open inside it, full at capacity, closed from its end', () => {
    expect(guestRoomState(times, at('2026-11-21T20:45:00Z'), room)).toBe('notOpenYet');
    expect(guestRoomState(times, at('2026-11-21T21:00:00Z'), room)).toBe('open');
    expect(guestRoomState(times, at('2026-11-21T21:30:00Z'), { inRoom: 2, capacity: 2 })).toBe('full');
    expect(guestRoomState(times, at('2026-11-21T22:00:00Z'), room)).toBe('closed');
  });

  it('opens at doors open while Doors Open Early is on, and is closed with an unreadable window', () => {
    expect(guestRoomState({ ...times, enableDoors: true }, at('2026-11-21T20:45:00Z'), room)).toBe('open');
    expect(guestRoomState({ ...times, enableDoors: true }, at('2026-11-21T22:15:00Z'), room)).toBe('open');
    expect(guestRoomState({ ...times, start: { time: 'soon' } }, at('2026-11-21T21:30:00Z'), room)).toBe('closed');
  });

  it('keeps sign-up open until the room closes', () => {
    expect(isSignUpOpen(times, at('2026-11-21T21:59:59Z'))).toBe(true);
    expect(isSignUpOpen(times, at('2026-11-21T22:00:00Z'))).toBe(false);
  });
});

describe('guestLinkRefusal and signUpCapacity', () => {
  it("answers the booking's own link text, else core's default", () => {
    expect(guestLinkRefusal('signUp', { signUp: 'Sign-up has ended.' })).toEqual({ status: 404, message: 'Sign-up has ended.', code: 'UnknownCode' });
    expect(guestLinkRefusal('attendee', { attendee: '' })).toEqual({
      status: 404,
      message: 'This attendee link is not valid. Please contact the event organizer for a new link.',
      code: 'UnknownCode',
    });
  });

  it("says full with core's capacity text once the limit is reached", () => {
    expect(signUpCapacity({ registrationCount: 4, limit: 5 })).toEqual({ full: false, capacityMessage: '' });
    expect(signUpCapacity({ registrationCount: 5, limit: 5 })).toEqual({ full: true, capacityMessage: 'This booking has reached its registration capacity of 5.' });
  });
});

describe('checkSignUp', () => {
  const rules = { intakeFields: DEFAULT_INTAKE_FIELDS, addressType: 'US' as const };
  const data = {
    firstName: ' Ada ',
    lastName: 'Lovelace',
    company: '',
    emailAddress: 'ada@example.com',
    phone: '5551234567',
    address: { addressLine1: '', addressLine2: '', city: '', state: '', zipCode: '' },
  };

  it("stores the producer form's data: trimmed, phone in its mask", () => {
    expect(checkSignUp(data, 'Europe/Berlin', rules)).toEqual({
      ok: true,
      data: { ...data, firstName: 'Ada', phone: '(555) 123-4567' },
      timeZone: 'Europe/Berlin',
    });
  });

  it("keys every field error like the sign-up's registrationData", () => {
    expect(checkSignUp({ ...data, firstName: ' ', emailAddress: 'ada@', address: { ...data.address, zipCode: '123456' } }, 'Mars/Base', rules)).toEqual({
      ok: false,
      fieldErrors: {
        firstName: 'Required',
        emailAddress: 'Email must be a valid email address',
        zipCode: 'Must be at most 5 characters',
        timeZone: 'Please select a valid time zone',
      },
    });
  });
});
