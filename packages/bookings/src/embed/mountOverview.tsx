import { useTexts } from '@greenroom/core';
import { useQuery } from '@tanstack/react-query';
import { OverviewPanel } from '../OverviewPanel';
import type { OverviewSlice } from '../types';
import { mountEmbed, type EmbedOptions } from './mountEmbed';
import { withOverviewCallbacks, type OverviewCallbacks } from './overviewCallbacks';
import { mainTextTable } from '../textTables/main';

/** Everything a page without React passes to mountOverview. @example see mountOverview */
export interface OverviewEmbedOptions extends OverviewCallbacks, EmbedOptions {
  /** The booking the panel shows. */
  bookingID: string;
  /** The adapter for the panel's slice (bookings, spaces, calendars). */
  api: OverviewSlice;
}

function LoadedOverview({ bookingID, api }: { bookingID: string; api: OverviewSlice }) {
  const booking = useQuery({ queryKey: ['greenroom-embed', 'booking', bookingID], queryFn: ({ signal }) => api.bookings.get({ bookingID, signal }) });
  const texts = useTexts(mainTextTable).embed;
  if (booking.isPending) return <p role="status">{texts.loading}</p>;
  if (booking.isError) return <p role="alert">{texts.loadFailed}</p>;
  return <OverviewPanel booking={booking.data} api={api} />;
}

/**
 * Mounts the booking Overview panel on a page without React and answers the function that
 * removes it, its styles and its cached data again. Any further option (mode, shadow, nonce,
 * strict…) goes to `mountPanel` of @greenroom/ui.
 * @example
 * import { mountOverview } from '@greenroom/bookings/overview';
 * const unmount = mountOverview(document.getElementById('event')!, {
 *   bookingID: 'evt-1', api, auth: createTokenAuth({ getToken }), links, mode: 'dark', shadow: true,
 *   onBookingSaved: (booking) => console.log('saved', booking.version),
 * });
 */
export function mountOverview(element: HTMLElement, options: OverviewEmbedOptions): () => void {
  const { bookingID, api, onBookingSaved, onError, ...embed } = options;
  const watched = withOverviewCallbacks(api, { onBookingSaved, onError });
  return mountEmbed(element, LoadedOverview, { ...embed, slice: watched, props: { bookingID, api: watched } });
}
