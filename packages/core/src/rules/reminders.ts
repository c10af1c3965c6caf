import type { BookingTime, GuestFlow, Registration, ReminderAnchor, ReminderRule } from '../entities';
import { toEpochMs } from '../time';
import { GUEST_FLOW_LIMITS } from './guestFlow';
import { holdsPlace } from './registrationStatus';

// Issue 27's reminders and follow-ups: when each is due, for how long it may still go out, and to
// whom. Both the server's reminder worker and any other backend decide with these.

/** A booking's run as the reminders read it. */
export interface ReminderBookingTimes {
  start: BookingTime;
  end: BookingTime;
}

/**
 * How late an after-the-end follow-up may still go out (24 h after its moment); a before-the-start
 * reminder goes out only before the start. A reminder whose moment passed longer ago (it was added,
 * enabled or the server was down) is not sent at all.
 */
export const REMINDER_LATE_WINDOW_MS = 24 * 60 * 60_000;

/**
 * How late a before-the-start reminder may still go out (an hour after its moment, and never once
 * the event began): a guest who registers an hour before the start gets the hour-before reminder,
 * not yesterday's day-before one as well.
 */
export const REMINDER_BEFORE_START_LATE_MS = 60 * 60_000;

/**
 * The instant of a booking time: its ISO `time`, or its `timeValue` when that cannot be read.
 * @example bookingTimeMs({ time: '2026-11-21T15:00:00Z', timezone: 'UTC', timeValue: 0 }) // 1795273200000
 */
export function bookingTimeMs(time: BookingTime): number {
  return toEpochMs(time.time) ?? time.timeValue;
}

/**
 * The moment a reminder is due (epoch ms): `offsetMinutes` before the start, or after the end, of the
 * booking's CURRENT times, so moving the booking moves every reminder not yet sent.
 * @example reminderDueAt(booking, { anchor: 'beforeStart', offsetMinutes: 1440 }) // start − 24 h
 */
export function reminderDueAt(booking: ReminderBookingTimes, rule: Pick<ReminderRule, 'anchor' | 'offsetMinutes'>): number {
  const offsetMs = rule.offsetMinutes * 60_000;
  return rule.anchor === 'beforeStart' ? bookingTimeMs(booking.start) - offsetMs : bookingTimeMs(booking.end) + offsetMs;
}

/**
 * Whether a reminder due at `dueAt` goes out at `now`: its moment has come and it is not too late —
 * a before-the-start reminder within {@link REMINDER_BEFORE_START_LATE_MS} of its moment and before
 * the start, an after-the-end follow-up within {@link REMINDER_LATE_WINDOW_MS} of its moment.
 * @example reminderIsDue(start - 60_000, start + 1, 'beforeStart', booking) // false: the event began
 */
export function reminderIsDue(dueAt: number, now: number, anchor: ReminderAnchor, booking: ReminderBookingTimes): boolean {
  if (now < dueAt) return false;
  if (anchor === 'afterEnd') return now < dueAt + REMINDER_LATE_WINDOW_MS;
  return now < Math.min(bookingTimeMs(booking.start), dueAt + REMINDER_BEFORE_START_LATE_MS);
}

/**
 * The enabled reminders of a guest flow that go out at `now` for this booking.
 * @example remindersDue(defaultGuestFlow(), booking, start - 23.5 * 3_600_000).map((r) => r.reminderID) // ['day-before']
 */
export function remindersDue(flow: Pick<GuestFlow, 'reminders'>, booking: ReminderBookingTimes, now: number): ReminderRule[] {
  return flow.reminders.filter((rule) => rule.enabled && reminderIsDue(reminderDueAt(booking, rule), now, rule.anchor, booking));
}

/**
 * The range of booking times in which some reminder may be due at `now` (any offset up to the
 * limit): bookings starting in (now, now + max offset], or ending in (now − max offset − late window, now].
 * A backend looks only at those bookings.
 * @example reminderScanRange(now).startsBefore // now + 30 days
 */
export function reminderScanRange(now: number): { startsAfter: number; startsBefore: number; endsAfter: number; endsBefore: number } {
  const maxOffsetMs = GUEST_FLOW_LIMITS.maxOffsetMinutes * 60_000;
  return { startsAfter: now, startsBefore: now + maxOffsetMs, endsAfter: now - maxOffsetMs - REMINDER_LATE_WINDOW_MS, endsBefore: now };
}

/**
 * Who a reminder goes to, in the given order: everyone holding a place ('registered'), or among
 * them those the attendance records saw ('attended') or did not ('missed').
 * @example reminderAudience({ audience: 'missed' }, [{ registrationID: 'r1', status: 'approved' }, { registrationID: 'r2', status: 'approved' }], ['r1']) // ['r2']
 */
export function reminderAudience(
  rule: Pick<ReminderRule, 'audience'>,
  registrations: readonly Pick<Registration, 'registrationID' | 'status'>[],
  attendedIDs: Iterable<string>,
): string[] {
  const attended = new Set(attendedIDs);
  return registrations
    .filter((registration) => holdsPlace(registration.status))
    .filter((registration) => rule.audience === 'registered' || (rule.audience === 'attended') === attended.has(registration.registrationID))
    .map((registration) => registration.registrationID);
}
