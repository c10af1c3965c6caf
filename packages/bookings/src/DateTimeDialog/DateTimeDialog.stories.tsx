import type { Story } from '@ladle/react';
import { HttpError, useTexts, validateRunStart } from '@greenroom/core';
import { Button } from '@greenroom/ui';
import { useState } from 'react';
import { BookingStoryPortal } from '../stories/BookingStoryPortal';
import { StoryViewerZone } from '../stories/StoryViewerZone';
import { bookingsTextTable } from '../texts';
import { DateTimeDialog, type ChosenTime } from './DateTimeDialog';

export default { title: 'Bookings / Dialogs / Date Time Dialog' };

/** What the stories' dialog does on SAVE; tests hand in their own. */
interface DateTimeStoryArgs {
  onSave?: (chosen: ChosenTime) => Promise<unknown> | void;
}

const space = { start: '2026-01-01T00:00:00Z', end: '2027-12-31T00:00:00Z' };
const end = '2026-11-21T22:00:00Z';

interface HarnessProps {
  timezone: string;
  onSave?: DateTimeStoryArgs['onSave'];
  errorMessage?: string | null;
  /** The moment the dialog opens on. Default 2026-11-21T21:00:00Z (3:00 PM in Chicago). */
  time?: string;
  /** Where the viewer sits. Default the stories' (Chicago). */
  viewerZone?: string;
}

function Harness({ timezone, onSave, errorMessage = null, time = '2026-11-21T21:00:00Z', viewerZone }: HarnessProps) {
  const title = useTexts(bookingsTextTable).eventStart;
  const [open, setOpen] = useState(true);
  const [saved, setSaved] = useState<ChosenTime | null>(null);
  return (
    <StoryViewerZone zone={viewerZone}>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Open dialog
      </Button>
      {saved ? <p>{`Saved: ${saved.time} ${saved.timezone}`}</p> : null}
      <DateTimeDialog
        open={open}
        title={title}
        initial={{ time, timezone }}
        fieldKeys={['start']}
        validate={(chosen) => validateRunStart({ value: chosen.time, timezone: chosen.timezone, other: end, space })}
        onSave={async (chosen) => {
          await onSave?.(chosen);
          setSaved(chosen);
        }}
        errorMessage={errorMessage}
        onClose={() => setOpen(false)}
      />
    </StoryViewerZone>
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

/** A Los Angeles start seen from New York: under the time, what it is there. */
export const ViewerElsewhere: Story<DateTimeStoryArgs> = ({ onSave }) => (
  <BookingStoryPortal>
    <Harness timezone="America/Los_Angeles" time="2026-11-21T23:00:00Z" viewerZone="America/New_York" onSave={onSave} />
  </BookingStoryPortal>
);

/** The server refuses the start with a field error: it shows at the date, not as the dialog's error. */
export const ServerFieldError: Story<DateTimeStoryArgs> = ({ onSave }) => (
  <BookingStoryPortal>
    <Harness
      timezone="America/Chicago"
      errorMessage="An error occurred"
      onSave={onSave ?? (() => Promise.reject(new HttpError(400, 'Invalid booking', undefined, { start: 'Start date/time must be within the open/close time of this space' })))}
    />
  </BookingStoryPortal>
);
