import { OverviewPanel, type OverviewSlice } from '@greenroom/bookings/overview';
import { useQuery } from '@tanstack/react-query';
import { embedTexts } from '../texts';
import { mountEmbed, type EmbedOptions } from './mountEmbed';
import { withCallbacks, type OverviewCallbacks } from './withCallbacks';

/** Everything a page without React passes to mountOverview. @example see mountOverview */
export interface OverviewEmbedOptions extends OverviewCallbacks, EmbedOptions {
  /** The booking (the partner's event id) the panel shows. */
  bookingID: string;
  /** The partner's adapter for the panel's slice. */
  api: OverviewSlice;
}

function LoadedOverview({ bookingID, api }: { bookingID: string; api: OverviewSlice }) {
  const booking = useQuery({ queryKey: ['partner-embed', 'booking', bookingID], queryFn: ({ signal }) => api.bookings.get({ bookingID, signal }) });
  if (booking.isPending) return <p role="status">{embedTexts.loading}</p>;
  if (booking.isError) return <p role="alert">{embedTexts.loadFailed}</p>;
  return <OverviewPanel booking={booking.data} api={api} />;
}

/**
 * Mounts the booking Overview panel on a page without React (React is bundled in this entry)
 * and answers the function that removes it, its styles and its cached data again.
 * @example
 * const unmount = mountOverview(document.getElementById('event')!, {
 *   bookingID: 'evt-1', api, auth, links, mode: 'dark', shadow: true,
 *   onBookingSaved: (booking) => console.log('saved', booking.version),
 * });
 */
export function mountOverview(element: HTMLElement, options: OverviewEmbedOptions): () => void {
  const { bookingID, api, onBookingSaved, onError, ...embed } = options;
  const watched = withCallbacks(api, { onBookingSaved, onError });
  return mountEmbed(element, LoadedOverview, { ...embed, slice: watched, props: { bookingID, api: watched } });
}
