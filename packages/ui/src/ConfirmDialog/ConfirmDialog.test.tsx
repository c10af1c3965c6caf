import { deferred } from '@greenroom/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';
import { Basic, Error as ErrorStory, Pending } from './ConfirmDialog.stories';
import { AXE_TIMEOUT, expectNoAxeViolations } from '../testing/axe';
import { simulateInertSupport } from '../testing/inert';

const button = (name: string) => screen.getByRole('button', { name });

describe('ConfirmDialog', () => {
  it('asks the question with CANCEL and CONFIRM, focusing CANCEL', async () => {
    render(<Basic />);
    const dialog = screen.getByRole('dialog', { name: 'Delete Calendar?' });
    expect(dialog).toHaveTextContent('There is no undo for calendar delete.');
    expect(dialog).toHaveAttribute('data-ui', 'ConfirmDialog');
    await waitFor(() => expect(button('CANCEL')).toHaveFocus());
    expect(button('CONFIRM')).toBeEnabled();
  });

  it('calls onCancel from CANCEL and from Escape', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    render(<ConfirmDialog open title="Delete this cache?" message="" onCancel={onCancel} onConfirm={onConfirm} />);
    await user.click(button('CANCEL'));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('is busy while onConfirm is pending and closes on success (story)', async () => {
    const user = userEvent.setup();
    render(<Basic />);
    await user.click(button('CONFIRM'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Deleted')).toBeInTheDocument();
  });

  it('disables everything and shows a spinner while pending', async () => {
    const user = userEvent.setup();
    render(<Pending />);
    await user.click(button('CONFIRM'));
    expect(screen.getByRole('progressbar', { name: 'In progress' })).toBeInTheDocument();
    expect(button('CONFIRM')).toBeDisabled();
    expect(button('CANCEL')).toBeDisabled();
    expect(button('Close')).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Delete Calendar?' })).toBeInTheDocument();
  });

  it('while busy, ×, CANCEL and CONFIRM carry a real disabled attribute and clicks reach nothing', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    render(<ConfirmDialog open busy title="Delete this cache?" message="" onCancel={onCancel} onConfirm={onConfirm} />);
    for (const name of ['Close', 'CANCEL', 'CONFIRM']) {
      expect(button(name)).toHaveAttribute('disabled');
      await user.click(button(name));
    }
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('shows errorMessage on rejection, stays open, and a retry clears the error', async () => {
    const user = userEvent.setup();
    const first = deferred<void>();
    const second = deferred<void>();
    const onConfirm = vi.fn().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    render(
      <ConfirmDialog
        open
        title="Delete Calendar?"
        message="There is no undo for calendar delete."
        errorMessage="Unable to delete the calendar."
        onCancel={() => undefined}
        onConfirm={onConfirm}
      />,
    );
    await user.click(button('CONFIRM'));
    first.reject(new Error('HTTP 503'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to delete the calendar.');
    expect(screen.queryByText('HTTP 503')).not.toBeInTheDocument();
    expect(button('CONFIRM')).toBeEnabled();

    await user.click(button('CONFIRM'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(button('CONFIRM')).toBeDisabled();
    second.resolve();
    await waitFor(() => expect(button('CONFIRM')).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it("shows the error's own message when no errorMessage is given", async () => {
    const user = userEvent.setup();
    render(
      <ConfirmDialog
        open
        title="Delete Presentation?"
        message="There is no undo for presentation delete."
        onCancel={() => undefined}
        onConfirm={() => Promise.reject(new Error('Presentation is in use'))}
      />,
    );
    await user.click(button('CONFIRM'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Presentation is in use');
  });

  it('recovers through a retry in the Error story', async () => {
    const user = userEvent.setup();
    render(<ErrorStory />);
    await user.click(button('CONFIRM'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to delete the calendar.');
    await user.click(button('CONFIRM'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Deleted')).toBeInTheDocument();
  });
});

describe('ConfirmDialog accessibility', () => {
  it('has no axe violations when open', async () => {
    const restoreInert = simulateInertSupport();
    try {
      render(<Basic />);
      await screen.findByRole('dialog', { name: 'Delete Calendar?' });
      await expectNoAxeViolations();
    } finally {
      restoreInert();
    }
  }, AXE_TIMEOUT);
});
