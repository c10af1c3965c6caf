import { HttpError } from '../api/HttpError';
import { badRequestRefusal, notFoundRefusal, textInputErrors, type Refusal, type TextInput } from '../rules/index';
import type { FieldErrors } from '../validation/fieldErrors';

/** Answers a call: runs `compute` and resolves a deep copy of its result, or rejects with what it throws. */
export type Respond = <T>(signal: AbortSignal | undefined, compute: () => T) => Promise<T>;

function settle<T>(compute: () => T, resolve: (value: T) => void, reject: (reason: unknown) => void): void {
  try {
    resolve(structuredClone(compute()));
  } catch (error) {
    reject(error);
  }
}

/**
 * With `delay` 0 the answer is a promise settled at once (no timer, no extra ticks); with a delay
 * the work happens after a setTimeout, so fake timers control it. An aborted signal rejects with
 * its reason and nothing is changed.
 */
export function createResponder(delay: number): Respond {
  return <T>(signal: AbortSignal | undefined, compute: () => T): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      if (delay <= 0) {
        settle(compute, resolve, reject);
        return;
      }
      const onAbort = () => {
        clearTimeout(timer);
        reject(signal?.reason);
      };
      const timer = setTimeout(() => {
        signal?.removeEventListener('abort', onAbort);
        settle(compute, resolve, reject);
      }, delay);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
}

/**
 * A rule book refusal as the memory backend rejects with it: an HttpError of its status whose body
 * is `{ message, code, fieldErrors? }`, as the server answers.
 * @example throw refused(STALE_BOOKING_REFUSAL)
 */
export function refused(refusal: Refusal): HttpError {
  const { status, message, code, fieldErrors } = refusal;
  return new HttpError(status, message, fieldErrors ? { message, code, fieldErrors } : { message, code }, fieldErrors);
}

/** 404 for an unknown record. @example throw notFound('Calendar') */
export function notFound(what: string): HttpError {
  return refused(notFoundRefusal(what));
}

/**
 * The record stored under `id` (and, with `belongs`, belonging where the call says), else a 404
 * naming `what`.
 * @example const calendar = findRecord(store.calendars, calendarID, 'Calendar', (c) => c.spaceID === spaceID);
 */
export function findRecord<T>(records: ReadonlyMap<string, T>, id: string, what: string, belongs: (record: T) => boolean = () => true): T {
  const found = records.get(id);
  if (found === undefined || !belongs(found)) throw notFound(what);
  return found;
}

/** 400 with field errors. @example throw badRequest({ calendarName: messages.required }) */
export function badRequest(fieldErrors: FieldErrors, message?: string): HttpError {
  const errors = Object.fromEntries(
    Object.entries(fieldErrors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  return refused(badRequestRefusal(errors, message));
}

/**
 * 400 when a text of the call breaks core's strict-input rule (a line break in a single-line field,
 * an impossible date), checked first, as the server's schemas check before any lookup.
 * @example refuseBadText({ singleLine: { calendarName }, instants: { 'start.time': start.time } })
 */
export function refuseBadText(input: TextInput): void {
  const errors = textInputErrors(input);
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}

const CODE_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** A random login code (10 characters, no look-alike letters). @example randomCode() // 'k3v9q2m8xa' */
export function randomCode(length = 10): string {
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');
}
