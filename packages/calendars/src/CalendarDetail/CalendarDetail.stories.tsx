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
import { CalendarDetail } from './CalendarDetail';

/** The calendar the stories show (from the demo seed). */
const STORY_CALENDAR_ID = 'calendar-1';

function Harness() {
  const [left, setLeft] = useState(false);
  return left ? (
    <p>Left the calendar.</p>
  ) : (
    <CalendarDetail spaceID={STORY_SPACE_ID} calendarID={STORY_CALENDAR_ID} onBack={() => setLeft(true)} />
  );
}

const memory = () => createMemoryApi(calendarStorySeed(), { delay: 300 });

/** A calendar with its URL, copy, regenerate and Subscribe. */
export const Basic: Story<CalendarStoryArgs> = (args) => inStoryPortal(args, <Harness />);

/** The calendar is still loading. */
export const Loading: Story<CalendarStoryArgs> = (args) =>
  inStoryPortal(args, <Harness />, {
    makeApi: () => withPendingCalendarCalls(memory(), ['get']),
  });

/** Regenerating the URL fails: the spinner stops, nothing else happens. */
export const RegenerateError: Story<CalendarStoryArgs> = (args) =>
  inStoryPortal(args, <Harness />, {
    makeApi: () => withFailingCalendarCalls(memory(), ['regenerateLogin']),
  });

/** The calendar cannot be found: an alert, then back. */
export const NotFound: Story<CalendarStoryArgs> = (args) =>
  inStoryPortal(args, <Harness />, {
    makeApi: () => withFailingCalendarCalls(memory(), ['get']),
  });
