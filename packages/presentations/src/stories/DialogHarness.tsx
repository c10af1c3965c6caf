import { Button } from '@greenroom/ui';
import { useState, type ReactNode } from 'react';

/** What the harness hands the dialog it shows. */
export interface DialogHarnessControls {
  open: boolean;
  onClose: () => void;
  /** The dialog finished; `text` is shown as `${doneLabel}: ${text}`. */
  onDone: (text: string) => void;
}

/**
 * A dialog's story stage: the dialog open at first, a button to reopen it, and what it last
 * finished with.
 * @example
 * <DialogHarness doneLabel="Deleted">{(d) => <DeletePresentationDialog open={d.open} ... />}</DialogHarness>
 */
export function DialogHarness({ doneLabel, children }: { doneLabel: string; children: (controls: DialogHarnessControls) => ReactNode }) {
  const [open, setOpen] = useState(true);
  const [done, setDone] = useState<string | null>(null);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Open dialog
      </Button>
      {done !== null ? <p>{`${doneLabel}: ${done}`}</p> : null}
      {children({ open, onClose: () => setOpen(false), onDone: setDone })}
    </>
  );
}
