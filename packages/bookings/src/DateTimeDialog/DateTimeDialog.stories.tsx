import type { Story } from '@ladle/react';
import { useTexts, validateRunStart } from '@greenroom/core';
import { Button } from '@greenroom/ui';
import { useState } from 'react';
import { BookingStoryPortal } from '../stories/BookingStoryPortal';
import { bookingsTextTable } from '../texts';
import { DateTimeDialog, type ChosenTime } from './DateTimeDialog';

export default { title: 'Bookings / Dialogs / Date Time Dialog' };

/** What the stories' dialog does on SAVE; tests hand in their own. */
interface DateTimeStoryArgs {
  onSave?: (chosen: ChosenTime) => Promise<unknown> | void;
}

const space = { start: '2026-01-01T00:00:00Z', end: '2027-12-31T00:00:00Z' };
const end = '2026-11-21T22:00:00Z';

function Harness({ timezone, onSave, errorMessage = null }: { timezone: string; onSave?: DateTimeStoryArgs['onSave']; errorMessage?: string | null }) {
  const title = useTexts(bookingsTextTable).eventStart;
  const [open, setOpen] = useState(true);
  const [saved, setSaved] = useState<ChosenTime | null>(null);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Open dialog
      </Button>
      {saved ? <p>{`Saved: ${saved.time} ${saved.timezone}`}</p> : null}
      <DateTimeDialog
        open={open}
        title={title}
        initial={{ time: '2026-11-21T21:00:00Z', timezone }}
        validate={(chosen) => validateRunStart({ value: chosen.time, timezone: chosen.timezone, other: end, space })}
        onSave={async (chosen) => {
          await onSave?.(chosen);
          setSaved(chosen);
        }}
        errorMessage={errorMessage}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** The Event Start dialog of a booking ending 22:00 UTC. */
export const Basic: Story<DateTimeStoryArgs> = ({ onSave }) => (
  <BookingStoryPortal>
    <Harness timezone="America/Chicago" onSave={onSave} />
  </BookingStoryPortal>
);

/** No timezone chosen yet: SAVE asks for one. */
export const NoTimezone: Story<DateTimeStoryArgs> = ({ onSave }) => (
  <BookingStoryPortal>
    <Harness timezone="" onSave={onSave} />
  </BookingStoryPortal>
);

/** The save fails silently (doors times): the spinner stops, nothing else. */
export const SilentFailure: Story<DateTimeStoryArgs> = ({ onSave }) => (
  <BookingStoryPortal>
    <Harness timezone="UTC" onSave={onSave ?? (() => Promise.reject(new Error('down')))} />
  </BookingStoryPortal>
);
