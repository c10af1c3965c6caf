import type { Story } from '@ladle/react';
import { Button } from '@greenroom/ui';
import { useState } from 'react';
import { BookingStoryPortal, STORY_BOOKING_ID } from '../stories/BookingStoryPortal';
import { AddTemplateDialog } from './AddTemplateDialog';

export default { title: 'Bookings / Dialogs / Add Template Dialog' };

/** The dialog open on the live demo booking, a button to reopen it and the template it created. */
function Stage() {
  const [open, setOpen] = useState(true);
  const [created, setCreated] = useState<string | null>(null);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Open dialog
      </Button>
      {created && <p>{`Created: ${created}`}</p>}
      <AddTemplateDialog open={open} bookingID={STORY_BOOKING_ID} onClose={() => setOpen(false)} onCreated={setCreated} />
    </>
  );
}

/** 'Add Template': a name, required after trimming. */
export const Basic: Story = () => (
  <BookingStoryPortal>
    <Stage />
  </BookingStoryPortal>
);

/** Creating never finishes: the dialog stays busy. */
export const Saving: Story = () => (
  <BookingStoryPortal pending={['emailTemplates.create']}>
    <Stage />
  </BookingStoryPortal>
);

/** Creating fails: 'An error occurred creating this email template'. */
export const Error: Story = () => (
  <BookingStoryPortal failing={['emailTemplates.create']}>
    <Stage />
  </BookingStoryPortal>
);
