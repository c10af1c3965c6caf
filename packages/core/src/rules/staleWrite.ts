import { messages } from '../validation/messages';
import { ERROR_CODES } from './errorCodes';
import { badRequestRefusal, REFUSAL_TEXTS, type Refusal } from './refusals';

// The lost-update rule of every record a producer edits (issue 25): each stored change moves the
// record's `version` by one, and an update that names an older version than the stored one is
// refused with 412, nothing written. The booking keeps its own refusal (STALE_BOOKING_REFUSAL,
// always required); this one covers registrations, presenters, email templates, skin items,
// calendars, presentations and producers.

/**
 * Whether an update must carry the `version` it read. It is false on purpose: every Greenroom
 * screen sends the version it read (so two tabs cannot overwrite each other), while a client
 * written to the spec's call shapes, which have no version, keeps working — its update is saved
 * as before, like an HTTP PUT without If-Match. A version that is sent is always checked. Set it to
 * true to refuse updates without one (400, `version: Required`) on both backends; the contract
 * suite covers both settings.
 * @example if (VERSION_REQUIRED) console.log('every update names its version');
 */
export const VERSION_REQUIRED: boolean = false;

/**
 * The version a new record starts at (a record a backend holds without one counts as this).
 * @example const created = { ...record, version: FIRST_VERSION }
 */
export const FIRST_VERSION = 1;

/**
 * 412: a record saved over a newer version (someone else saved it after it was read); nothing is
 * written. The same text and code for every record type a producer edits.
 * @example throw refused(STALE_RECORD_REFUSAL)
 */
export const STALE_RECORD_REFUSAL: Refusal = { status: 412, message: REFUSAL_TEXTS.staleRecord, code: ERROR_CODES.staleVersion };

/**
 * What the version check reads of a stored record (a record held without one is at
 * {@link FIRST_VERSION}; a skin item not stored yet is at 0).
 * @example const stored: Versioned = { version: 3 }
 */
export interface Versioned {
  version?: number;
}

/**
 * The version check of every edited record, written once for both backends: null when the write
 * may go ahead, else the refusal to answer (nothing written). A sent version other than the stored
 * one is stale (412); no version at all is accepted while {@link VERSION_REQUIRED} is false.
 * A backend then writes at the version it checked (the server: a conditional UPDATE … WHERE
 * version = ? in the write's transaction, answering this same 412 when it matched no row) and
 * stores {@link nextVersion}.
 * @example
 * const refusal = checkVersion(stored, input.version);
 * if (refusal) throw refused(refusal);
 */
export function checkVersion(stored: Versioned, sent: number | undefined): Refusal | null {
  if (sent === undefined) return VERSION_REQUIRED ? badRequestRefusal({ version: messages.required }) : null;
  return sent === (stored.version ?? FIRST_VERSION) ? null : STALE_RECORD_REFUSAL;
}

/**
 * The version a stored change gives a record: one more than it had.
 * @example nextVersion({ version: 3 }) // 4
 */
export function nextVersion(stored: Versioned): number {
  return (stored.version ?? FIRST_VERSION) + 1;
}
