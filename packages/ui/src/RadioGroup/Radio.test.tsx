import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Radio } from './Radio';
import { Basic, Disabled, Invalid, Unchecked } from './Radio.stories';
import { RadioGroupContext, type RadioGroupState } from './RadioGroupContext';

function renderInGroup(state: Partial<RadioGroupState>, radio = <Radio value="light" label="Light" />) {
  const group: RadioGroupState = { name: 'theme', value: null, disabled: false, invalid: false, select: vi.fn(), ...state };
  render(<RadioGroupContext.Provider value={group}>{radio}</RadioGroupContext.Provider>);
  return { select: group.select, radio: screen.getByRole('radio', { name: 'Light' }) };
}

describe('Radio', () => {
  it('throws a clear message outside a RadioGroup', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Radio value="dark" label="Dark" />)).toThrow('<Radio> must be rendered inside a <RadioGroup>.');
    consoleError.mockRestore();
  });

  it("is a native radio named by its label, in the group's name, checked when the group's value is its own", () => {
    const { radio } = renderInGroup({ value: 'light' });
    expect(radio).toBeChecked();
    expect(radio).toHaveAttribute('name', 'theme');
    expect(radio).toHaveAttribute('value', 'light');
    expect(radio.closest('[data-ui="Radio"]')).not.toBeNull();
  });

  it("is unchecked when the group's value is another, and a click selects its own value", async () => {
    const user = userEvent.setup({ delay: null });
    const { radio, select } = renderInGroup({ value: 'dark' });
    expect(radio).not.toBeChecked();
    await user.click(radio);
    expect(select).toHaveBeenCalledTimes(1);
    expect(select).toHaveBeenCalledWith('light');
  });

  it('is disabled by its own prop, and then selects nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const own = renderInGroup({}, <Radio value="light" label="Light" disabled />);
    expect(own.radio).toBeDisabled();
    await user.click(own.radio);
    expect(own.select).not.toHaveBeenCalled();
  });

  it('is disabled when the group is', async () => {
    const user = userEvent.setup({ delay: null });
    const { radio, select } = renderInGroup({ disabled: true });
    expect(radio).toBeDisabled();
    await user.click(radio);
    expect(select).not.toHaveBeenCalled();
  });

  it('is marked invalid only when the group is', () => {
    render(<Invalid />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toHaveAttribute('aria-invalid', 'true');
  });

  it('Basic: clicking Light checks it and unchecks Dark', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Basic />);
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Dark' })).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('radio', { name: 'Light' }));
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Dark' })).not.toBeChecked();
  });

  it('Unchecked: no option is checked until one is picked', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Unchecked />);
    expect(screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toEqual([]);
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
  });

  it('Disabled: the disabled option cannot be picked while the others can', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Disabled />);
    await user.click(screen.getByRole('radio', { name: 'Audio' }));
    expect(screen.getByRole('radio', { name: 'Audio' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Image' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Video' }));
    expect(screen.getByRole('radio', { name: 'Video' })).toBeChecked();
  });
});
