import { guessTimezone } from '@greenroom/core';
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';

const ViewerZoneContext = createContext<string | null>(null);

export interface ViewerZoneProviderProps {
  /** The IANA zone of the person looking at the panels ('America/New_York'). */
  zone: string;
  children: ReactNode;
}

/**
 * Sets the viewer's own time zone for the booking panels inside it, which show a time in it beside
 * the event's own whenever the two clocks differ ('3:00 PM PST', then '6:00 PM EST your time').
 * Without it the browser's zone is used (core's `guessTimezone`); stories and tests set it so
 * they read the same on every machine, a host whose users pick a zone in their profile passes it.
 * @example
 * <ViewerZoneProvider zone="America/New_York"><BookingsList spaceID="s1" onOpenBooking={open} /></ViewerZoneProvider>
 */
export function ViewerZoneProvider({ zone, children }: ViewerZoneProviderProps) {
  return <ViewerZoneContext.Provider value={zone}>{children}</ViewerZoneContext.Provider>;
}

// The browser's zone does not change while a page is open: nothing to subscribe to.
const subscribe = () => () => {};
const onServer = () => null;

/**
 * The viewer's time zone: the nearest {@link ViewerZoneProvider}'s, else the browser's; null in a
 * server render and while hydrating it (the server does not know the browser's zone, so its HTML
 * shows the event's zone only and the browser adds the viewer's right after).
 * @example const viewerZone = useViewerZone(); // 'America/New_York'
 */
export function useViewerZone(): string | null {
  const given = useContext(ViewerZoneContext);
  const browsers = useSyncExternalStore(subscribe, guessTimezone, onServer);
  return given ?? browsers;
}
