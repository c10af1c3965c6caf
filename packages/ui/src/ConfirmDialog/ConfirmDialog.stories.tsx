import type { Story } from '@ladle/react';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

export default { title: 'UI / Kit / Confirm Dialog' };

function Demo({ onConfirm, ...props }: Partial<ConfirmDialogProps>) {
  const [open, setOpen] = useState(true);
  const [deleted, setDeleted] = useState(false);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete calendar
      </Button>
      <p>{deleted ? 'Deleted' : 'Not deleted'}</p>
      <ConfirmDialog
        open={open}
        title="Delete Calendar?"
        message="There is no undo for calendar delete."
        confirmVariant="danger"
        onCancel={() => setOpen(false)}
        onConfirm={async () => {
          await onConfirm?.();
          setDeleted(true);
          setOpen(false);
        }}
        {...props}
      />
    </>
  );
}

export const Basic: Story = () => <Demo />;

/** The confirm never settles, so the dialog stays in progress. */
export const Pending: Story = () => <Demo onConfirm={() => new Promise<never>(() => undefined)} />;

/** The first confirm fails; CONFIRM again to retry successfully. */
export const Error: Story = () => {
  const [calls, setCalls] = useState(0);
  return (
    <Demo
      errorMessage="Unable to delete the calendar."
      onConfirm={() => {
        setCalls(calls + 1);
        return calls === 0 ? Promise.reject(new globalThis.Error('503')) : Promise.resolve();
      }}
    />
  );
};

export const Busy: Story = () => <Demo busy />;
