import type { GuestFlow, Registration, RegistrationStatus } from '../entities';
import { capacityRefusal, type RegistrationRoom } from './registrationCapacity';
import { conflictRefusal, type Refusal } from './refusals';

/** The statuses that hold one of the booking's places: capacity counts only these. */
export const PLACE_HOLDING_STATUSES: readonly RegistrationStatus[] = ['approved', 'offered'];

/**
 * The refusal texts of a registration's status changes (ours: issue 27).
 * @example REGISTRATION_STATUS_TEXTS.notPending // 'Only a pending registration can be approved or denied.'
 */
export const REGISTRATION_STATUS_TEXTS = {
  notPending: 'Only a pending registration can be approved or denied.',
  notWaitlisted: 'Only a guest on the waitlist can be promoted.',
  notOffered: 'There is no offer to claim for this registration.',
  offerExpired: 'This offer has expired.',
  alreadyClosed: 'This registration was already cancelled or not approved.',
  noPlaceYet: 'Your registration does not have a place in this event yet.',
} as const;

/**
 * A registration's status; a partner backend's or an older record's missing status is `approved`.
 * @example statusOf({ status: undefined }) // 'approved'
 */
export function statusOf(registration: Pick<Registration, 'status'>): RegistrationStatus {
  return registration.status ?? 'approved';
}

/**
 * True when the status holds one of the booking's places (approved, or offered until it lapses).
 * @example holdsPlace('offered') // true
 */
export function holdsPlace(status: RegistrationStatus | undefined): boolean {
  return PLACE_HOLDING_STATUSES.includes(status ?? 'approved');
}

/** Where a new registration lands, and its place in line when it waits. */
export interface NewRegistrationPlace {
  status: RegistrationStatus;
  waitlistPosition: number | null;
}

/**
 * The status of a new registration, through the sign-up form or added by a producer: with the
 * booking full, the next place on the waitlist when the booking has one, else the capacity's 409;
 * with a place free, pending when the booking requires approval, else approved. `waitlistLength`
 * is how many wait now. (A pending registration holds no place: approving it checks the capacity.)
 * @example
 * newRegistrationPlace({ ...defaultGuestFlow(), waitlist: true }, { registrationCount: 20, limit: 20 }, 2)
 * // { status: 'waitlisted', waitlistPosition: 3 }
 */
export function newRegistrationPlace(flow: GuestFlow, room: RegistrationRoom, waitlistLength: number): NewRegistrationPlace | Refusal {
  const full = capacityRefusal(room, 1);
  if (full) return flow.waitlist ? { status: 'waitlisted', waitlistPosition: waitlistLength + 1 } : full;
  return { status: flow.requireApproval ? 'pending' : 'approved', waitlistPosition: null };
}

/** True when the value is a Refusal rather than a place. */
export function isRefusal(value: NewRegistrationPlace | Refusal): value is Refusal {
  return 'message' in value;
}

/**
 * A producer's decision on pending registrations, all or nothing: a 409 when any of them is not
 * pending, the capacity's 409 when approving them would pass the limit, else null.
 * @example decisionRefusal('approve', ['pending', 'approved'], { registrationCount: 1, limit: 10 }) // 409 notPending
 */
export function decisionRefusal(decision: 'approve' | 'deny', statuses: readonly RegistrationStatus[], room: RegistrationRoom): Refusal | null {
  if (statuses.some((status) => status !== 'pending')) return conflictRefusal(REGISTRATION_STATUS_TEXTS.notPending);
  return decision === 'approve' ? capacityRefusal(room, statuses.length) : null;
}

/**
 * A hand promotion: only a waitlisted guest. The producer may promote past the capacity (it is
 * their booking: like raising it by one); the offer then holds a place like any other.
 * @example promotionRefusal('pending') // 409 notWaitlisted
 */
export function promotionRefusal(status: RegistrationStatus): Refusal | null {
  return status === 'waitlisted' ? null : conflictRefusal(REGISTRATION_STATUS_TEXTS.notWaitlisted);
}

/**
 * A guest's claim of an offered place: only while offered and before the offer lapses (`now` and
 * `offerExpiresAt` in ms).
 * @example claimRefusal('offered', 2_000, 1_000) // 409 offerExpired
 */
export function claimRefusal(status: RegistrationStatus, offerExpiresAt: number | null, now: number): Refusal | null {
  if (status !== 'offered') return conflictRefusal(REGISTRATION_STATUS_TEXTS.notOffered);
  if (offerExpiresAt === null || now >= offerExpiresAt) return conflictRefusal(REGISTRATION_STATUS_TEXTS.offerExpired);
  return null;
}

/**
 * A guest's cancellation: anything still open (approved, pending, waitlisted, offered) may be given up.
 * @example cancelRefusal('denied') // 409 alreadyClosed
 */
export function cancelRefusal(status: RegistrationStatus): Refusal | null {
  return status === 'denied' || status === 'cancelled' ? conflictRefusal(REGISTRATION_STATUS_TEXTS.alreadyClosed) : null;
}
