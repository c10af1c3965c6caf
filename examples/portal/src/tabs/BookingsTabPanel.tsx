import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth, useSelection, type Booking } from '@greenroom/core';
import { LoadingScreen } from '@greenroom/ui';

// The booking area is fetched the first time the Bookings tab opens: the list and the editor are
// separate chunks, so the list does not download the editor.
const BookingsList = lazy(() => import('@greenroom/bookings/list').then((module) => ({ default: module.BookingsList })));
const BookingEditor = lazy(() => import('@greenroom/bookings/editor').then((module) => ({ default: module.BookingEditor })));

/** The signed-in producer's role (0 = super-admin), read once from the session. */
function useRole(): number | null {
  const auth = useAuth();
  const [role, setRole] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    void auth.getSession().then((session) => live && setRole(session?.role ?? null));
    return () => {
      live = false;
    };
  }, [auth]);
  return role;
}

/**
 * The Bookings tab of the space window: the space's bookings list, or the booking editor for the
 * booking a /booking/{bookingID} address opened (from a row, after create or duplicate, or a deep
 * link). BACK and delete return to /space/{spaceID}.
 * @example
 * bookings: <BookingsTabPanel booking={linkedBooking} />
 */
export function BookingsTabPanel({ booking }: { booking?: Booking }) {
  const navigate = useNavigate();
  const spaceID = useSelection((state) => state.spaceID);
  const role = useRole();
  const openBooking = (bookingID: string) => navigate(`/booking/${bookingID}`);
  return (
    <Suspense fallback={<LoadingScreen fullScreen={false} />}>
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
    </Suspense>
  );
}
