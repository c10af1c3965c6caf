import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeSwitch } from './ThemeSwitch';
import { Basic } from './ThemeSwitch.stories';

afterEach(() => window.localStorage.clear());

describe('ThemeSwitch', () => {
  it('is a named group of three named options with the value checked', () => {
    render(<ThemeSwitch value="dark" onChange={() => undefined} />);
    const group = screen.getByRole('radiogroup', { name: 'Theme' });
    expect(group).toHaveAttribute('data-ui', 'ThemeSwitch');
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual([
      'System theme',
      'Light theme',
      'Dark theme',
    ]);
    expect(screen.getByRole('radio', { name: 'Dark theme' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Light theme' })).not.toBeChecked();
  });

  it('names the three options in one pattern: "<which> theme"', () => {
    render(<ThemeSwitch value="system" onChange={() => undefined} />);
    for (const radio of screen.getAllByRole('radio')) {
      expect(radio.getAttribute('aria-label')).toMatch(/^(System|Light|Dark) theme$/);
      expect(radio.closest('label')).toHaveAttribute('title', radio.getAttribute('aria-label'));
    }
  });

  it('reports a click on an option', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ThemeSwitch value="system" onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: 'Light theme' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('light');
  });

  it('works from the keyboard: Tab reaches the chosen option, arrows choose', async () => {
    const user = userEvent.setup();
    render(<Basic />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'System theme' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Light theme' })).toBeChecked();
    expect(screen.getByText('Showing the light theme (light).')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Dark theme' })).toHaveFocus();
    expect(screen.getByText('Showing the dark theme (dark).')).toBeInTheDocument();
    expect(window.localStorage.getItem('greenroom.theme')).toBe('dark');
  });
});
