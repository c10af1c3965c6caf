import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner';
import { Sizes } from './Spinner.stories';

describe('Spinner', () => {
  it('is a progressbar named "Loading" by default', () => {
    render(<Spinner />);
    const spinner = screen.getByRole('progressbar', { name: 'Loading' });
    expect(spinner).toHaveAttribute('data-ui', 'Spinner');
  });

  it('takes a custom label', () => {
    render(<Sizes />);
    expect(screen.getByRole('progressbar', { name: 'Saving' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading bookings' })).toBeInTheDocument();
    expect(screen.getAllByRole('progressbar')).toHaveLength(3);
  });
});
