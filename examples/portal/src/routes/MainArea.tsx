import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useMatch, useNavigate, useNavigationType } from 'react-router';
import { usePortal, type AuthSession } from '@greenroom/core';
import { LoadingScreen } from '@greenroom/ui';
import { signOutDeliberately } from '@greenroom/auth';
import { SpaceWindow, type SpaceTabId, type SpaceTabContent } from '@greenroom/space';
import { ComingSoonPanel } from '../pages/ComingSoonPanel';
import { BookingsTabPanel } from '../tabs/BookingsTabPanel';
import { CalendarTabPanel } from '../tabs/CalendarTabPanel';
import { useLinkedRecord, type LinkTarget } from './useLinkedRecord';

/**
 * The main producer screen for /home, /space/{spaceID} and /booking/{bookingID} (one instance for
 * all three, so the chosen tab survives the address changes a tab switch makes). A space reached
 * by a link (first load, Back) or any booking link shows 'Loading' while the record is fetched.
 * @example
 * <Route element={<MainArea session={session} />}>
 *   <Route path="/home" element={null} />
 * </Route>
 */
export default function MainArea({ session }: { session: AuthSession }) {
  const { auth, queryClient, selection } = usePortal();
  const navigate = useNavigate();
  const location = useLocation();
  const navigationType = useNavigationType();
  const spaceID = useMatch('/space/:spaceID')?.params.spaceID;
  const bookingID = useMatch('/booking/:bookingID')?.params.bookingID;

  // A booking link is always fetched (its space is not known before); a space address only when
  // it was arrived at from outside the app (typed, opened, or the Back button).
  const target = useMemo<LinkTarget | null>(() => {
    if (bookingID) return { kind: 'booking', bookingID };
    if (spaceID && navigationType === 'POP') return { kind: 'space', spaceID };
    return null;
  }, [bookingID, spaceID, navigationType]);
  const linked = useLinkedRecord(target, location.key, session.producerID);
  const booking = linked.status === 'booking' ? linked.booking : undefined;
  const shownSpaceID = bookingID ? booking?.spaceID : spaceID;

  const signOut = useCallback(() => {
    // Leave for / in the same update that ends the session, so no signed-out page flashes.
    const done = signOutDeliberately(auth);
    navigate('/');
    void done.finally(() => {
      queryClient.clear();
      selection.getState().reset();
    });
  }, [auth, navigate, queryClient, selection]);

  const tabs = useMemo<Record<SpaceTabId, SpaceTabContent>>(
    () => ({
      bookings: <BookingsTabPanel booking={booking} />,
      calendar: ({ space }) => <CalendarTabPanel spaceID={space.spaceID} />,
      branding: <ComingSoonPanel feature="Branding" />,
      presentations: <ComingSoonPanel feature="Presentations" />,
    }),
    [booking],
  );

  // The selection follows the address: the space shown, and the booking a link opened.
  useEffect(() => {
    const current = selection.getState();
    if (shownSpaceID && current.spaceID !== shownSpaceID) current.selectSpace(shownSpaceID);
    if (booking && current.bookingID !== booking.bookingID) current.selectBooking(booking.bookingID);
  }, [selection, shownSpaceID, booking]);

  if (linked.status === 'loading' || linked.status === 'failed') return <LoadingScreen />;

  return (
    <SpaceWindow
      producerID={session.producerID}
      role={session.role}
      spaceID={shownSpaceID}
      tabs={tabs}
      onSignOut={signOut}
      onAdminMenu={() => navigate('/admin-menu')}
    />
  );
}
