import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GreenroomThemeProvider } from '../theme/GreenroomThemeProvider';
import { Select } from './Select';
import { Basic, Disabled, Error as ErrorStory } from './Select.stories';

describe('Select', () => {
  it('starts on the placeholder and selects an option', async () => {
    const user = userEvent.setup();
    render(<Basic />);
    const select = screen.getByRole('combobox', { name: 'Choose Producer' });
    expect(select).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Select a producer' })).toBeDisabled();
    await user.selectOptions(select, 'Grace Hopper');
    expect(select).toHaveValue('u2');
    expect(screen.getByText('Selected: u2')).toBeInTheDocument();
  });

  it('shows the error and marks the select invalid', () => {
    render(<ErrorStory />);
    const select = screen.getByRole('combobox', { name: 'Choose World' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Required');
  });

  it('uncontrolled with a placeholder starts empty and reports the choice', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <Select label="Timezone" placeholder="Pick one" onValueChange={onValueChange}
        options={[{ value: 'UTC', label: 'UTC' }, { value: 'America/Chicago', label: 'Chicago' }]} />,
    );
    const select = screen.getByRole('combobox', { name: 'Timezone' });
    expect(select).toHaveValue('');
    await user.selectOptions(select, 'America/Chicago');
    expect(onValueChange).toHaveBeenCalledWith('America/Chicago');
  });

  it('is disabled', () => {
    render(<Disabled />);
    const select = screen.getByRole('combobox', { name: 'Choose Producer' });
    expect(select).toBeDisabled();
    expect(select).toHaveValue('u2');
  });

  it('outside every theme provider logs one development error naming the panel; inside one, none', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const themeErrors = () => error.mock.calls.map(([message]) => String(message)).filter((message) => message.includes('outside GreenroomProvider'));
    const { unmount } = render(
      <GreenroomThemeProvider>
        <Select label="Time Zone" options={[{ value: 'utc', label: 'UTC' }]} />
      </GreenroomThemeProvider>,
    );
    expect(themeErrors()).toEqual([]);
    unmount();
    render(
      <section data-ui="OverviewPanel">
        <Select label="Time Zone" options={[{ value: 'utc', label: 'UTC' }]} />
      </section>,
    );
    expect(themeErrors()).toEqual([expect.stringMatching(/^<OverviewPanel> is rendered outside GreenroomProvider\/GreenroomThemeProvider: it has no theme variables/)]);
    error.mockRestore();
  });
});
