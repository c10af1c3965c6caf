import type { GuestFlow, RegistrationStatus } from '../entities';
import type { RegistrationRoom } from './registrationCapacity';

/** One guest as the waitlist reads it. */
export interface WaitlistEntry {
  registrationID: string;
  status: RegistrationStatus;
  waitlistPosition: number | null;
}

/**
 * The waiting guests in line: waitlisted only, lowest position first (ties by id, so both backends agree).
 * @example waitlistOrder(entries).map((e) => e.registrationID) // ['r4', 'r2']
 */
export function waitlistOrder<T extends WaitlistEntry>(entries: readonly T[]): T[] {
  return entries
    .filter((entry) => entry.status === 'waitlisted')
    .sort((a, b) => (a.waitlistPosition ?? Infinity) - (b.waitlistPosition ?? Infinity) || (a.registrationID < b.registrationID ? -1 : 1));
}

/**
 * The positions to store so the line reads 1, 2, 3… again after someone left it: only the
 * registrations whose position moves.
 * @example renumberWaitlist([{ registrationID: 'r2', status: 'waitlisted', waitlistPosition: 3 }]) // [{ registrationID: 'r2', waitlistPosition: 1 }]
 */
export function renumberWaitlist(entries: readonly WaitlistEntry[]): { registrationID: string; waitlistPosition: number }[] {
  return waitlistOrder(entries)
    .map((entry, index) => ({ registrationID: entry.registrationID, waitlistPosition: index + 1, before: entry.waitlistPosition }))
    .filter((entry) => entry.before !== entry.waitlistPosition)
    .map(({ registrationID, waitlistPosition }) => ({ registrationID, waitlistPosition }));
}

/**
 * When an offer made `now` (ms) lapses: the booking's claim window later.
 * @example offerExpiry({ ...defaultGuestFlow(), claimWindowHours: 24 }, 0) // 86400000
 */
export function offerExpiry(flow: Pick<GuestFlow, 'claimWindowHours'>, now: number): number {
  return now + flow.claimWindowHours * 3_600_000;
}

/**
 * Who is offered a place now: the first in line, one per free place (places the guests holding one
 * leave free under the limit). Called after anything that frees a place (a cancellation, a delete,
 * a lapsed offer, a raised capacity), in the same transaction.
 * @example promotionsDue({ registrationCount: 9, limit: 10 }, entries) // [the first waitlisted entry]
 */
export function promotionsDue<T extends WaitlistEntry>(room: RegistrationRoom, entries: readonly T[]): T[] {
  const free = Math.max(0, room.limit - room.registrationCount);
  return waitlistOrder(entries).slice(0, free);
}

/**
 * True when an offer has lapsed at `now` (ms): the worker then cancels it and offers the place on.
 * A lapsed offer is `cancelled`, not put back in line: a guest who did not answer in the window
 * would otherwise be offered the place again and again.
 * @example offerLapsed({ status: 'offered', offerExpiresAt: 1_000 }, 1_000) // true
 */
export function offerLapsed(entry: { status: RegistrationStatus; offerExpiresAt: number | null }, now: number): boolean {
  return entry.status === 'offered' && entry.offerExpiresAt !== null && now >= entry.offerExpiresAt;
}
