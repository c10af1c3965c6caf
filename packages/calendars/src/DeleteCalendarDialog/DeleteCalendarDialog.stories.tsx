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
import { DeleteCalendarDialog } from './DeleteCalendarDialog';

/** The calendar the stories delete (from the demo seed). */
const storyCalendar: Calendar = calendarStorySeed().calendars![0];

function Harness() {
  const [open, setOpen] = useState(true);
  const [deleted, setDeleted] = useState<Calendar | null>(null);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Open dialog
      </Button>
      {deleted ? <p>Deleted: {deleted.calendarName}</p> : null}
      <DeleteCalendarDialog
        open={open}
        spaceID={STORY_SPACE_ID}
        calendar={storyCalendar}
        onClose={() => setOpen(false)}
        onDeleted={setDeleted}
      />
    </>
  );
}

const memory = () => createMemoryApi(calendarStorySeed(), { delay: 300 });

/** 'Delete Calendar?' with CANCEL / CONFIRM. */
export const Basic: Story<CalendarStoryArgs> = (args) => inStoryPortal(args, <Harness />);

/** The delete never finishes: in progress after CONFIRM. */
export const Deleting: Story<CalendarStoryArgs> = (args) =>
  inStoryPortal(args, <Harness />, {
    makeApi: () => withPendingCalendarCalls(memory(), ['delete']),
  });

/** The delete fails: 'An error occurred deleting this calendar'. */
export const Error: Story<CalendarStoryArgs> = (args) =>
  inStoryPortal(args, <Harness />, {
    makeApi: () => withFailingCalendarCalls(memory(), ['delete']),
  });
