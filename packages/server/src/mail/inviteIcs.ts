import type { BookingTime } from '@greenroom/core';
import { bookingTimeMs, guestEventUid, INVITE_ICS, inviteSequence } from '@greenroom/core/rules';
import { buildGuestEventIcs } from '../calendars/ical';

/** What one guest's invitation is written from. */
export interface InviteFacts {
  bookingID: string;
  registrationID: string;
  /** The event's name (SUMMARY). */
  name: string;
  start: BookingTime;
  end: BookingTime;
  /** The booking's version: the SEQUENCE grows with it, so a moved booking's invitation replaces the old one. */
  bookingVersion: number;
  /** The guest's personal link (URL and DESCRIPTION). */
  url: string;
  /** The mail's sender (ORGANIZER). */
  organizer: { name: string; address: string };
  /** The guest (ATTENDEE). */
  attendee: { name: string; address: string };
  nowMs: number;
}

/**
 * The calendar invitation an invitation or reminder mail carries (issue 27): METHOD:REQUEST, one
 * VEVENT whose UID is stable per booking and guest, in the booking's zone with its VTIMEZONE
 * (calendars/ical's writer, through the guest's .ics builder).
 * @example const ics = inviteIcs({ bookingID: 'b1', registrationID: 'r1', name: 'Launch', start, end, bookingVersion: 2, url, organizer, attendee, nowMs });
 */
export function inviteIcs(facts: InviteFacts): string {
  return buildGuestEventIcs({
    uid: guestEventUid(facts.bookingID, facts.registrationID),
    summary: facts.name,
    start: { epochMs: bookingTimeMs(facts.start), timezone: facts.start.timezone },
    end: { epochMs: bookingTimeMs(facts.end), timezone: facts.end.timezone },
    url: facts.url,
    nowMs: facts.nowMs,
    method: INVITE_ICS.method,
    sequence: inviteSequence(facts.bookingVersion),
    organizer: facts.organizer,
    attendee: facts.attendee,
  });
}
