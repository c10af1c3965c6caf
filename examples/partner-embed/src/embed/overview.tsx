import { PortalProvider, createPortalQueryClient, type AuthProvider, type PortalApi, type PortalLinks } from '@greenroom/core';
import { OverviewPanel, type OverviewSlice } from '@greenroom/bookings/overview';
import { mountPanel, type ThemeMode } from '@greenroom/ui';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { embedTexts } from '../texts';
import { withCallbacks, type OverviewCallbacks } from './withCallbacks';

/** Everything a page without React passes to mountOverview. @example see mountOverview */
export interface OverviewEmbedOptions extends OverviewCallbacks {
  /** The booking (the partner's event id) the panel shows. */
  bookingID: string;
  /** The partner's adapter for the panel's slice. */
  api: OverviewSlice;
  auth: AuthProvider;
  /** Hosts the panel's links are built on. */
  links: PortalLinks;
  productName?: string;
  mode?: ThemeMode;
  /** Render inside a shadow root on the element. */
  shadow?: boolean;
  /** The page's CSP style nonce. */
  nonce?: string;
  /** React.StrictMode (development checks). */
  strict?: boolean;
}

interface OverviewEmbedProps {
  bookingID: string;
  api: OverviewSlice;
  auth: AuthProvider;
  links: PortalLinks;
  productName: string;
  queryClient: QueryClient;
}

function LoadedOverview({ bookingID, api }: { bookingID: string; api: OverviewSlice }) {
  const booking = useQuery({ queryKey: ['partner-embed', 'booking', bookingID], queryFn: ({ signal }) => api.bookings.get({ bookingID, signal }) });
  if (booking.isPending) return <p role="status">{embedTexts.loading}</p>;
  if (booking.isError) return <p role="alert">{embedTexts.loadFailed}</p>;
  return <OverviewPanel booking={booking.data} api={api} />;
}

function OverviewEmbed({ bookingID, api, auth, links, productName, queryClient }: OverviewEmbedProps) {
  // The provider is typed for the whole PortalApi; the panel is handed its slice directly and
  // calls nothing else, so the slice stands in for the rest.
  const providerApi = api as unknown as PortalApi;
  return (
    <PortalProvider api={providerApi} auth={auth} links={links} productName={productName} navigate={() => {}} queryClient={queryClient}>
      <LoadedOverview bookingID={bookingID} api={api} />
    </PortalProvider>
  );
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
  const { bookingID, api, auth, links, productName = 'Greenroom', mode, shadow, nonce, strict, onBookingSaved, onError } = options;
  const queryClient = createPortalQueryClient();
  const unmount = mountPanel(element, OverviewEmbed, {
    props: { bookingID, api: withCallbacks(api, { onBookingSaved, onError }), auth, links, productName, queryClient },
    mode,
    shadow,
    nonce,
    strict,
  });
  return () => {
    unmount();
    // Drops the cached queries and mutations and their garbage-collection timers (the mutation
    // cache's clear() leaves each mutation's timer running, so each is destroyed first).
    queryClient.getMutationCache().getAll().forEach((mutation) => mutation.destroy());
    queryClient.clear();
  };
}
