import type { Story } from '@ladle/react';
import { createMemoryApi, type Calendar } from '@greenroom/core';
import { Button } from '@greenroom/ui';
import { useState } from 'react';
import {
  calendarStorySeed,
  inStoryPortal,
  STORY_SPACE_ID,
  withFailingCalendarCalls,
  withPendingCalendarCalls,
  type CalendarStoryArgs,
} from '../stories/storyPortal';
import { NameCalendarDialog } from './NameCalendarDialog';

/** The calendar the Edit stories rename (from the demo seed). */
const storyCalendar: Calendar = calendarStorySeed().calendars![0];

/** Shows the dialog open, a button to reopen it, and the last saved calendar's name. */
function Harness({ calendar }: { calendar?: Calendar }) {
  const [open, setOpen] = useState(true);
  const [saved, setSaved] = useState<Calendar | null>(null);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Open dialog
      </Button>
      {saved ? <p>Saved: {saved.calendarName}</p> : null}
      <NameCalendarDialog
        open={open}
        spaceID={STORY_SPACE_ID}
        calendar={calendar}
        onClose={() => setOpen(false)}
        onSaved={setSaved}
      />
    </>
  );
}

const memory = () => createMemoryApi(calendarStorySeed(), { delay: 300 });

/** 'Name Calendar': creating a calendar. */
export const Create: Story<CalendarStoryArgs> = (args) => inStoryPortal(args, <Harness />);

/** 'Edit Calendar Name': renaming, prefilled with the current name. */
export const Edit: Story<CalendarStoryArgs> = (args) => inStoryPortal(args, <Harness calendar={storyCalendar} />);

/** Saving never finishes: the dialog stays in progress after SAVE. */
export const Saving: Story<CalendarStoryArgs> = (args) =>
  inStoryPortal(args, <Harness />, {
    makeApi: () => withPendingCalendarCalls(memory(), ['create']),
  });

/** Creating fails: SAVE shows 'An error occurred creating this calendar'. */
export const CreateError: Story<CalendarStoryArgs> = (args) =>
  inStoryPortal(args, <Harness />, {
    makeApi: () => withFailingCalendarCalls(memory(), ['create']),
  });

/** Renaming fails: SAVE shows 'An error occurred updating the name of this calendar'. */
export const EditError: Story<CalendarStoryArgs> = (args) =>
  inStoryPortal(args, <Harness calendar={storyCalendar} />, {
    makeApi: () => withFailingCalendarCalls(memory(), ['update']),
  });
