import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TimezoneSelect } from './TimezoneSelect';
import { Disabled, Error as ErrorStory } from './TimezoneSelect.stories';
import { filterTimeZones, listTimeZones } from './timeZones';

const zones = ['Africa/Abidjan', 'America/Chicago', 'America/New_York', 'Asia/Tokyo', 'Europe/Paris'];
const combobox = () => screen.getByRole('combobox', { name: 'Timezone' });
const optionNames = () => within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent);

describe('TimezoneSelect', () => {
  it("lists the browser's guess first, then every known zone", async () => {
    const user = userEvent.setup();
    render(<TimezoneSelect label="Timezone" value={null} onChange={() => undefined} guess="Europe/Paris" />);
    await user.click(combobox());
    // A plain selector: role queries over ~400 options are slow in jsdom.
    const names = Array.from(screen.getByRole('listbox').querySelectorAll('[role="option"]'), (option) => option.textContent);
    expect(names[0]).toBe('Europe/Paris');
    expect(names.filter((name) => name === 'Europe/Paris')).toHaveLength(1);
    expect(names).toEqual(listTimeZones('Europe/Paris'));
    expect(names.length).toBeGreaterThan(300);
  });

  it('filters as the user types and picks with the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TimezoneSelect label="Timezone" value={null} onChange={onChange} guess="Asia/Tokyo" timeZones={zones} />);
    await user.type(combobox(), 'america');
    expect(optionNames()).toEqual(['America/Chicago', 'America/New_York']);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(combobox()).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'America/New_York' }).id);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('America/New_York');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('matches words with spaces against underscores and picks a single match with Enter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TimezoneSelect label="Timezone" value={null} onChange={onChange} guess="Asia/Tokyo" timeZones={zones} />);
    await user.type(combobox(), 'new york{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('America/New_York');
  });

  it('picks with a click and shows the value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(<TimezoneSelect label="Timezone" value={null} onChange={onChange} guess="Asia/Tokyo" timeZones={zones} />);
    await user.click(combobox());
    expect(optionNames()[0]).toBe('Asia/Tokyo');
    await user.click(screen.getByRole('option', { name: 'Europe/Paris' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('Europe/Paris');
    rerender(<TimezoneSelect label="Timezone" value="Europe/Paris" onChange={onChange} guess="Asia/Tokyo" timeZones={zones} />);
    expect(combobox()).toHaveValue('Europe/Paris');
  });

  it('Escape closes and restores the chosen value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TimezoneSelect label="Timezone" value="Europe/Paris" onChange={onChange} guess="Asia/Tokyo" timeZones={zones} />);
    await user.clear(combobox());
    await user.type(combobox(), 'tok');
    expect(optionNames()).toEqual(['Asia/Tokyo']);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(combobox()).toHaveValue('Europe/Paris');
    // Only the emptied box was reported (the parent here keeps its value); typing picks nothing.
    expect(onChange).toHaveBeenCalledExactlyOnceWith('');
  });

  it('reports an emptied box as no zone, once', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TimezoneSelect label="Timezone" value="Asia/Tokyo" onChange={onChange} timeZones={zones} />);
    await user.clear(combobox());
    expect(onChange).toHaveBeenCalledExactlyOnceWith('');
  });

  it('says when nothing matches', async () => {
    const user = userEvent.setup();
    render(<TimezoneSelect label="Timezone" value={null} onChange={() => undefined} timeZones={zones} />);
    await user.type(combobox(), 'atlantis');
    expect(screen.getByText('No matching timezones')).toBeInTheDocument();
  });

  it('shows the error and a disabled state', () => {
    render(
      <>
        <ErrorStory />
        <Disabled />
      </>,
    );
    const [withError, disabled] = screen.getAllByRole('combobox', { name: 'Timezone' });
    expect(withError).toHaveAccessibleDescription('Please select a timezone');
    expect(withError).toBeInvalid();
    expect(disabled).toBeDisabled();
    expect(disabled).toHaveValue('Europe/Paris');
  });
});

describe('timezone helpers', () => {
  it('puts the first zone on top without duplicating it', () => {
    const list = listTimeZones('America/Chicago');
    expect(list[0]).toBe('America/Chicago');
    expect(list.indexOf('America/Chicago', 1)).toBe(-1);
  });

  it('filters case-insensitively, spaces matching underscores', () => {
    expect(filterTimeZones(zones, 'NEW y')).toEqual(['America/New_York']);
    expect(filterTimeZones(zones, '  ')).toEqual(zones);
  });
});
