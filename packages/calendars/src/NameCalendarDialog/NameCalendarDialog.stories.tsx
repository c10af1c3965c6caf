import type { Story } from '@ladle/react';
import type { Calendar } from '@greenroom/core';
import { DialogHarness } from '../stories/DialogHarness';
import { inStoryPortal, STORY_SPACE_ID, storyCalendar, type CalendarStoryArgs } from '../stories/storyPortal';
import { NameCalendarDialog } from './NameCalendarDialog';

/** The dialog open, a button to reopen it, and the last saved calendar's name. */
function Harness({ calendar }: { calendar?: Calendar }) {
  return (
    <DialogHarness doneLabel="Saved">
      {(dialog) => (
        <NameCalendarDialog open={dialog.open} spaceID={STORY_SPACE_ID} calendar={calendar} onClose={dialog.onClose} onSaved={dialog.onDone} />
      )}
    </DialogHarness>
  );
}

/** 'Name Calendar': creating a calendar. */
export const Create: Story<CalendarStoryArgs> = (args) => inStoryPortal(args, <Harness />);

/** 'Edit Calendar Name': renaming, prefilled with the current name. */
export const Edit: Story<CalendarStoryArgs> = (args) => inStoryPortal(args, <Harness calendar={storyCalendar} />);

/** Saving never finishes: the dialog stays in progress after SAVE. */
export const Saving: Story<CalendarStoryArgs> = (args) => inStoryPortal(args, <Harness />, { pending: ['create'] });

/** Creating fails: SAVE shows 'An error occurred creating this calendar'. */
export const CreateError: Story<CalendarStoryArgs> = (args) => inStoryPortal(args, <Harness />, { failing: ['create'] });

/** Renaming fails: SAVE shows 'An error occurred updating the name of this calendar'. */
export const EditError: Story<CalendarStoryArgs> = (args) =>
  inStoryPortal(args, <Harness calendar={storyCalendar} />, { failing: ['update'] });
