import { lazy } from 'react';
import { LazyTabPanel } from './LazyTabPanel';

// The calendars feature is its own chunk, fetched the first time the Calendar tab opens.
const CalendarTab = lazy(() => import('@greenroom/calendars').then((module) => ({ default: module.CalendarTab })));

/**
 * The Calendar tab of the space window: @greenroom/calendars' CalendarTab, loaded on demand. The
 * selected calendar lives in the PortalProvider's selection store, which a tab switch clears.
 * @example
 * calendar: ({ space }) => <CalendarTabPanel spaceID={space.spaceID} />
 */
export function CalendarTabPanel({ spaceID }: { spaceID: string }) {
  return (
    <LazyTabPanel>
      <CalendarTab spaceID={spaceID} />
    </LazyTabPanel>
  );
}
