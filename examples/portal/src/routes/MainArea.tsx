import { useEffect, useMemo, useState } from 'react';
import { useLocation, useMatch, useNavigate, useNavigationType } from '../router';
import { guessTimezone, usePortal, type AuthSession } from '@greenroom/core';
import { ViewerZoneProvider } from '@greenroom/bookings/data/viewerZone';
import { LoadingScreen } from '@greenroom/ui';
import { SpaceWindow, useSpaceQuery, type SpaceTabId, type SpaceTabs } from '@greenroom/space';
import { PortalThemeSwitch } from '../app/PortalThemeSwitch';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { useSignOut } from '../app/useSignOut';
import { DrawnClock } from '../prerender/DrawnClock';
import { usePrerenderedZone } from '../prerender/PrerenderedLink';
import { useHydrated } from '../prerender/useHydrated';
import { rememberView } from '../prerender/viewCookie';
import { BookingsTabPanel, preloadBookingsTab } from '../tabs/BookingsTabPanel';
import { BrandingTabPanel, preloadBrandingTab } from '../tabs/BrandingTabPanel';
import { CalendarTabPanel, preloadCalendarTab } from '../tabs/CalendarTabPanel';
import { IntegrationsTabPanel, preloadIntegrationsTab } from '../tabs/IntegrationsTabPanel';
import { PresentationsTabPanel, preloadPresentationsTab } from '../tabs/PresentationsTabPanel';
import { hostTexts } from '../texts';
import { linkTargetOf, visitOf } from './linkedRecord';
import { useLinkedRecord } from './useLinkedRecord';

/** Each space tab's code, loaded when the pointer reaches its tab (or it takes focus). */
const preloadTab: Record<SpaceTabId, () => Promise<void>> = {
  bookings: () => preloadBookingsTab(false),
  calendar: preloadCalendarTab,
  branding: preloadBrandingTab,
  presentations: preloadPresentationsTab,
  integrations: preloadIntegrationsTab,
};

/** Starts loading a tab's code; a failure shows when the tab opens (its load notice), not here. */
const onTabIntent = (tab: SpaceTabId) => void preloadTab[tab]().catch(() => undefined);

/**
 * Loads the code of the tab the space window opens on for `pathname` (the Bookings tab: its
 * editor for a booking link, else its list), so it draws without a fallback once its data is here.
 * @example void preloadFirstTab('/space/space-1');
 */
export function preloadFirstTab(pathname: string): Promise<void> {
  return preloadBookingsTab(pathname.startsWith('/booking/'));
}

/**
 * The main producer screen for /home, /space/{spaceID} and /booking/{bookingID} (one instance for
 * all three, so the chosen tab survives the address changes a tab switch makes). A space reached
 * by a link (first load, Back) or any booking link shows 'Loading' while the record is fetched,
 * except the link a server-rendered page drew (ADR 0008), shown at once from its answer and, until
 * hydration is over, in the zone and by the clock the server drew it in (the space window and the
 * booking editor in its Bookings tab alike). The tab is titled after the booking, the space, or Home.
 * @example
 * <Route element={<MainArea session={session} />}>
 *   <Route path="/home" element={null} />
 * </Route>
 */
export default function MainArea({ session }: { session: AuthSession }) {
  const { api, selection, theme } = usePortal();
  const navigate = useNavigate();
  const location = useLocation();
  const navigationType = useNavigationType();
  const spaceID = useMatch('/space/:spaceID')?.params.spaceID;
  const bookingID = useMatch('/booking/:bookingID')?.params.bookingID;

  const target = useMemo(() => linkTargetOf(location.pathname, navigationType), [location.pathname, navigationType]);
  const linked = useLinkedRecord(target, visitOf(location), session.producerID);
  const booking = linked.status === 'booking' ? linked.booking : undefined;
  const shownSpaceID = bookingID ? booking?.spaceID : spaceID;
  const signOut = useSignOut();

  // The same query as the window's (one request): only its name is read here, for the title.
  const space = useSpaceQuery(api, shownSpaceID, session.producerID);
  const spaceName = shownSpaceID && space.data?.spaceID === shownSpaceID ? space.data.spaceName : undefined;
  useDocumentTitle(bookingID ? booking?.name : shownSpaceID ? spaceName : hostTexts.titles.home);

  const tabs = useMemo<SpaceTabs>(
    () => ({
      bookings: <BookingsTabPanel booking={booking} role={session.role} />,
      calendar: ({ space }) => <CalendarTabPanel spaceID={space.spaceID} />,
      branding: ({ space }) => <BrandingTabPanel spaceID={space.spaceID} />,
      presentations: ({ space }) => <PresentationsTabPanel spaceID={space.spaceID} />,
      integrations: ({ space }) => <IntegrationsTabPanel projectID={space.projectID} projectName={space.project?.projectName} />,
    }),
    [booking, session.role],
  );

  // The selection follows the address: the space shown, and the booking a link opened.
  useEffect(() => {
    const current = selection.getState();
    if (shownSpaceID && current.spaceID !== shownSpaceID) current.selectSpace(shownSpaceID);
    if (booking && current.features.bookings !== booking.bookingID) current.selectFeature('bookings', booking.bookingID);
  }, [selection, shownSpaceID, booking]);

  // The zone of the viewer's "your time" lines: the one a server-rendered page was drawn in until
  // hydration is over, then the browser's. The theme and zone shown are what the server draws this
  // browser's next space link in (while hydrating, both are still the server's: not written).
  const prerenderedZone = usePrerenderedZone();
  const [drawnZone] = useState(prerenderedZone);
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) rememberView({ mode: theme, viewerZone: guessTimezone() });
  }, [hydrated, theme]);

  if (linked.status === 'loading' || linked.status === 'failed') return <LoadingScreen />;

  const spaceWindow = (
    <SpaceWindow
      producerID={session.producerID}
      role={session.role}
      spaceID={shownSpaceID}
      tabs={tabs}
      onTabIntent={onTabIntent}
      onSignOut={signOut}
      onAdminMenu={() => navigate('/admin-menu')}
      headerActions={<PortalThemeSwitch />}
    />
  );
  // The space and the booking editor in its Bookings tab alike: the server's zone and clock until hydrated.
  return <DrawnClock>{drawnZone ? <ViewerZoneProvider zone={hydrated ? guessTimezone() : drawnZone}>{spaceWindow}</ViewerZoneProvider> : spaceWindow}</DrawnClock>;
}
