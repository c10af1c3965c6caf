import type { LinkErrorMessages, RegistrationData } from '../entities';
import { ERROR_CODES } from '../rules/errorCodes';
import { checkRegistration, type CheckedRegistration } from '../rules/guestTimeZone';
import { roomWindow, type RoomTimes } from '../rules/guestWindow';
import { DEFAULT_ERROR_MESSAGES } from '../rules/linkErrors';
import { capacityRefusal, type RegistrationRoom } from '../rules/registrationCapacity';
import type { Refusal } from '../rules/refusals';
import type { FormRules, PersonFields } from '../rules/registrationInput';
import type { GuestRoomState } from './types';

/**
 * The room state a guest's join page shows (both backends): before the room window opens
 * 'notOpenYet', from its close (or with an unreadable window) 'closed', in between 'full' when
 * `inRoom` guests fill the event capacity, else 'open'. The window is core's roomWindow, so it is
 * the one /api/guest/enter lets guests in by.
 * @example
 * guestRoomState(times, Date.parse('2026-11-21T20:00:00Z'), { inRoom: 0, capacity: 20 }) // 'notOpenYet' when it opens at 21:00
 */
export function guestRoomState(times: RoomTimes, now: number, room: { inRoom: number; capacity: number }): GuestRoomState {
  const { opens, closes } = roomWindow(times);
  if (opens === null || closes === null || now >= closes) return 'closed';
  if (now < opens) return 'notOpenYet';
  return room.inRoom >= room.capacity ? 'full' : 'open';
}

/**
 * True while a booking's sign-up link takes registrations: until its room closes.
 * @example isSignUpOpen(times, Date.now()) // false once the event is over
 */
export function isSignUpOpen(times: RoomTimes, now: number): boolean {
  const { closes } = roomWindow(times);
  return closes !== null && now < closes;
}

/**
 * The 404 of a guest link that does not (or no longer) lead in: the booking's own text for that
 * kind of link (Messages tab) when the booking is known and has one, else core's default.
 * @example
 * guestLinkRefusal('signUp', null)
 * // { status: 404, message: 'Registration for this event is not open. Please contact the event organizer.', code: 'UnknownCode' }
 */
export function guestLinkRefusal(kind: keyof LinkErrorMessages, messages: Partial<LinkErrorMessages> | null | undefined): Refusal {
  return { status: 404, message: messages?.[kind] || DEFAULT_ERROR_MESSAGES[kind], code: ERROR_CODES.unknownCode };
}

/**
 * Whether a booking's registration capacity is reached, with core's capacity text when it is (the
 * message of the 409 a sign-up would get).
 * @example signUpCapacity({ registrationCount: 5, limit: 5 }) // { full: true, capacityMessage: 'This booking has reached its registration capacity of 5.' }
 */
export function signUpCapacity(room: RegistrationRoom): { full: boolean; capacityMessage: string } {
  const refusal = capacityRefusal(room, 1);
  return { full: refusal !== null, capacityMessage: refusal?.message ?? '' };
}

/**
 * The person fields of the producer's registration form built from a guest's sign-up data.
 * @example signUpPerson({ firstName: 'Ada', lastName: 'L', company: '', emailAddress: '', phone: '', address }).first // 'Ada'
 */
export function signUpPerson(data: RegistrationData): PersonFields {
  return { first: data.firstName, last: data.lastName, email: data.emailAddress, company: data.company, phone: data.phone, address: { ...data.address } };
}

const SIGN_UP_KEYS: Record<string, string> = { first: 'firstName', last: 'lastName', email: 'emailAddress' };

/**
 * A guest's sign-up checked with the producer's form rules (checkRegistration: intake fields,
 * email, phone, lengths, address type, time zone), field errors keyed like the sign-up's
 * `registrationData` (firstName, emailAddress, zipCode, …, timeZone).
 * @example
 * checkSignUp({ ...data, firstName: ' ' }, undefined, rules)
 * // { ok: false, fieldErrors: { firstName: 'Required' } }
 */
export function checkSignUp(data: RegistrationData, timeZone: string | undefined, rules: FormRules): CheckedRegistration {
  const checked = checkRegistration({ ...signUpPerson(data), timeZone }, rules);
  if (checked.ok) return checked;
  return { ok: false, fieldErrors: Object.fromEntries(Object.entries(checked.fieldErrors).map(([key, text]) => [SIGN_UP_KEYS[key] ?? key, text])) };
}
