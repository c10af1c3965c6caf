import type { Booking } from '@greenroom/core';
import { GuestListPanel, type GuestsSlice } from '@greenroom/bookings/guests';
import { useQuery } from '@tanstack/react-query';
import { embedTexts } from '../texts';
import { withGuestCallbacks, type GuestsCallbacks } from './guestCallbacks';
import { mountEmbed, type EmbedOptions } from './mountEmbed';

/** Reads the booking (the partner's event) the Guest List panel is for. @example ({ bookingID, signal }) => overview.bookings.get({ bookingID, signal }) */
export type LoadBooking = (p: { bookingID: string; signal?: AbortSignal }) => Promise<Booking>;

/** Everything a page without React passes to mountGuests. @example see mountGuests */
export interface GuestsEmbedOptions extends GuestsCallbacks, EmbedOptions {
  /** The booking (the partner's event id) whose guests the panel shows. */
  bookingID: string;
  /** The partner's adapter for the panel's slice (registrations and email templates). */
  api: GuestsSlice;
  /** Reads the booking itself: its name, intake fields and invite template. */
  loadBooking: LoadBooking;
}

function LoadedGuests({ bookingID, api, loadBooking }: { bookingID: string; api: GuestsSlice; loadBooking: LoadBooking }) {
  const booking = useQuery({ queryKey: ['partner-embed', 'booking', bookingID], queryFn: ({ signal }) => loadBooking({ bookingID, signal }) });
  if (booking.isPending) return <p role="status">{embedTexts.loading}</p>;
  if (booking.isError) return <p role="alert">{embedTexts.loadFailed}</p>;
  return <GuestListPanel booking={booking.data} api={api} />;
}

/**
 * Mounts the Guest List panel (with its Add/Manage Attendee and Upload dialogs) on a page without
 * React (React is bundled in this entry) and answers the function that removes it, its styles and
 * its cached data again. The callbacks fire from the adapter's resolved calls.
 * @example
 * const unmount = mountGuests(document.getElementById('guests')!, {
 *   bookingID: 'evt-1', api, loadBooking, auth, links, mode: 'dark', shadow: true, nonce,
 *   onGuestAdded: (registration) => console.log('added', registration.registrationID),
 *   onImportFinished: (result) => console.log(result.ok ? `${result.created} new` : result.message),
 *   onError: (error, call) => console.warn(call, error),
 * });
 */
export function mountGuests(element: HTMLElement, options: GuestsEmbedOptions): () => void {
  const { bookingID, api, loadBooking, onGuestAdded, onImportFinished, onError, ...embed } = options;
  const watched = withGuestCallbacks(api, { onGuestAdded, onImportFinished, onError });
  return mountEmbed(element, LoadedGuests, { ...embed, slice: watched, props: { bookingID, api: watched, loadBooking } });
}
