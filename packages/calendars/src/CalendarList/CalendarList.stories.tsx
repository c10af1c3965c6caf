import type { Story } from '@ladle/react';
import { createMemoryApi } from '@greenroom/core';
import { useState } from 'react';
import {
  calendarStorySeed,
  inStoryPortal,
  STORY_SPACE_ID,
  withFailingCalendarCalls,
  withPendingCalendarCalls,
  type CalendarStoryArgs,
} from '../stories/storyPortal';
import { CalendarList } from './CalendarList';

function Harness() {
  const [opened, setOpened] = useState<string | null>(null);
  return (
    <>
      <CalendarList spaceID={STORY_SPACE_ID} onOpenCalendar={setOpened} />
      {opened ? <p>Opened calendar: {opened}</p> : null}
    </>
  );
}

const names = ['Workshops', 'all hands', 'Board Meetings', 'Season 2', 'Season 10', 'Community Nights'];
const manyCalendars = names.map((calendarName, index) => ({
  calendarID: `calendar-${index + 1}`,
  calendarName,
  loginCode: `story-code-${index + 1}`,
  bookings: [],
  spaceID: STORY_SPACE_ID,
}));

/** Several calendars, sorted by name with alternating shading. */
export const Basic: Story<CalendarStoryArgs> = (args) =>
  inStoryPortal(args, <Harness />, {
    makeApi: () => createMemoryApi(calendarStorySeed(manyCalendars), { delay: 300 }),
  });

/** A space without calendars. */
export const Empty: Story<CalendarStoryArgs> = (args) =>
  inStoryPortal(args, <Harness />, { makeApi: () => createMemoryApi(calendarStorySeed([]), { delay: 300 }) });

/** The list is still loading. */
export const Loading: Story<CalendarStoryArgs> = (args) =>
  inStoryPortal(args, <Harness />, {
    makeApi: () => withPendingCalendarCalls(createMemoryApi(calendarStorySeed()), ['list']),
  });

/** The list could not be fetched. */
export const Error: Story<CalendarStoryArgs> = (args) =>
  inStoryPortal(args, <Harness />, {
    makeApi: () => withFailingCalendarCalls(createMemoryApi(calendarStorySeed()), ['list']),
  });
