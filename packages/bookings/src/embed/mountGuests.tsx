import { useTexts } from '@greenroom/core';
import { useQuery } from '@tanstack/react-query';
import type { GuestListBooking, GuestsSlice } from '../data/guestSlices';
import { GuestListPanel } from '../GuestListPanel';
import { withGuestCallbacks, type GuestsCallbacks } from './guestCallbacks';
import { mountEmbed, type EmbedOptions } from './mountEmbed';
import { mainTextTable } from '../textTables/main';

/** Reads the booking the Guest List panel is for. @example ({ bookingID, signal }) => api.bookings.get({ bookingID, signal }) */
export type LoadBooking = (p: { bookingID: string; signal?: AbortSignal }) => Promise<GuestListBooking>;

/** Everything a page without React passes to mountGuests. @example see mountGuests */
export interface GuestsEmbedOptions extends GuestsCallbacks, EmbedOptions {
  /** The booking whose guests the panel shows. */
  bookingID: string;
  /** The adapter for the panel's slice (registrations and email templates). */
  api: GuestsSlice;
  /** Reads the booking itself: its name, intake fields and invite template. */
  loadBooking: LoadBooking;
}

function LoadedGuests({ bookingID, api, loadBooking }: { bookingID: string; api: GuestsSlice; loadBooking: LoadBooking }) {
  const booking = useQuery({ queryKey: ['greenroom-embed', 'booking', bookingID], queryFn: ({ signal }) => loadBooking({ bookingID, signal }) });
  const texts = useTexts(mainTextTable).embed;
  if (booking.isPending) return <p role="status">{texts.loading}</p>;
  if (booking.isError) return <p role="alert">{texts.loadFailed}</p>;
  return <GuestListPanel booking={booking.data} api={api} />;
}

/**
 * Mounts the Guest List panel (with its Add/Manage Attendee and Upload dialogs) on a page without
 * React and answers the function that removes it, its styles and its cached data again. The
 * callbacks fire from the adapter's resolved calls. Any further option (mode, shadow, nonce,
 * strict…) goes to `mountPanel` of @greenroom/ui.
 * @example
 * import { mountGuests } from '@greenroom/bookings/guests';
 * const unmount = mountGuests(document.getElementById('guests')!, {
 *   bookingID: 'evt-1', api, loadBooking, auth: createTokenAuth({ getToken }), links, mode: 'dark', shadow: true, nonce,
 *   onGuestAdded: (registration) => console.log('added', registration.registrationID),
 *   onImportFinished: (result) => console.log(result.ok ? `${result.created} new` : result.message),
 *   onError: (error, call) => console.warn(call, error),
 * });
 */
export function mountGuests(element: HTMLElement, options: GuestsEmbedOptions): () => void {
  const { bookingID, api, loadBooking, onGuestAdded, onGuestUpdated, onGuestRemoved, onImportFinished, onMailQueued, onError, ...embed } = options;
  const watched = withGuestCallbacks(api, { onGuestAdded, onGuestUpdated, onGuestRemoved, onImportFinished, onMailQueued, onError });
  return mountEmbed(element, LoadedGuests, { ...embed, slice: watched, props: { bookingID, api: watched, loadBooking } });
}
