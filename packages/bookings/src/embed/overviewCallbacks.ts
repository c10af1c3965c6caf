import type { Booking } from '@greenroom/core';
import type { OverviewSlice } from '../types';
import { withCallbacks, type ErrorCallback } from './withCallbacks';

/** What a page can react to on the Overview panel, typed. @example { onBookingSaved: (b) => log(b.version) } */
export interface OverviewCallbacks extends ErrorCallback {
  /** A change made in the panel was stored by the backend. */
  onBookingSaved?: (booking: Booking) => void;
}

/**
 * The Overview's slice with the page's callbacks around it: every stored booking reaches
 * `onBookingSaved`, every failure `onError`.
 * @example const api = withOverviewCallbacks(adapter, { onBookingSaved: (b) => console.log('saved', b.version) });
 */
export function withOverviewCallbacks(api: OverviewSlice, callbacks: OverviewCallbacks): OverviewSlice {
  return {
    bookings: withCallbacks(api.bookings, 'bookings', callbacks, { update: (booking) => callbacks.onBookingSaved?.(booking) }),
    spaces: withCallbacks(api.spaces, 'spaces', callbacks),
    calendars: withCallbacks(api.calendars, 'calendars', callbacks),
  };
}
