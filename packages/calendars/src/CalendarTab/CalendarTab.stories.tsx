import type { Story } from '@ladle/react';
import { CalendarStoryPortal, STORY_SPACE_ID } from '../stories/CalendarStoryPortal';
import { CalendarTab } from './CalendarTab';

export default { title: 'Calendars / Panels / Calendar Tab' };

/** The whole tab on the demo space: list, NEW, detail, edit, delete, back. */
export const Basic: Story = () => (
  <CalendarStoryPortal>
    <CalendarTab spaceID={STORY_SPACE_ID} />
  </CalendarStoryPortal>
);

/** A space without calendars. */
export const Empty: Story = () => (
  <CalendarStoryPortal calendars={[]}>
    <CalendarTab spaceID={STORY_SPACE_ID} />
  </CalendarStoryPortal>
);

/** The calendars could not be fetched. */
export const Error: Story = () => (
  <CalendarStoryPortal failing={['calendars.list']}>
    <CalendarTab spaceID={STORY_SPACE_ID} />
  </CalendarStoryPortal>
);

/** A calendar already selected in the provider's selection store: its detail view. */
export const Detail: Story = () => (
  <CalendarStoryPortal selectedCalendarID="calendar-1">
    <CalendarTab spaceID={STORY_SPACE_ID} />
  </CalendarStoryPortal>
);
