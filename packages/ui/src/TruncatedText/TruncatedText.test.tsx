import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TruncatedText } from './TruncatedText';

/** jsdom has no layout: give every element the widths a browser would measure. */
function layout(scrollWidth: number, clientWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
}

afterEach(() => {
  vi.restoreAllMocks();
});

const full = 'Annual Partner Summit 2026 – Main Stage';

describe('TruncatedText', () => {
  it('offers the full text as a tooltip when it is cut', () => {
    layout(480, 200);
    render(<TruncatedText>{full}</TruncatedText>);
    const text = screen.getByText(full);
    expect(text).toHaveAttribute('title', full);
    expect(text).toHaveAttribute('data-truncated');
  });

  it('has no tooltip when the text fits', () => {
    layout(120, 200);
    render(<TruncatedText>Lobby</TruncatedText>);
    expect(screen.getByText('Lobby')).not.toHaveAttribute('title');
  });

  it('measures again on hover, after its box changed', () => {
    layout(120, 200);
    render(<TruncatedText>{full}</TruncatedText>);
    expect(screen.getByText(full)).not.toHaveAttribute('title');
    layout(480, 200);
    fireEvent.mouseEnter(screen.getByText(full));
    expect(screen.getByText(full)).toHaveAttribute('title', full);
  });
});
