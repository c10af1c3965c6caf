import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingScreen } from './LoadingScreen';
import { Basic } from './LoadingScreen.stories';

describe('LoadingScreen', () => {
  it("shows a spinner named 'Loading' and the visible text 'Loading'", () => {
    render(<Basic />);
    const spinner = screen.getByRole('progressbar', { name: 'Loading' });
    expect(spinner.closest('[data-ui="LoadingScreen"]')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Loading')).toBeVisible();
  });

  it('takes another text', () => {
    render(<LoadingScreen text="Loading booking" />);
    expect(screen.getByRole('progressbar', { name: 'Loading booking' })).toBeInTheDocument();
    expect(screen.getByText('Loading booking')).toBeInTheDocument();
  });
});
