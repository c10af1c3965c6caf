import type { Story } from '@ladle/react';
import { DialogHarness } from '../stories/DialogHarness';
import { CalendarStoryPortal, STORY_SPACE_ID, storyCalendar } from '../stories/CalendarStoryPortal';
import { DeleteCalendarDialog } from './DeleteCalendarDialog';

export default { title: 'Calendars / Dialogs / Delete Calendar Dialog' };

/** The dialog open for the demo calendar, a button to reopen it, and the deleted calendar's name. */
function Harness() {
  return (
    <DialogHarness doneLabel="Deleted">
      {(dialog) => (
        <DeleteCalendarDialog open={dialog.open} spaceID={STORY_SPACE_ID} calendar={storyCalendar} onClose={dialog.onClose} onDeleted={dialog.onDone} />
      )}
    </DialogHarness>
  );
}

/** 'Delete Calendar?' with CANCEL / CONFIRM. */
export const Basic: Story = () => (
  <CalendarStoryPortal>
    <Harness />
  </CalendarStoryPortal>
);

/** The delete never finishes: in progress after CONFIRM. */
export const Deleting: Story = () => (
  <CalendarStoryPortal pending={['calendars.delete']}>
    <Harness />
  </CalendarStoryPortal>
);

/** The delete fails: 'An error occurred deleting this calendar'. */
export const Error: Story = () => (
  <CalendarStoryPortal failing={['calendars.delete']}>
    <Harness />
  </CalendarStoryPortal>
);
