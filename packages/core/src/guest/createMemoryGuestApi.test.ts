import { HttpError } from '../api/HttpError';
import { DEFAULT_INTAKE_FIELDS } from '../validation/registration';
import { createMemoryGuestApi, type MemoryGuestBooking } from './createMemoryGuestApi';

const booking: MemoryGuestBooking = {
  bookingID: 'b1',
  name: 'Launch',
  start: { time: '2026-11-21T21:00:00Z', timezone: 'America/Chicago', timeValue: Date.UTC(2026, 10, 21, 21) },
  end: { time: '2026-11-21T22:00:00Z', timezone: 'America/Chicago', timeValue: Date.UTC(2026, 10, 21, 22) },
  enableDoors: false,
  doorsOpen: '',
  doorsClosed: '',
  accessTime: '2026-11-21T21:00:00Z',
  gracePeriodMinutes: 0,
  capacity: 20,
  registrationCapacity: 1,
  useRegistrationCapacity: true,
  intakeFields: [...DEFAULT_INTAKE_FIELDS],
  errorMessages: { public: '', signUp: 'Sign-up is over.', attendee: '', presenter: '' },
  supportMessage: 'Call us',
  enableSupport: true,
  signUpLoginCode: 'sign',
};
const registrationData = {
  firstName: 'Ada',
  lastName: '',
  company: '',
  emailAddress: '',
  phone: '',
  address: { addressLine1: '', addressLine2: '', city: '', state: '', zipCode: '' },
};

describe('createMemoryGuestApi', () => {
  it('signs a guest up once, then refuses the next past the registration capacity; the personal link then opens the join page', async () => {
    let now = new Date('2026-11-21T20:00:00Z');
    const api = createMemoryGuestApi({ bookings: [booking] }, { now: () => now });
    expect(await api.signUpForm({ code: 'sign' })).toMatchObject({ bookingName: 'Launch', full: false, addressType: 'US', supportMessage: 'Call us' });
    const bad = await api.signUp({ code: 'sign', registrationData: { ...registrationData, firstName: '' } }).catch((error: unknown) => error);
    expect(bad).toMatchObject({ status: 400, fieldErrors: { firstName: 'Required' } });
    expect(await api.signUp({ code: 'sign', registrationData, timeZone: 'Europe/Berlin', language: 'DE' })).toEqual({
      loginCode: 'guest-1',
      intakeUrl: 'https://portal.example.com/guest/intake/guest-1',
      status: 'approved',
    });
    await expect(api.signUp({ code: 'sign', registrationData })).rejects.toMatchObject({ status: 409, message: 'This booking has reached its registration capacity of 1.' });
    expect(api.guests).toEqual([{ loginCode: 'guest-1', bookingID: 'b1', registrationData, timeZone: 'Europe/Berlin', language: 'de', status: 'approved', waitlistPosition: null, offerExpiresAt: null }]);
    expect(await api.page({ code: 'guest-1' })).toMatchObject({
      roomState: 'notOpenYet',
      roomOpens: '2026-11-21T21:00:00Z',
      doorsOpen: '2026-11-21T20:30:00Z',
      firstName: 'Ada',
      timeZone: 'Europe/Berlin',
      joinUrl: 'https://portal.example.com/guest/attendee-join/guest-1',
    });
    now = new Date('2026-11-21T22:00:00Z');
    await expect(api.signUpForm({ code: 'sign' })).rejects.toMatchObject({ status: 404, message: 'Sign-up is over.' });
  });

  it("refuses unknown codes with core's default link texts", async () => {
    const api = createMemoryGuestApi({ bookings: [booking] });
    const error = await api.page({ code: 'nope' }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 404, message: 'This attendee link is not valid. Please contact the event organizer for a new link.' });
    await expect(api.signUpForm({ code: 'nope' })).rejects.toMatchObject({ message: 'Registration for this event is not open. Please contact the event organizer.' });
  });
});
