import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GreenroomThemeProvider } from '../theme/GreenroomThemeProvider';
import { TextField } from './TextField';
import { Adornments, Basic, Disabled, Error as ErrorStory, Multiline, Password } from './TextField.stories';

describe('TextField', () => {
  it('is labelled and described by its helper text', async () => {
    const user = userEvent.setup();
    render(<Basic />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveAccessibleDescription('Your producer username');
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.type(input, 'ada');
    expect(input).toHaveValue('ada');
  });

  it('shows the error in place of the helper, sets aria-invalid and aria-describedby', () => {
    render(<ErrorStory />);
    const input = screen.getByRole('textbox', { name: 'First Name' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('Required');
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)).toHaveTextContent('Required');
  });

  it('replaces the helper with the error and back', () => {
    const { rerender } = render(<TextField label="Email" helperText="We never share it" error="Invalid email" />);
    expect(screen.getByText('Invalid email')).toBeInTheDocument();
    expect(screen.queryByText('We never share it')).not.toBeInTheDocument();
    rerender(<TextField label="Email" helperText="We never share it" error={null} />);
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('We never share it')).toBeInTheDocument();
  });

  it('shows and hides the password with the toggle button', async () => {
    const user = userEvent.setup();
    render(<Password />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('Secret123');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('reaches the input then the toggle with Tab, and toggles with Space', async () => {
    const user = userEvent.setup();
    render(<Password />);
    await user.tab();
    expect(screen.getByLabelText('Password')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
  });

  it('has no toggle unless revealable', () => {
    render(<TextField label="Password" type="password" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('renders a textarea when multiline and reports values', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<TextField label="Notes" multiline onValueChange={onValueChange} />);
    const area = screen.getByRole('textbox', { name: 'Notes' });
    expect(area.tagName).toBe('TEXTAREA');
    await user.type(area, 'hi');
    expect(onValueChange).toHaveBeenLastCalledWith('hi');
    render(<Multiline />);
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveAttribute('rows', '4');
  });

  it('renders adornments and keeps a hidden label as the name', () => {
    render(<Adornments />);
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveAttribute('placeholder', 'Search bookings');
    expect(screen.getByText('port')).toBeInTheDocument();
  });

  it('disabled cannot be typed into', async () => {
    const user = userEvent.setup();
    render(<Disabled />);
    const input = screen.getByRole('textbox', { name: 'Space ID' });
    expect(input).toBeDisabled();
    await user.type(input, 'x');
    expect(input).toHaveValue('sp-42');
  });

  it('outside every theme provider logs one development error naming the panel; inside one, none', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const themeErrors = () => error.mock.calls.map(([message]) => String(message)).filter((message) => message.includes('outside GreenroomProvider'));
    const { unmount } = render(
      <GreenroomThemeProvider>
        <TextField label="Booking Name" />
      </GreenroomThemeProvider>,
    );
    expect(themeErrors()).toEqual([]);
    unmount();
    render(
      <section data-ui="BookingEditor">
        <TextField label="Booking Name" />
      </section>,
    );
    expect(themeErrors()).toEqual([expect.stringMatching(/^<BookingEditor> is rendered outside GreenroomProvider\/GreenroomThemeProvider: it has no theme variables/)]);
    error.mockRestore();
  });
});
