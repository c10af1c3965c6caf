import type { PortalApi } from '@greenroom/core';

/**
 * The part of the PortalApi the bookings list needs; a partner implements only this.
 * @example
 * const api: BookingsListSlice = { bookings: myBookingsAdapter };
 */
export type BookingsListSlice = Pick<PortalApi, 'bookings'>;

/**
 * The part of the PortalApi the booking editor and its Overview tab need: bookings, the space
 * (open/close window for the run time rules) and the calendars (Add to Calendar).
 * @example
 * const api: BookingEditorSlice = { bookings, spaces, calendars };
 */
export type BookingEditorSlice = Pick<PortalApi, 'bookings' | 'spaces' | 'calendars'>;

/**
 * The part of the PortalApi the Overview tab needs.
 * @example
 * <OverviewPanel api={{ bookings, spaces, calendars }} booking={booking} />
 */
export type OverviewSlice = BookingEditorSlice;
