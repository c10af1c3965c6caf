import { newBooking } from './newBooking';
import { DEFAULT_SERVER_OPTIONS } from './serverOptions';

const serverOptions = DEFAULT_SERVER_OPTIONS;
const payload = {
  spaceID: 's1',
  name: '  Launch ',
  start: { time: '2026-11-21T15:00:00Z', timezone: 'America/Chicago', timeValue: 0 },
  end: { time: '2026-11-21T16:00:00Z', timezone: 'America/Chicago', timeValue: 0 },
  capacity: 20,
  gracePeriodMinutes: 0,
  accessTime: '2026-11-21T15:00:00Z',
  doorsOpen: '2026-11-21T14:30:00Z',
  doorsClosed: '2026-11-21T16:30:00Z',
};
const codes = { publicAppLoginCode: 'p', signUpLoginCode: 's', mobileHybridLoginCode: 'm' };

describe('newBooking', () => {
  it('fills the defaults of a new booking', () => {
    const space = { videoServer: 'https://custom.test', videoServerAppID: 'x', gameServer: 'wss://g.test', gamePort: 443 };
    const booking = newBooking(payload, { bookingID: 'b1', codes, space, serverOptions });
    expect(booking).toMatchObject({
      bookingID: 'b1',
      name: 'Launch',
      start: { timeValue: Date.UTC(2026, 10, 21, 15) },
      end: { timeValue: Date.UTC(2026, 10, 21, 16) },
      registrationCapacity: 20,
      useRegistrationCapacity: false,
      enableDoors: false,
      enableQA: false,
      privateCloud: false,
      videoServer: 'https://custom.test',
      publicAppLoginCode: 'p',
      version: 1,
    });
    expect(booking.intakeFields).toHaveLength(6);
    expect(Object.values(booking.errorMessages).every((m) => m.trim() !== '')).toBe(true);
  });

  it('is a private-cloud booking on a private-cloud space', () => {
    const { url, appID } = serverOptions.video['Europe Private Cloud'];
    const space = { videoServer: url, videoServerAppID: appID, gameServer: 'wss://g.test', gamePort: 443 };
    expect(newBooking(payload, { bookingID: 'b1', codes, space, serverOptions }).privateCloud).toBe(true);
  });
});
