import type { Booking } from '@greenroom/core';

/**
 * What the Attendees panel reads of its booking: the ids its two lists are fetched by, the name
 * (the CSV file names), start and end with the doors settings (whether the room is open, so the
 * list refreshes by itself; times shown in the start's time zone) and the intake fields (the CSV's
 * address columns). A whole `Booking` is one too.
 * @example
 * const summary: AttendeesBooking = {
 *   bookingID: 'evt-1', spaceID: 'hall', name: 'Harbour Gala', intakeFields: defaultIntakeFields,
 *   start: { time: '2026-11-21T15:00:00Z', timezone: 'Europe/Berlin' }, end: { time: '2026-11-21T16:00:00Z', timezone: 'Europe/Berlin' },
 *   enableDoors: false, doorsOpen: '', doorsClosed: '',
 * };
 */
export type AttendeesBooking = Pick<Booking, 'bookingID' | 'spaceID' | 'name' | 'start' | 'end' | 'enableDoors' | 'doorsOpen' | 'doorsClosed' | 'intakeFields'>;
