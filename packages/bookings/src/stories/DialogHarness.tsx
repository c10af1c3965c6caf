import type { Booking } from '@greenroom/core';
import { Button } from '@greenroom/ui';
import { useState, type ReactNode } from 'react';

/** What the harness hands the dialog it shows. */
export interface DialogHarnessControls {
  open: boolean;
  onClose: () => void;
  /** The dialog finished with this booking (saved, duplicated). */
  onDone: (booking: Booking) => void;
}

/**
 * A booking dialog's story stage: the dialog open at first, a button to reopen it, and the booking
 * it last finished with as `${doneLabel}: ${name} (${bookingID})`.
 * @example
 * <DialogHarness doneLabel="Saved">{(dialog) => <BookingNameDialog spaceID="s1" {...dialog} onSaved={dialog.onDone} />}</DialogHarness>
 */
export function DialogHarness({ doneLabel, children }: { doneLabel: string; children: (controls: DialogHarnessControls) => ReactNode }) {
  const [open, setOpen] = useState(true);
  const [done, setDone] = useState<Booking | null>(null);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Open dialog
      </Button>
      {done ? <p>{`${doneLabel}: ${done.name} (${done.bookingID})`}</p> : null}
      {children({ open, onClose: () => setOpen(false), onDone: setDone })}
    </>
  );
}
