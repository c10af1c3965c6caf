import type { ReactNode } from 'react';
import { ViewerZoneProvider } from '../data/viewerZone';

/**
 * The viewer's zone in the booking stories: the demo space's own, so its Chicago bookings show one
 * zone on every machine and its New York bookings show the viewer's time beside theirs.
 */
export const STORY_VIEWER_ZONE = 'America/Chicago';

/**
 * A story's viewer sitting in {@link STORY_VIEWER_ZONE} (or `zone`), whatever the machine's zone.
 * @example <BookingStoryPortal><StoryViewerZone><BookingsList spaceID="space-1" onOpenBooking={open} /></StoryViewerZone></BookingStoryPortal>
 */
export function StoryViewerZone({ zone = STORY_VIEWER_ZONE, children }: { zone?: string; children: ReactNode }) {
  return <ViewerZoneProvider zone={zone}>{children}</ViewerZoneProvider>;
}
