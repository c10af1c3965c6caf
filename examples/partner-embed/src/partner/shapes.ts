// The partner's own data shapes, as its API answers them (see backend/store.mjs).

/** @example { id: 'ven-1', name: 'Harbour Hall', tz: 'Europe/Berlin', opens: '2026-01-01', closes: '2027-12-31' } */
export interface PartnerVenue {
  id: string;
  name: string;
  tz: string;
  opens: string;
  closes: string;
}

/** @example { id: 'evt-1', venueId: 'ven-1', title: 'Launch', seats: 120, revision: 3, … } */
export interface PartnerEvent {
  id: string;
  venueId: string;
  title: string;
  tz: string;
  startsAt: string;
  endsAt: string;
  doors: { enabled: boolean; open: string; close: string };
  seats: number;
  qa: boolean;
  calendarId: string;
  codes: { public: string; signup: string; mobile: string };
  attendedSeconds: number;
  revision: number;
}

/** @example { id: 'cal-1', venueId: 'ven-1', name: 'Public events', feedCode: 'feed-1', eventIds: [] } */
export interface PartnerCalendar {
  id: string;
  venueId: string;
  name: string;
  feedCode: string;
  eventIds: string[];
}
