import { lazyComponent } from '@greenroom/ui';
import { LazyTabPanel } from './LazyTabPanel';

// The calendars feature is its own chunk, fetched the first time the Calendar tab opens.
const CalendarTab = lazyComponent(() => import('@greenroom/calendars').then((module) => ({ default: module.CalendarTab })));

/**
 * Loads the Calendar tab's code ahead (hover or focus of its tab), so opening it shows no loading screen.
 * @example void preloadCalendarTab(); // the pointer is on the tab
 */
export function preloadCalendarTab(): Promise<void> {
  return CalendarTab.preload();
}

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
