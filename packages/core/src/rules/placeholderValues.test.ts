import { buildPlaceholderValues, eventTimeForGuest, guestTimeText, joinLink } from './placeholderValues';

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

describe('the guest\'s own time in mail (issue 25)', () => {
  it('follows the event\'s time with the guest\'s when their clocks differ, in one wording', () => {
    expect(eventTimeForGuest('2026-11-21T23:00:00Z', 'America/Los_Angeles', 'America/New_York')).toBe('11/21/2026 3:00 PM PST (6:00 PM EST your time)');
    expect(guestTimeText('11/21/2026 3:00 PM PST', '6:00 PM EST')).toBe('11/21/2026 3:00 PM PST (6:00 PM EST your time)');
  });

  it("adds the guest's date when their day differs", () => {
    expect(eventTimeForGuest('2026-11-21T23:00:00Z', 'America/Los_Angeles', 'Asia/Tokyo')).toBe('11/21/2026 3:00 PM PST (11/22/2026 8:00 AM GMT+9 your time)');
  });

  it('adds nothing when the zone is unknown, invalid or reads the same clock', () => {
    for (const zone of [undefined, null, '', 'Mars/Olympus', 'America/Los_Angeles', 'America/Tijuana']) {
      expect(eventTimeForGuest('2026-11-21T23:00:00Z', 'America/Los_Angeles', zone), String(zone)).toBe('11/21/2026 3:00 PM PST');
    }
  });

  it('gives a registration with a known zone its own event details; the others share the booking\'s', () => {
    const links = { intake: 'https://h/i/', mobileHybrid: '', photoAlbum: '', qaDisplay: '', signUp: 'https://h/s/', attendeeJoin: 'https://h/j/', bridge: '', calendar: '' };
    const booking = {
      name: 'Launch',
      start: { time: '2026-11-21T21:00:00Z', timezone: 'America/Chicago', timeValue: 0 },
      end: { time: '2026-11-21T22:00:00Z', timezone: 'America/Chicago', timeValue: 0 },
      signUpLoginCode: 'SIGN',
    };
    const values = (timeZone?: string) => buildPlaceholderValues({ booking, registration: { kind: 'attendee', loginCode: 'A1', firstName: 'Ada', timeZone }, links, calendarLoginCode: null });
    expect(values('Europe/Berlin').eventDetails).toBe('Launch\nStarts: 11/21/2026 3:00 PM CST (10:00 PM GMT+1 your time)\nEnds: 11/21/2026 4:00 PM CST (11:00 PM GMT+1 your time)');
    expect(values('').eventDetails).toBe('Launch\nStarts: 11/21/2026 3:00 PM CST\nEnds: 11/21/2026 4:00 PM CST');
    expect(values().eventDetails).toBe(values('').eventDetails);
  });
});
