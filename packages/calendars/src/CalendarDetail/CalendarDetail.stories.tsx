import type { Story } from '@ladle/react';
import { useState } from 'react';
import { inStoryPortal, STORY_SPACE_ID, storyCalendar, type CalendarStoryArgs } from '../stories/storyPortal';
import { CalendarDetail } from './CalendarDetail';

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
export const Basic: Story<CalendarStoryArgs> = (args) => inStoryPortal(args, <Harness />);

/** The calendar is still loading. */
export const Loading: Story<CalendarStoryArgs> = (args) => inStoryPortal(args, <Harness />, { pending: ['get'] });

/** Regenerating the URL fails: the spinner stops, nothing else happens. */
export const RegenerateError: Story<CalendarStoryArgs> = (args) => inStoryPortal(args, <Harness />, { failing: ['regenerateLogin'] });

/** The calendar cannot be found: an alert, then back. */
export const NotFound: Story<CalendarStoryArgs> = (args) => inStoryPortal(args, <Harness />, { failing: ['get'] });
