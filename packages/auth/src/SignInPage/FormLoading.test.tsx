import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Basic } from './FormLoading.stories';

describe('FormLoading', () => {
  it("shows a spinner named 'Loading' in a card marked busy", () => {
    render(<Basic />);
    const spinner = screen.getByRole('progressbar', { name: 'Loading' });
    expect(spinner.closest('section')).toHaveAttribute('aria-busy', 'true');
    // Only the spinner is announced: a second 'Loading' would be read twice.
    expect(screen.getAllByRole('progressbar')).toHaveLength(1);
  });

  it("shows 'Loading' as text, hidden from assistive technology", () => {
    render(<Basic />);
    const text = screen.getByText('Loading');
    expect(text).toHaveAttribute('aria-hidden', 'true');
    expect(text.closest('section')).toBe(screen.getByRole('progressbar').closest('section'));
  });

  it('speaks German', () => {
    render(<Basic locale="de" />);
    expect(screen.getByRole('progressbar', { name: 'Wird geladen' })).toBeInTheDocument();
    expect(screen.getByText('Wird geladen')).toHaveAttribute('aria-hidden', 'true');
  });
});
