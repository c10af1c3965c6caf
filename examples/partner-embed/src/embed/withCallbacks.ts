import type { Booking } from '@greenroom/core';
import type { OverviewSlice } from '@greenroom/bookings/overview';

/** What every embed reports: a failed call of the partner's adapter. @example { onError: (error, call) => report(call, error) } */
export interface ErrorCallback {
  /** A call of the partner's adapter failed (aborted calls are not errors). */
  onError?: (error: unknown, call: string) => void;
}

/** What a partner page can react to, typed (no postMessage). @example { onBookingSaved: (b) => log(b.version) } */
export interface OverviewCallbacks extends ErrorCallback {
  /** A change made in the panel was stored by the partner's backend. */
  onBookingSaved?: (booking: Booking) => void;
}

type AnyCall = (...args: never[]) => Promise<unknown>;

/** Per method: what to tell the page once the call resolved, with the call's own arguments. */
type OnResult<T> = { [M in keyof T]?: T[M] extends (...args: infer A) => Promise<infer R> ? (value: R, ...args: A) => void : never };

/**
 * The domain with every method watched: a resolved call goes to `onResult[method]`, a failure
 * (not an abort) to `onError` with its name ('registrations.create'), and is rethrown.
 * @example const registrations = watchDomain(api.registrations, 'registrations', callbacks, { create: (r) => log(r) });
 */
export function watchDomain<T extends object>(domain: T, name: string, callbacks: ErrorCallback, onResult: OnResult<T> = {}): T {
  return Object.fromEntries(
    Object.entries(domain).map(([method, call]) => [
      method,
      async (...args: never[]) => {
        try {
          const value = await (call as AnyCall)(...args);
          (onResult as Record<string, ((...inner: unknown[]) => void) | undefined>)[method]?.(value, ...args);
          return value;
        } catch (error) {
          if (!(error instanceof DOMException && error.name === 'AbortError')) callbacks.onError?.(error, `${name}.${method}`);
          throw error;
        }
      },
    ]),
  ) as T;
}

/**
 * The slice with the page's callbacks around it: every failure reaches `onError`, every stored
 * booking `onBookingSaved`.
 * @example const api = withCallbacks(adapter, { onBookingSaved: (b) => console.log('saved', b.version) });
 */
export function withCallbacks(api: OverviewSlice, callbacks: OverviewCallbacks): OverviewSlice {
  return {
    bookings: watchDomain(api.bookings, 'bookings', callbacks, { update: (booking) => callbacks.onBookingSaved?.(booking) }),
    spaces: watchDomain(api.spaces, 'spaces', callbacks),
    calendars: watchDomain(api.calendars, 'calendars', callbacks),
  };
}
