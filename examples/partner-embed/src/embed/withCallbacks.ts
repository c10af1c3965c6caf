import type { Booking } from '@greenroom/core';
import type { OverviewSlice } from '@greenroom/bookings/overview';

/** What a partner page can react to, typed (no postMessage). @example { onBookingSaved: (b) => log(b.version) } */
export interface OverviewCallbacks {
  /** A change made in the panel was stored by the partner's backend. */
  onBookingSaved?: (booking: Booking) => void;
  /** A call of the partner's adapter failed (aborted calls are not errors). */
  onError?: (error: unknown, call: string) => void;
}

type AnyCall = (...args: never[]) => Promise<unknown>;

function wrapDomain<T extends object>(domain: T, name: string, callbacks: OverviewCallbacks, onResult?: Record<string, (value: never) => void>): T {
  return Object.fromEntries(
    Object.entries(domain).map(([method, call]) => [
      method,
      async (...args: never[]) => {
        try {
          const value = await (call as AnyCall)(...args);
          onResult?.[method]?.(value as never);
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
    bookings: wrapDomain(api.bookings, 'bookings', callbacks, { update: (booking: Booking) => callbacks.onBookingSaved?.(booking) }),
    spaces: wrapDomain(api.spaces, 'spaces', callbacks),
    calendars: wrapDomain(api.calendars, 'calendars', callbacks),
  };
}
