import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Radio } from './Radio';
import { Basic, Disabled, Error as ErrorStory, Horizontal } from './RadioGroup.stories';

describe('RadioGroup', () => {
  it('is a named radiogroup with the controlled value checked', () => {
    render(<Basic />);
    const group = screen.getByRole('radiogroup', { name: 'Web Theme' });
    expect(group.closest('[data-ui="RadioGroup"]')).not.toBeNull();
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Light' })).not.toBeChecked();
  });

  it('Tab lands on the checked radio and arrow keys move the selection', async () => {
    const user = userEvent.setup();
    render(<Basic />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Dark' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Light' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(screen.getByText('Theme: light')).toBeInTheDocument();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(screen.getByText('Theme: dark')).toBeInTheDocument();
  });

  it('arrow keys skip a disabled option', async () => {
    const user = userEvent.setup();
    render(<Horizontal />);
    await user.click(screen.getByRole('radio', { name: 'Video' }));
    expect(screen.getByRole('radio', { name: 'Video' })).toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Image' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Audio' })).toBeDisabled();
  });

  it('a disabled group cannot change', async () => {
    const user = userEvent.setup();
    render(<Disabled />);
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeDisabled();
  });

  it('shows the error until a choice is made', async () => {
    const user = userEvent.setup();
    render(<ErrorStory />);
    expect(screen.getByRole('radiogroup', { name: 'Web Theme' })).toHaveAccessibleDescription('Required');
    await user.click(screen.getByRole('radio', { name: 'Light' }));
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
  });

  it('Radio outside a group fails with a clear message', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Radio value="x" label="X" />)).toThrow('<Radio> must be rendered inside a <RadioGroup>.');
    vi.mocked(console.error).mockRestore();
  });
});
