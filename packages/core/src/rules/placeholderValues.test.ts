import { buildPlaceholderValues, joinLink } from './placeholderValues';

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
