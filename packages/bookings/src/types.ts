import type { PortalApi } from '@greenroom/core';

/**
 * The part of the PortalApi the bookings list needs; a partner implements only this.
 * @example
 * const api: BookingsListSlice = { bookings: myBookingsAdapter };
 */
export type BookingsListSlice = Pick<PortalApi, 'bookings'>;

/**
 * The part of the PortalApi the Overview tab needs: bookings, the space (open/close window for the
 * run time rules) and the calendars (Add to Calendar).
 * @example
 * <OverviewPanel api={{ bookings, spaces, calendars }} booking={booking} />
 */
export type OverviewSlice = Pick<PortalApi, 'bookings' | 'spaces' | 'calendars'>;

/**
 * The part of the PortalApi the booking editor and all its tabs need: the Overview's slice plus
 * attendance, registrations, presenters and email templates (the other tabs).
 * @example
 * const api: BookingEditorSlice = { bookings, spaces, calendars, attendance, registrations, presenters, emailTemplates };
 */
export type BookingEditorSlice = OverviewSlice & Pick<PortalApi, 'attendance' | 'registrations' | 'presenters' | 'emailTemplates'>;
