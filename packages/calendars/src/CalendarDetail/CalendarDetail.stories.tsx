import type { Story } from '@ladle/react';
import { useState } from 'react';
import { CalendarStoryPortal, STORY_SPACE_ID, storyCalendar } from '../stories/CalendarStoryPortal';
import { CalendarDetail } from './CalendarDetail';

export default { title: 'Calendars / Panels / Calendar Detail' };

/** The demo calendar's detail view until BACK (or a failed load) leaves it. */
function Harness() {
  const [left, setLeft] = useState(false);
  return left ? (
    <p>Left the calendar.</p>
  ) : (
    <CalendarDetail spaceID={STORY_SPACE_ID} calendarID={storyCalendar.calendarID} onBack={() => setLeft(true)} />
  );
}

/** A calendar with its URL, copy, regenerate and Subscribe. */
export const Basic: Story = () => (
  <CalendarStoryPortal>
    <Harness />
  </CalendarStoryPortal>
);

/** The calendar is still loading. */
export const Loading: Story = () => (
  <CalendarStoryPortal pending={['calendars.get']}>
    <Harness />
  </CalendarStoryPortal>
);

/** Regenerating the URL never finishes: the button stays busy. */
export const Regenerating: Story = () => (
  <CalendarStoryPortal pending={['calendars.regenerateLogin']}>
    <Harness />
  </CalendarStoryPortal>
);

/** Regenerating the URL fails: the spinner stops, nothing else happens. */
export const RegenerateError: Story = () => (
  <CalendarStoryPortal failing={['calendars.regenerateLogin']}>
    <Harness />
  </CalendarStoryPortal>
);

/** The calendar cannot be found: an alert, then back. */
export const NotFound: Story = () => (
  <CalendarStoryPortal failing={['calendars.get']}>
    <Harness />
  </CalendarStoryPortal>
);
