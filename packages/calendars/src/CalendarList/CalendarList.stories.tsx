import type { Story } from '@ladle/react';
import { useState } from 'react';
import { CalendarStoryPortal, STORY_SPACE_ID } from '../stories/CalendarStoryPortal';
import { CalendarList } from './CalendarList';

export default { title: 'Calendars / Panels / Calendar List' };

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
export const Basic: Story = () => (
  <CalendarStoryPortal calendars={manyCalendars}>
    <Harness />
  </CalendarStoryPortal>
);

/** The demo space's own calendars. */
export const Demo: Story = () => (
  <CalendarStoryPortal>
    <Harness />
  </CalendarStoryPortal>
);

/** A space without calendars. */
export const Empty: Story = () => (
  <CalendarStoryPortal calendars={[]}>
    <Harness />
  </CalendarStoryPortal>
);

/** The list is still loading. */
export const Loading: Story = () => (
  <CalendarStoryPortal pending={['calendars.list']}>
    <Harness />
  </CalendarStoryPortal>
);

/** The list could not be fetched. */
export const Error: Story = () => (
  <CalendarStoryPortal failing={['calendars.list']}>
    <Harness />
  </CalendarStoryPortal>
);
