import type { Calendar } from '@greenroom/core';
import { Button } from '@greenroom/ui';
import { useState, type ReactNode } from 'react';

/** What the harness hands the dialog it shows. */
export interface DialogHarnessControls {
  open: boolean;
  onClose: () => void;
  /** The dialog finished with this calendar (saved, deleted). */
  onDone: (calendar: Calendar) => void;
}

/**
 * A calendar dialog's story stage: the dialog open at first, a button to reopen it, and the
 * calendar it last finished with as `${doneLabel}: ${calendarName}`.
 * @example
 * <DialogHarness doneLabel="Deleted">
 *   {(dialog) => <DeleteCalendarDialog {...} open={dialog.open} onClose={dialog.onClose} onDeleted={dialog.onDone} />}
 * </DialogHarness>
 */
export function DialogHarness({ doneLabel, children }: { doneLabel: string; children: (controls: DialogHarnessControls) => ReactNode }) {
  const [open, setOpen] = useState(true);
  const [done, setDone] = useState<Calendar | null>(null);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Open dialog
      </Button>
      {done ? <p>{`${doneLabel}: ${done.calendarName}`}</p> : null}
      {children({ open, onClose: () => setOpen(false), onDone: setDone })}
    </>
  );
}
