import { renderStory } from '@greenroom/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Basic } from './DateTimeCell.stories';
import { DateTimeCell } from './DateTimeCell';

describe('DateTimeCell', () => {
  it('shows the date over the time with its zone, read as one text', () => {
    const { container } = renderStory(Basic);
    expect(screen.getByText('11/21/2026')).toBeInTheDocument();
    expect(screen.getByText('3:00 PM CST')).toBeInTheDocument();
    expect(container.querySelector('[data-ui="DateTimeCell"]')?.textContent).toBe('11/21/2026 3:00 PM CST');
  });

  it('shows nothing for an empty time', () => {
    // An empty cell is no story (the built Ladle refuses a story that shows nothing): rendered here.
    const { container } = renderStory(() => <DateTimeCell instant="" timezone="America/Chicago" />);
    expect(container.querySelector('[data-ui="DateTimeCell"]')).toBeNull();
    expect(container.querySelector('[data-ui="TruncatedText"]')).toBeNull();
  });
});
