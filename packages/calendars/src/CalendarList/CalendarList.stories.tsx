import type { Story } from '@ladle/react';
import { useState } from 'react';
import { inStoryPortal, STORY_SPACE_ID, type CalendarStoryArgs } from '../stories/storyPortal';
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
export const Basic: Story<CalendarStoryArgs> = (args) => inStoryPortal(args, <Harness />, { calendars: manyCalendars });

/** A space without calendars. */
export const Empty: Story<CalendarStoryArgs> = (args) => inStoryPortal(args, <Harness />, { calendars: [] });

/** The list is still loading. */
export const Loading: Story<CalendarStoryArgs> = (args) => inStoryPortal(args, <Harness />, { pending: ['list'] });

/** The list could not be fetched. */
export const Error: Story<CalendarStoryArgs> = (args) => inStoryPortal(args, <Harness />, { failing: ['list'] });
