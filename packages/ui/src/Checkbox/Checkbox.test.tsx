import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Basic, CheckAll, Disabled } from './Checkbox.stories';

describe('Checkbox', () => {
  it('toggles by click on the label and by Space', async () => {
    const user = userEvent.setup();
    render(<Basic />);
    const box = screen.getByRole('checkbox', { name: 'Has microphone' });
    expect(box.closest('[data-ui="Checkbox"]')).not.toBeNull();
    await user.tab();
    expect(box).toHaveFocus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    await user.click(screen.getByText('Has microphone'));
    expect(box).not.toBeChecked();
  });

  it('shows the indeterminate state for a partial selection', async () => {
    const user = userEvent.setup();
    render(<CheckAll />);
    const all = screen.getByRole('checkbox', { name: 'All spaces' });
    expect(all).toBePartiallyChecked();
    await user.click(screen.getByRole('button', { name: 'CHECK ALL' }));
    expect(all).not.toBePartiallyChecked();
    expect(all).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Green Room' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'UNCHECK ALL' }));
    expect(screen.getAllByRole('checkbox').filter((b) => (b as HTMLInputElement).checked)).toHaveLength(0);
  });

  it('disabled cannot be changed', async () => {
    const user = userEvent.setup();
    render(<Disabled />);
    const box = screen.getByRole('checkbox', { name: 'Camera permission granted' });
    expect(box).toBeDisabled();
    await user.click(box);
    expect(box).toBeChecked();
  });
});
