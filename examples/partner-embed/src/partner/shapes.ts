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

/** A postal address as the partner stores it (null when none was given). @example { street: '1 Quay', street2: '', city: 'Kiel', region: 'SH', zip: '24103' } */
export interface PartnerPostal {
  street: string;
  street2: string;
  city: string;
  region: string;
  zip: string;
}

/** @example { id: 'att-1', eventId: 'evt-1', givenName: 'Grace', familyName: 'Hopper', mail: 'grace@example.com', org: 'Navy', vip: true, ticket: 'tkt-1', revision: 1, … } */
export interface PartnerAttendee {
  id: string;
  eventId: string;
  givenName: string;
  familyName: string;
  mail: string;
  org: string;
  phone: string;
  postal: PartnerPostal | null;
  /** Shown as Brand in the panel. */
  vip: boolean;
  /** Shown as Allow Early Access in the panel. */
  earlyEntry: boolean;
  /** The personal ticket code the join link is built on. */
  ticket: string;
  /** Moves by 1 on every stored change; a PUT naming an older one is refused (409). */
  revision: number;
}

/** The fields of an attendee the partner's API takes on create and update. */
export type PartnerAttendeeInput = Omit<PartnerAttendee, 'id' | 'eventId' | 'ticket' | 'revision'>;

