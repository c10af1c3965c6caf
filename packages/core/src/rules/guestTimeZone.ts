import type { RegistrationData } from '../entities';
import { isValidTimezone } from '../time/zone';
import { messages } from '../validation/messages';
import { checkPerson, type FormRules, type PersonFields } from './registrationInput';

/** A checked guest time zone: the trimmed zone to store ('' = unknown; undefined = none sent), or the field error. @example const checked: CheckedGuestTimeZone = { ok: true, timeZone: 'Europe/Berlin' } */
export type CheckedGuestTimeZone = { ok: true; timeZone: string | undefined } | { ok: false; fieldErrors: { timeZone: string } };

/**
 * A registration's own time zone (issue 25: guest mail gives the guest's time when it is known):
 * absent (nothing to change), blank (unknown, stored as '') or an IANA zone name such as
 * 'America/New_York'; anything else is refused with the field error.
 * @example checkGuestTimeZone(' Europe/Berlin ') // { ok: true, timeZone: 'Europe/Berlin' }
 * @example checkGuestTimeZone('Mars/Olympus') // { ok: false, fieldErrors: { timeZone: 'Please select a valid time zone' } }
 */
export function checkGuestTimeZone(value: string | undefined): CheckedGuestTimeZone {
  if (value === undefined) return { ok: true, timeZone: undefined };
  const trimmed = value.trim();
  if (trimmed === '' || isValidTimezone(trimmed)) return { ok: true, timeZone: trimmed };
  return { ok: false, fieldErrors: { timeZone: messages.timeZoneInvalid } };
}

/** A checked registration form (POST/PUT /registration or /presenter): the data and time zone to store, or every field error. @example if (!checked.ok) throw badRequest(checked.fieldErrors) */
export type CheckedRegistration = { ok: true; data: RegistrationData; timeZone: string | undefined } | { ok: false; fieldErrors: Record<string, string> };

/**
 * The person fields with core's form rules (checkPerson) and the guest's time zone, checked
 * together so a 400 names every bad field at once.
 * @example
 * checkRegistration({ first: 'Ada', last: 'L', email: '', company: '', phone: '', address: {}, timeZone: 'Nowhere' }, rules)
 * // { ok: false, fieldErrors: { timeZone: 'Please select a valid time zone' } }
 */
export function checkRegistration(person: PersonFields & { timeZone?: string }, rules: FormRules): CheckedRegistration {
  const checked = checkPerson(person, rules);
  const zone = checkGuestTimeZone(person.timeZone);
  if (checked.ok && zone.ok) return { ok: true, data: checked.data, timeZone: zone.timeZone };
  return { ok: false, fieldErrors: { ...(checked.ok ? {} : checked.fieldErrors), ...(zone.ok ? {} : zone.fieldErrors) } };
}
