import type { QueryClient } from '@tanstack/react-query';
import { fetchLinkedRecord, type FetchedRecord, type LinkServices, type LinkTarget } from '../routes/linkedRecord';
import { prefetchBookingByID, prefetchBookingWindow, type BookingWindowServices } from '../routes/prefetchBookingWindow';
import { prefetchProjects, prefetchSpaceWindow } from '../routes/prefetchSpaceWindow';

/** What gathering a link page's data needs: the render's api and query client. */
export interface LinkPageServices extends LinkServices {
  api: LinkServices['api'] & BookingWindowServices['api'];
}

/** Resolves once no query of `queryClient` is fetching any more. */
function settled(queryClient: QueryClient): Promise<void> {
  if (queryClient.isFetching() === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Asks for everything the window of a space or booking link shows first, as the browser would
 * (usePrefetchLinkedRecord), and waits for every answer: a space's record, bookings and usage and
 * the producer's projects; a booking's record, usage and guest list and the producer's projects,
 * then, once the booking names its space, that space, its usage and calendars and the booking's
 * template deliveries. The linked record once every answer came; null when one failed (the page
 * is then not the server's to draw).
 * @example const record = await gatherLinkPage(services, { kind: 'booking', bookingID: 'b1' }, 'p1');
 */
export async function gatherLinkPage(services: LinkPageServices, target: LinkTarget, producerID: string): Promise<FetchedRecord | null> {
  const { queryClient } = services;
  const record = fetchLinkedRecord(services, target, 'server', producerID).catch(() => null);
  if (target.kind === 'space') prefetchSpaceWindow(services, target.spaceID, producerID);
  else {
    prefetchProjects(services, producerID);
    prefetchBookingByID(services, target.bookingID);
  }
  const found = await record;
  if (found?.status === 'booking') prefetchBookingWindow(services, found.booking, producerID);
  await settled(queryClient);
  const complete = queryClient.getQueryCache().getAll().every((query) => query.state.status === 'success');
  return complete ? found : null;
}
