import { isRoomOpen, roomWindow } from './guestWindow';
import { buildPlaceholderValues, joinLink } from './placeholderValues';

const times = {
  enableDoors: true,
  doorsOpen: '2026-11-21T14:30:00Z',
  doorsClosed: '2026-11-21T16:30:00Z',
  start: { time: '2026-11-21T15:00:00Z' },
  end: { time: '2026-11-21T16:00:00Z' },
};
const at = (iso: string) => Date.parse(iso);

describe('room window', () => {
  it('runs from doors open to doors closed while Doors Open Early is on', () => {
    expect(isRoomOpen(times, at('2026-11-21T14:29:59Z'))).toBe(false);
    expect(isRoomOpen(times, at('2026-11-21T14:30:00Z'))).toBe(true);
    expect(isRoomOpen(times, at('2026-11-21T16:29:59Z'))).toBe(true);
    expect(isRoomOpen(times, at('2026-11-21T16:30:00Z'))).toBe(false);
  });

  it('runs from start to end otherwise', () => {
    const off = { ...times, enableDoors: false };
    expect(isRoomOpen(off, at('2026-11-21T14:45:00Z'))).toBe(false);
    expect(isRoomOpen(off, at('2026-11-21T15:00:00Z'))).toBe(true);
    expect(isRoomOpen(off, at('2026-11-21T16:00:00Z'))).toBe(false);
  });

  it('falls back to start/end for a missing doors time and is closed for unreadable times', () => {
    expect(roomWindow({ ...times, doorsOpen: '' }).opens).toBe(at('2026-11-21T15:00:00Z'));
    expect(isRoomOpen({ ...times, enableDoors: false, start: { time: 'x' } }, at('2026-11-21T15:30:00Z'))).toBe(false);
  });
});

describe('buildPlaceholderValues', () => {
  const links = {
    intake: 'https://h/guest/intake/',
    mobileHybrid: 'https://h/guest/mobile-hybrid/',
    photoAlbum: 'https://h/guest/photo-album/',
    qaDisplay: 'https://h/guest/qa-display/',
    signUp: 'https://h/guest/sign-up/',
    attendeeJoin: 'https://h/guest/attendee-join/',
    bridge: 'https://h/guest/bridge/',
    calendar: 'https://h/api/ical/',
  };
  const booking = {
    name: 'Launch',
    start: { time: '2026-11-21T21:00:00Z', timezone: 'America/Chicago', timeValue: 0 },
    end: { time: '2026-11-21T22:00:00Z', timezone: 'America/Chicago', timeValue: 0 },
    signUpLoginCode: 'SIGN',
  };

  it('fills every placeholder for an attendee', () => {
    expect(
      buildPlaceholderValues({ booking, registration: { kind: 'attendee', loginCode: 'A1', firstName: 'Ada' }, links, calendarLoginCode: 'CAL' }),
    ).toEqual({
      firstName: 'Ada',
      addToCalendarLink: 'https://h/api/ical/CAL',
      eventDetails: 'Launch\nStarts: 11/21/2026 3:00 PM CST\nEnds: 11/21/2026 4:00 PM CST',
      welcomeHeader: 'Welcome to Launch!',
      mainHeader: 'Launch',
      sectionHeader: 'Event Details',
      intakeLink: 'https://h/guest/intake/A1',
      registrationLink: 'https://h/guest/sign-up/SIGN',
    });
  });

  it('sends presenters to the attendee-join host and takes skin headers', () => {
    const values = buildPlaceholderValues({
      booking,
      registration: { kind: 'presenter', loginCode: 'P1', firstName: 'Bo' },
      links,
      calendarLoginCode: null,
      headers: { mainHeader: 'Big Launch' },
    });
    expect(values.intakeLink).toBe('https://h/guest/attendee-join/P1');
    expect(values.addToCalendarLink).toBe('');
    expect(values.mainHeader).toBe('Big Launch');
    expect(joinLink('https://h//', 'a b')).toBe('https://h/a%20b');
  });
});
