// The partner's own data, in its own shapes (not Greenroom's): venues, events with a revision
// number, calendars, attendees (givenName, familyName, mail, org, vip, ticket, revision…) and the log of
// invitation mails. Held in memory; every server start begins from the same seed.

/** A fresh copy of the seed. @example const db = createStore(); db.events.get('evt-1') */
export function createStore() {
  const venues = new Map([
    ['ven-1', { id: 'ven-1', name: 'Harbour Hall', tz: 'Europe/Berlin', opens: '2026-01-01', closes: '2027-12-31' }],
  ]);
  const events = new Map([
    [
      'evt-1',
      {
        id: 'evt-1',
        venueId: 'ven-1',
        title: 'Autumn Product Launch',
        tz: 'Europe/Berlin',
        startsAt: '2026-12-03T17:00:00.000Z',
        endsAt: '2026-12-03T19:00:00.000Z',
        doors: { enabled: true, open: '2026-12-03T16:30:00.000Z', close: '2026-12-03T19:30:00.000Z' },
        seats: 120,
        qa: false,
        calendarId: '',
        codes: { public: 'pub-7f2a', signup: 'sign-91c3', mobile: 'mob-44de' },
        attendedSeconds: 5400,
        revision: 1,
      },
    ],
  ]);
  const calendars = new Map([['cal-1', { id: 'cal-1', venueId: 'ven-1', name: 'Public events', feedCode: 'feed-1', eventIds: [] }]]);
  const attendee = (id, givenName, familyName, mail, org, vip = false) => [
    id,
    { id, eventId: 'evt-1', givenName, familyName, mail, org, phone: '', postal: null, vip, earlyEntry: false, ticket: `tkt-${id}`, revision: 1 },
  ];
  const attendees = new Map([
    attendee('att-1', 'Grace', 'Hopper', 'grace@harbourhall.example', 'Navy Labs', true),
    attendee('att-2', 'Alan', 'Turing', 'alan@harbourhall.example', 'Bletchley'),
    attendee('att-3', 'Katherine', 'Johnson', 'katherine@harbourhall.example', 'NACA'),
  ]);
  /** @type {{ id: string; eventId: string; attendeeId: string; status: 'delivered' | 'pending' | 'bounced'; note: string; at: string }[]} */
  const invitations = [{ id: 'inv-1', eventId: 'evt-1', attendeeId: 'att-1', status: 'delivered', note: '', at: '2026-11-20T09:00:00.000Z' }];
  return { venues, events, calendars, attendees, invitations };
}
