// The partner's own data, in its own shapes (not Greenroom's): venues, events with a revision
// number, and calendars. Held in memory; every server start begins from the same seed.

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
  return { venues, events, calendars };
}
