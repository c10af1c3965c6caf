import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AXE_TIMEOUT, expectNoAxeViolations } from '../testing/axe';
import { simulateInertSupport } from '../testing/inert';
import { Checkbox } from '../Checkbox/Checkbox';
import { TextField } from '../TextField/TextField';
import { FormDialog, type FormDialogProps } from './FormDialog';
import { Basic, Error as ErrorStory, Saving } from './FormDialog.stories';

const nameField = () => screen.getByRole('textbox', { name: /Calendar Name/ });

/** A FormDialog with a disabled checkbox, then a name field, and spies for its callbacks. */
function renderSpied(props: Partial<FormDialogProps> = {}) {
  const onSubmit = vi.fn();
  const onCancel = vi.fn();
  render(
    <FormDialog open title="Add Template" submitLabel="CREATE" onSubmit={onSubmit} onCancel={onCancel} {...props}>
      <Checkbox label="Send now" disabled />
      <TextField label="Template Name" defaultValue="" />
    </FormDialog>,
  );
  return { onSubmit, onCancel };
}

describe('FormDialog', () => {
  it('opens labelled by its title with the focus in the first field, and CANCEL / the caller’s submit label', async () => {
    render(<Basic />);
    const dialog = screen.getByRole('dialog', { name: 'Name Calendar' });
    await waitFor(() => expect(nameField()).toHaveFocus());
    expect(dialog).toHaveAttribute('data-ui', 'FormDialog');
    expect(within(dialog).getByRole('button', { name: 'CANCEL' })).toHaveAttribute('type', 'button');
    expect(within(dialog).getByRole('button', { name: 'SAVE' })).toHaveAttribute('type', 'submit');
  });

  it('focuses the first enabled field, skipping a disabled one', async () => {
    renderSpied();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Template Name' })).toHaveFocus());
  });

  it('Enter in a field submits once; SAVE submits; neither cancels', async () => {
    const user = userEvent.setup();
    const { onSubmit, onCancel } = renderSpied();
    const field = screen.getByRole('textbox', { name: 'Template Name' });
    await waitFor(() => expect(field).toHaveFocus());
    await user.type(field, 'Follow-up{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'CREATE' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('Escape, CANCEL and the close button cancel without submitting', async () => {
    const user = userEvent.setup();
    const { onSubmit, onCancel } = renderSpied();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Template Name' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'CANCEL' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onCancel).toHaveBeenCalledTimes(3);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a person saves a name with Enter after the caller refused a blank one', async () => {
    const user = userEvent.setup();
    render(<Basic />);
    await waitFor(() => expect(nameField()).toHaveFocus());
    await user.keyboard('   {Enter}');
    expect(nameField()).toHaveAccessibleDescription('Required');
    await user.keyboard('Season Two{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Saved: Season Two')).toBeInTheDocument();
  });

  it('a person closes it with Escape and nothing is saved', async () => {
    const user = userEvent.setup();
    render(<Basic />);
    await waitFor(() => expect(nameField()).toHaveFocus());
    await user.keyboard('Draft{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText(/Saved/)).not.toBeInTheDocument();
  });

  it('Saving: shows "In progress", disables the buttons and Escape does not close it', async () => {
    const user = userEvent.setup();
    render(<Saving />);
    const dialog = screen.getByRole('dialog', { name: 'Name Calendar' });
    expect(dialog).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).getByRole('progressbar', { name: 'In progress' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'SAVE' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'CANCEL' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Name Calendar' })).toBeInTheDocument();
  });

  it('a submit that arrives while pending does not reach onSubmit', () => {
    const { onSubmit } = renderSpied({ pending: true });
    fireEvent.submit(screen.getByRole('textbox', { name: 'Template Name' }).closest('form') as HTMLFormElement);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('while pending, ×, CANCEL and the submit button carry a real disabled attribute and clicks reach nothing', async () => {
    const user = userEvent.setup();
    const { onSubmit, onCancel } = renderSpied({ pending: true });
    for (const name of ['Close', 'CANCEL', 'CREATE']) {
      const button = screen.getByRole('button', { name });
      expect(button).toHaveAttribute('disabled');
      await user.click(button);
    }
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('Error: shows the reason in an alert and SAVE stays available', () => {
    render(<ErrorStory />);
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred creating this calendar');
    expect(screen.getByRole('button', { name: 'SAVE' })).toBeEnabled();
  });

  it.each([
    ['Basic', Basic],
    ['Error', ErrorStory],
  ])('has no axe violations (%s)', async (_name, Story) => {
    const restoreInert = simulateInertSupport();
    try {
      render(<Story />);
      await screen.findByRole('dialog', { name: 'Name Calendar' });
      await expectNoAxeViolations();
    } finally {
      restoreInert();
    }
  }, AXE_TIMEOUT);
});
