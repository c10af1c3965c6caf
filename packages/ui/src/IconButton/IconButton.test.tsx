import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pencil } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from './IconButton';
import { Basic, Busy, Disabled } from './IconButton.stories';

describe('IconButton', () => {
  it('is named by its label, which is also the tooltip', () => {
    render(<Basic />);
    const edit = screen.getByRole('button', { name: 'Edit calendar' });
    expect(edit).toHaveAttribute('title', 'Edit calendar');
    expect(edit).toHaveAttribute('data-ui', 'IconButton');
    expect(edit).toHaveAttribute('type', 'button');
  });

  it('activates from the keyboard', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <IconButton label="Edit" onClick={onClick}>
        <Pencil />
      </IconButton>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('disabled and busy states cannot be clicked', () => {
    render(
      <>
        <Disabled />
        <Busy />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Edit calendar' })).toBeDisabled();
    const busy = screen.getByRole('button', { name: 'Regenerate URL' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });
});
