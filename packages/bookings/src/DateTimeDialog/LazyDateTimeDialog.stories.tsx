import type { Story } from '@ladle/react';
import { useTexts } from '@greenroom/core';
import { Button } from '@greenroom/ui';
import { useState } from 'react';
import { BookingStoryPortal } from '../stories/BookingStoryPortal';
import { StoryViewerZone } from '../stories/StoryViewerZone';
import { bookingsTextTable } from '../texts';
import { LazyDateTimeDialog } from './LazyDateTimeDialog';

export default { title: 'Bookings / Dialogs / Lazy Date Time Dialog' };

/** A panel's time row: the dialog (and the date picker with it) loads when first opened. */
function Stage({ startOpen }: { startOpen: boolean }) {
  const title = useTexts(bookingsTextTable).eventStart;
  const [open, setOpen] = useState(startOpen);
  const [saved, setSaved] = useState('');
  return (
    <StoryViewerZone>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Edit start
      </Button>
      {saved ? <p>{`Saved: ${saved}`}</p> : null}
      <LazyDateTimeDialog
        open={open}
        title={title}
        initial={{ time: '2026-11-21T21:00:00Z', timezone: 'America/Chicago' }}
        validate={() => null}
        onSave={(chosen) => setSaved(`${chosen.time} ${chosen.timezone}`)}
        onClose={() => setOpen(false)}
      />
    </StoryViewerZone>
  );
}

/** Closed: nothing of the dialog is loaded or shown until 'Edit start'. */
export const Basic: Story = () => (
  <BookingStoryPortal>
    <Stage startOpen={false} />
  </BookingStoryPortal>
);

/** Open from the start: the dialog shows once its code has loaded. */
export const Open: Story = () => (
  <BookingStoryPortal>
    <Stage startOpen />
  </BookingStoryPortal>
);
