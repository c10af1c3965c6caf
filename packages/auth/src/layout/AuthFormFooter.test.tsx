import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Basic, Busy, Error as ErrorStory, SubmitOnly } from './AuthFormFooter.stories';

const setup = () => userEvent.setup({ delay: null });

describe('AuthFormFooter', () => {
  it('shows no alert without a failure; SUBMIT submits the form and BACK calls its handler', async () => {
    const user = setup();
    const onSubmit = vi.fn();
    const onSecondary = vi.fn();
    render(<Basic onSubmit={onSubmit} onSecondary={onSecondary} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSecondary).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'BACK' }));
    expect(onSecondary).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows the failure as an alert', () => {
    render(<ErrorStory />);
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred. Please ensure your verification code is correct.');
  });

  it('while busy: SUBMIT is busy and disabled, BACK is disabled, nothing is sent', async () => {
    const user = setup();
    const onSubmit = vi.fn();
    const onSecondary = vi.fn();
    render(<Busy onSubmit={onSubmit} onSecondary={onSecondary} />);
    const submit = screen.getByRole('button', { name: 'SUBMIT' });
    expect(submit).toHaveAttribute('aria-busy', 'true');
    expect(submit).toBeDisabled();
    expect(screen.getByRole('button', { name: 'BACK' })).toBeDisabled();
    await user.click(submit);
    await user.click(screen.getByRole('button', { name: 'BACK' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onSecondary).not.toHaveBeenCalled();
  });

  it('without a secondary action shows only SUBMIT', () => {
    render(<SubmitOnly />);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['SUBMIT']);
  });
});
