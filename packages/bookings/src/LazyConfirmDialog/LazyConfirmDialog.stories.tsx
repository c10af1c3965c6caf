import type { Story } from '@ladle/react';
import { Button } from '@greenroom/ui';
import { useState } from 'react';
import { preloadOnIntent } from '../data/preloadOnIntent';
import { BookingStoryPortal } from '../stories/BookingStoryPortal';
import { LazyConfirmDialog } from './LazyConfirmDialog';

export default { title: 'Bookings / Parts / Lazy Confirm Dialog' };

function Stage({ confirm }: { confirm: () => Promise<void> }) {
  const [open, setOpen] = useState(false);
  const [deleted, setDeleted] = useState(false);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)} {...preloadOnIntent(LazyConfirmDialog.preload)}>
        DELETE
      </Button>
      <p role="status">{deleted ? 'Deleted' : ''}</p>
      <LazyConfirmDialog
        open={open}
        title="Delete This Booking?"
        message="There is no undo for booking delete."
        confirmLabel="CONFIRM"
        cancelLabel="CANCEL"
        confirmVariant="danger"
        errorMessage="An error occurred deleting this booking"
        onCancel={() => setOpen(false)}
        onConfirm={() =>
          confirm().then(() => {
            setOpen(false);
            setDeleted(true);
          })
        }
      />
    </>
  );
}

/** DELETE asks first (the dialog's code loads when DELETE is pointed at, pressed or focused); CONFIRM deletes after a moment. */
export const Basic: Story = () => (
  <BookingStoryPortal>
    <Stage confirm={() => new Promise<void>((resolve) => setTimeout(resolve, 600))} />
  </BookingStoryPortal>
);

/** The delete fails: the dialog says so and stays for another try. */
export const ConfirmFails: Story = () => (
  <BookingStoryPortal>
    <Stage confirm={() => Promise.reject(new Error('500'))} />
  </BookingStoryPortal>
);
