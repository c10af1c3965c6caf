import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Basic } from './FormLoadFailed.stories';

const setup = () => userEvent.setup({ delay: null });

describe('FormLoadFailed', () => {
  it("says 'This form could not be loaded.' as an alert, with BACK and TRY AGAIN", () => {
    render(<Basic />);
    expect(screen.getByRole('alert')).toHaveTextContent('This form could not be loaded.');
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['BACK', 'TRY AGAIN']);
  });

  it('TRY AGAIN calls onRetry with no argument, and only it', async () => {
    const user = setup();
    const onRetry = vi.fn();
    const onBack = vi.fn();
    render(<Basic onRetry={onRetry} onBack={onBack} />);
    await user.click(screen.getByRole('button', { name: 'TRY AGAIN' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(onRetry).toHaveBeenCalledWith();
    expect(onBack).not.toHaveBeenCalled();
  });

  it('BACK calls onBack with no argument, and only it', async () => {
    const user = setup();
    const onRetry = vi.fn();
    const onBack = vi.fn();
    render(<Basic onRetry={onRetry} onBack={onBack} />);
    await user.click(screen.getByRole('button', { name: 'BACK' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(onBack).toHaveBeenCalledWith();
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('speaks German', () => {
    render(<Basic locale="de" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Dieses Formular konnte nicht geladen werden.');
    expect(screen.getByRole('button', { name: 'ZURÜCK' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ERNEUT VERSUCHEN' })).toBeInTheDocument();
  });
});
