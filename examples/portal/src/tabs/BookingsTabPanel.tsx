import { useNavigate } from '../router';
import { useSelection, type Booking } from '@greenroom/core';
import { lazyComponent } from '@greenroom/ui';
import { LazyTabPanel } from './LazyTabPanel';

// The booking area is fetched the first time the Bookings tab opens: the list and the editor are
// separate chunks, so the list does not download the editor.
// The list's and the editor's own modules, not the @greenroom/bookings/list and /editor entries:
// those also export 'Name Booking' and the Duplicate dialog, which would then come with the first
// load, @floating-ui and all (issue 31).
const BookingsList = lazyComponent(() => import('@greenroom/bookings/BookingsList').then(({ BookingsList: List }) => ({ default: List })));
const BookingEditor = lazyComponent(() => import('@greenroom/bookings/BookingEditor').then((module) => ({ default: module.BookingEditor })));

/**
 * Loads the Bookings tab's code for an address ahead of its first render: the editor for a booking
 * link, else the list (issue 31: drawn without a fallback once the space's data is here).
 * @example void preloadBookingsTab(true); // /booking/{id}
 */
export function preloadBookingsTab(bookingLink: boolean): Promise<void> {
  return bookingLink ? BookingEditor.preload() : BookingsList.preload();
}

/** What the host hands the Bookings tab. */
export interface BookingsTabPanelProps {
  /** The booking a /booking/{bookingID} address opened, if any. */
  booking?: Booking;
  /** The signed-in producer's role (0 = super-admin: the booking ID and the super-admin settings show). */
  role: number;
}

/**
 * The Bookings tab of the space window: the space's bookings list, or the booking editor for the
 * booking a /booking/{bookingID} address opened (from a row, after create or duplicate, or a deep
 * link). BACK and delete return to /space/{spaceID}.
 * @example
 * bookings: <BookingsTabPanel booking={linkedBooking} role={session.role} />
 */
export function BookingsTabPanel({ booking, role }: BookingsTabPanelProps) {
  const navigate = useNavigate();
  const spaceID = useSelection((state) => state.spaceID);
  const openBooking = (bookingID: string) => navigate(`/booking/${bookingID}`);
  return (
    <LazyTabPanel>
      {booking ? (
        <BookingEditor
          key={booking.bookingID}
          bookingID={booking.bookingID}
          superAdmin={role === 0}
          onBack={(space) => navigate(`/space/${space}`)}
          onOpenBooking={openBooking}
        />
      ) : spaceID ? (
        <BookingsList spaceID={spaceID} onOpenBooking={openBooking} />
      ) : null}
    </LazyTabPanel>
  );
}
