import { renderStory } from '@greenroom/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BookingStoryPortal } from '../stories/BookingStoryPortal';
import { loadedDialog } from '../stories/panelTesting';
import { LazyConfirmDialog } from './LazyConfirmDialog';

/** An opener and its question; `confirm` is what CONFIRM runs (the test holds or fails it). */
function asking(confirm: () => Promise<void>, onCancel = vi.fn()) {
  function Question() {
    const [open, setOpen] = useState(false);
    return (
      <BookingStoryPortal>
        <button onClick={() => setOpen(true)} onPointerEnter={LazyConfirmDialog.preload}>
          Delete booking
        </button>
        <LazyConfirmDialog
          open={open}
          title="Delete This Booking?"
          message="There is no undo for booking delete."
          confirmLabel="CONFIRM"
          cancelLabel="CANCEL"
          confirmVariant="danger"
          errorMessage="An error occurred deleting this booking"
          onCancel={() => {
            onCancel();
            setOpen(false);
          }}
          onConfirm={() => confirm().then(() => setOpen(false))}
        />
      </BookingStoryPortal>
    );
  }
  return { Question, onCancel };
}

describe('LazyConfirmDialog', () => {
  it('draws nothing while closed; opens with its title and message; CANCEL closes it and focus returns to the opener', async () => {
    const { Question, onCancel } = asking(() => Promise.resolve());
    const { user } = renderStory(Question);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const opener = screen.getByRole('button', { name: 'Delete booking' });
    await user.click(opener);
    const dialog = await loadedDialog('Delete This Booking?');
    expect(dialog).toHaveTextContent('There is no undo for booking delete.');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'CANCEL' })).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'CANCEL' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('CONFIRM stays in progress until the work settles, then the dialog closes', async () => {
    let finish = () => {};
    const { Question } = asking(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = renderStory(Question);
    await LazyConfirmDialog.preload(); // loaded ahead: opening shows the dialog itself, no frame
    await user.click(screen.getByRole('button', { name: 'Delete booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete This Booking?' });
    expect(within(dialog).queryByRole('progressbar', { name: 'Loading' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'CONFIRM' }));
    expect(within(dialog).getByRole('button', { name: 'CONFIRM' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'CANCEL' })).toBeDisabled();
    finish();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a failed CONFIRM shows its error and stays open for another try', async () => {
    const confirm = vi.fn<() => Promise<void>>().mockRejectedValueOnce(new Error('500')).mockResolvedValueOnce(undefined);
    const { Question } = asking(confirm);
    const { user } = renderStory(Question);
    await user.click(screen.getByRole('button', { name: 'Delete booking' }));
    const dialog = await loadedDialog('Delete This Booking?');
    await user.click(within(dialog).getByRole('button', { name: 'CONFIRM' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('An error occurred deleting this booking');
    await user.click(within(dialog).getByRole('button', { name: 'CONFIRM' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(confirm).toHaveBeenCalledTimes(2);
  });
});
