import type { Story } from '@ladle/react';
import { HttpError, type Calendar } from '@greenroom/core';
import { useState } from 'react';
import { DialogHarness } from '../stories/DialogHarness';
import { CalendarStoryPortal, STORY_SPACE_ID, storyCalendar } from '../stories/CalendarStoryPortal';
import { NameCalendarDialog } from './NameCalendarDialog';

export default { title: 'Calendars / Dialogs / Name Calendar Dialog' };

/** The dialog open, a button to reopen it (renaming the calendar as last saved), and the last saved calendar's name. */
function Harness({ calendar }: { calendar?: Calendar }) {
  const [current, setCurrent] = useState(calendar);
  return (
    <DialogHarness doneLabel="Saved">
      {(dialog) => (
        <NameCalendarDialog
          open={dialog.open}
          spaceID={STORY_SPACE_ID}
          calendar={calendar ? current : undefined}
          onClose={dialog.onClose}
          onSaved={(saved) => {
            setCurrent(saved);
            dialog.onDone(saved);
          }}
        />
      )}
    </DialogHarness>
  );
}

/** 'Name Calendar': creating a calendar. */
export const Create: Story = () => (
  <CalendarStoryPortal>
    <Harness />
  </CalendarStoryPortal>
);

/** 'Edit Calendar Name': renaming, prefilled with the current name. */
export const Edit: Story = () => (
  <CalendarStoryPortal>
    <Harness calendar={storyCalendar} />
  </CalendarStoryPortal>
);

/** Saving never finishes: the dialog stays in progress after SAVE. */
export const Saving: Story = () => (
  <CalendarStoryPortal pending={['calendars.create']}>
    <Harness />
  </CalendarStoryPortal>
);

/** Creating fails: SAVE shows 'An error occurred creating this calendar'. */
export const CreateError: Story = () => (
  <CalendarStoryPortal failing={['calendars.create']}>
    <Harness />
  </CalendarStoryPortal>
);

/** How the server answers a name over its limit (its schema's message, as fieldErrors). */
const nameTooLong = new HttpError(400, 'Invalid request', undefined, { calendarName: 'must NOT have more than 100 characters' });

/** The server refuses the name (400 with a field message): its message shows under the field. */
export const NameRefused: Story = () => (
  <CalendarStoryPortal failing={[{ call: 'calendars.create', error: nameTooLong }]}>
    <Harness />
  </CalendarStoryPortal>
);

/** Renaming fails: SAVE shows 'An error occurred updating the name of this calendar'. */
export const EditError: Story = () => (
  <CalendarStoryPortal failing={['calendars.update']}>
    <Harness calendar={storyCalendar} />
  </CalendarStoryPortal>
);
