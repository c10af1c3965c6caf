import { createDemoSeed, FIRST_VERSION, type Calendar, type FeatureSelections, type MemorySeed, type PortalLinks } from '@greenroom/core';
import { PORTAL_FIXTURE_NOW, PortalFixture, type PortalFixtureProps } from '@greenroom/testing';
import { CALENDARS_FEATURE } from '../data/useCalendarSelection';

/** The space the stories show. */
export const STORY_SPACE_ID = 'space-1';

/** The calendar link host of the stories (the tests expect it); the calendar URL is this + loginCode. */
const storyLinks: Partial<PortalLinks> = { calendar: 'https://portal.example/api/ical/' };

/**
 * The demo world at the fixture's moment, optionally with other calendars.
 * @example const seed = calendarStorySeed([]); // a space without calendars
 */
export function calendarStorySeed(calendars?: Calendar[]): MemorySeed {
  const seed = createDemoSeed({ now: PORTAL_FIXTURE_NOW });
  return calendars ? { ...seed, calendars } : seed;
}

/**
 * The first calendar of the demo space ('Spring Season') as the backend answers it, which the
 * detail and dialog stories show: seeded without a version, so at the first.
 */
export const storyCalendar: Calendar = (() => {
  const first = calendarStorySeed().calendars?.[0];
  if (!first) throw new Error('The demo seed has no calendar for the stories');
  return { ...first, version: first.version ?? FIRST_VERSION };
})();

/** How a calendar story sets up its portal, besides the fixture's own options. */
export interface CalendarStoryPortalProps extends PortalFixtureProps {
  /** The space's calendars instead of the demo ones. */
  calendars?: Calendar[];
  /** The calendar selected in the provider's selection store at first. */
  selectedCalendarID?: string;
}

/**
 * The portal fixture as the calendar stories want it: the demo space selected, the stories'
 * calendar host, and a backend answering after 300 ms in Ladle (at once under renderStory).
 * @example
 * export const Loading: Story = () => (
 *   <CalendarStoryPortal pending={['calendars.list']}><CalendarTab spaceID={STORY_SPACE_ID} /></CalendarStoryPortal>
 * );
 */
export function CalendarStoryPortal({ calendars, selectedCalendarID, ...fixture }: CalendarStoryPortalProps) {
  const features: FeatureSelections = selectedCalendarID ? { [CALENDARS_FEATURE]: selectedCalendarID } : {};
  return (
    <PortalFixture
      delay={300}
      seed={calendarStorySeed(calendars)}
      links={storyLinks}
      initialSelection={{ spaceID: STORY_SPACE_ID, features }}
      {...fixture}
    />
  );
}
