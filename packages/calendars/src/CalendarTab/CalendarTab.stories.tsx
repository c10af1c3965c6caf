import type { Story } from '@ladle/react';
import { inStoryPortal, STORY_SPACE_ID, type CalendarStoryArgs } from '../stories/storyPortal';
import { CalendarTab } from './CalendarTab';

/** The whole tab on the demo space: list, NEW, detail, edit, delete, back. */
export const Basic: Story<CalendarStoryArgs> = (args) => inStoryPortal(args, <CalendarTab spaceID={STORY_SPACE_ID} />);

/** A space without calendars. */
export const Empty: Story<CalendarStoryArgs> = (args) => inStoryPortal(args, <CalendarTab spaceID={STORY_SPACE_ID} />, { calendars: [] });

/** The calendars could not be fetched. */
export const Error: Story<CalendarStoryArgs> = (args) =>
  inStoryPortal(args, <CalendarTab spaceID={STORY_SPACE_ID} />, { failing: ['list'] });

/** A calendar already selected in the provider's selection store: its detail view. */
export const Detail: Story<CalendarStoryArgs> = (args) =>
  inStoryPortal(args, <CalendarTab spaceID={STORY_SPACE_ID} />, { calendarID: 'calendar-1' });
