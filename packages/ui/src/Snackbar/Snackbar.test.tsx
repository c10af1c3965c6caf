import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GreenroomThemeProvider } from '../theme/GreenroomThemeProvider';
import { contrastRatio } from '../theme/contrast';
import { tokens, type ThemeMode } from '../theme/tokens';
import { Snackbar } from './Snackbar';
import { Basic, Controlled, Persistent, WithAction } from './Snackbar.stories';
import { Toast } from './styles';
import { serverCss } from '../testing/serverCss';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('Snackbar', () => {
  it('shows the message in a polite status region and hides it after exactly 1500 ms', () => {
    render(<Basic />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveAttribute('data-ui', 'Snackbar');
    expect(region).toBeEmptyDOMElement();

    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(region).toHaveTextContent('Calendar Link Copied to Clipboard');
    advance(1499);
    expect(region).toHaveTextContent('Calendar Link Copied to Clipboard');
    advance(1);
    expect(region).toBeEmptyDOMElement();
  });

  it('a new message replaces the shown one and gets a full 1500 ms', () => {
    render(<Basic />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    advance(1000);
    fireEvent.click(screen.getByRole('button', { name: 'Regenerate' }));
    expect(screen.getByRole('status')).toHaveTextContent('Calendar URL Regenerated');
    expect(screen.queryByText('Calendar Link Copied to Clipboard')).not.toBeInTheDocument();
    advance(1499);
    expect(screen.getByRole('status')).toHaveTextContent('Calendar URL Regenerated');
    advance(1);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('showing the same message again restarts the timer', () => {
    render(<Basic />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    advance(1000);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    advance(1000);
    expect(screen.getByRole('status')).toHaveTextContent('Calendar Link Copied to Clipboard');
    advance(500);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('calls onClose once after the duration, and not when re-rendered with a new onClose', () => {
    const onClose = vi.fn();
    const { rerender } = render(<Snackbar open message="Success" onClose={onClose} duration={1500} />);
    advance(1000);
    rerender(<Snackbar open message="Success" onClose={onClose} duration={1500} />);
    advance(499);
    expect(onClose).not.toHaveBeenCalled();
    advance(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('can be shown again after hiding (controlled)', () => {
    render(<Controlled />);
    expect(screen.getByRole('status')).toHaveTextContent('Success');
    advance(1500);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('status')).toHaveTextContent('Success');
  });

  it('duration null never auto-hides', () => {
    render(<Persistent />);
    advance(60_000);
    expect(screen.getByRole('status')).toHaveTextContent('An error occurred');
  });
});

describe('Snackbar colours (WCAG AA)', () => {
  it.each<ThemeMode>(['light', 'dark'])('%s: text and action reach 4.5:1, tone accents 3:1', (mode) => {
    const t = tokens[mode];
    const bg = t['--gr-color-snackbar-bg'];
    expect(contrastRatio(t['--gr-color-snackbar-text'], bg)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(t['--gr-color-snackbar-action'], bg)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(t['--gr-color-snackbar-success'], bg)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(t['--gr-color-snackbar-danger'], bg)).toBeGreaterThanOrEqual(3);
    // Inverted: it must stand out from the page it floats over.
    expect(contrastRatio(bg, t['--gr-color-bg'])).toBeGreaterThanOrEqual(3);
  });

  it('paints with the snackbar tokens and points kit buttons inside it at the action colour', () => {
    const css = serverCss(<Toast $tone="danger">An error occurred</Toast>);
    expect(css).toMatch(/background:\s*var\(--gr-color-snackbar-bg\)/);
    expect(css).toMatch(/[^-]color:\s*var\(--gr-color-snackbar-text\)/);
    expect(css).toMatch(/border-left:\s*4px solid\s*var\(--gr-color-snackbar-danger\)/);
    expect(css).toMatch(/--gr-color-primary:\s*var\(--gr-color-snackbar-action\)/);
  });

  it.each<ThemeMode>(['light', 'dark'])('carries the %s tokens on its portalled region', (mode) => {
    render(
      <GreenroomThemeProvider mode={mode}>
        <WithAction />
      </GreenroomThemeProvider>,
    );
    const region = screen.getByRole('status');
    expect(region.closest('[data-ui="GreenroomTheme"]')).toBeNull();
    const scope = region.closest<HTMLElement>('[data-ui="ThemeScope"]');
    expect(scope).toHaveAttribute('data-theme', mode);
    expect(getComputedStyle(scope as HTMLElement).getPropertyValue('--gr-color-snackbar-bg')).toBe(tokens[mode]['--gr-color-snackbar-bg']);
    expect(screen.getByRole('button', { name: 'UNDO' })).toBeInTheDocument();
  });
});
