import type { Story } from '@ladle/react';
import { Button } from '@greenroom/ui';
import { useState } from 'react';
import { BookingStoryPortal } from '../stories/BookingStoryPortal';
import { mainTextTable, type MainTexts } from '../textTables/main';
import { lazyDialog } from './lazyDialog';

export default { title: 'Bookings / Parts / Lazy Dialog' };

/** A dialog whose code never arrives: the frame shown while a dialog loads stays on screen. */
const NeverLoaded = lazyDialog<{ open: boolean; onClose: () => void }, MainTexts>(
  () => new Promise(() => {}),
  mainTextTable,
  () => ({ title: 'Add Attendee' }),
);

/** A dialog whose code is there at once. */
const Loaded = lazyDialog<{ open: boolean; onClose: () => void }, MainTexts>(
  async () =>
    function Ready({ onClose }) {
      return (
        <p>
          Loaded <button onClick={onClose}>Done</button>
        </p>
      );
    },
  mainTextTable,
  () => ({ title: 'Ready dialog' }),
);

function Stage({ loads }: { loads: boolean }) {
  const [open, setOpen] = useState(false);
  const Dialog = loads ? Loaded : NeverLoaded;
  return (
    <>
      <Button onClick={() => setOpen(true)} onPointerEnter={Dialog.preload}>
        NEW
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/** Loading: the dialog's frame with its title and a spinner; Escape or × closes it. */
export const Loading: Story = () => (
  <BookingStoryPortal>
    <Stage loads={false} />
  </BookingStoryPortal>
);

/** Loaded: the dialog shows once its code is there. */
export const Basic: Story = () => (
  <BookingStoryPortal>
    <Stage loads />
  </BookingStoryPortal>
);
