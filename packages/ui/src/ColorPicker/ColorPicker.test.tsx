import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ColorPicker } from './ColorPicker';
import { Basic, Disabled, Empty, Error as ErrorStory } from './ColorPicker.stories';
import { isHexColor } from './isHexColor';

async function openAndType(user: ReturnType<typeof userEvent.setup>, hex: string) {
  await user.click(screen.getByRole('button', { name: /Hightlight Color/ }));
  const input = await screen.findByRole('textbox', { name: 'Hex color' });
  await waitFor(() => expect(input).toHaveFocus());
  await user.clear(input);
  await user.type(input, hex);
}

describe('ColorPicker', () => {
  it('shows the value on a button named by its label', () => {
    render(<Basic />);
    expect(screen.getByRole('button', { name: 'Hightlight Color #383838' })).toBeInTheDocument();
  });

  it('commits once, only when the user clicks away', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <>
        <ColorPicker label="Hightlight Color" value="#383838" onChange={onChange} />
        <p>outside</p>
      </>,
    );
    await openAndType(user, '00ff00');
    expect(onChange).not.toHaveBeenCalled();

    await user.click(screen.getByText('outside'));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('#00ff00');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('commits on Enter and the story shows the saved value', async () => {
    const user = userEvent.setup();
    render(<Basic />);
    await openAndType(user, 'abcdef');
    expect(screen.getByText('Saved: #383838 (0 commits)')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Saved: #abcdef (1 commits)')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Hightlight Color/ })).toHaveFocus();
  });

  it('throws the edit away on Escape', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ColorPicker label="Hightlight Color" value="#383838" onChange={onChange} />);
    await openAndType(user, '123456');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Hightlight Color #383838' })).toBeInTheDocument();
  });

  it('does not commit when nothing was edited', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <>
        <ColorPicker label="Hightlight Color" value="" onChange={onChange} />
        <p>outside</p>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Hightlight Color None' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByText('outside'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows None for an empty value, an error, and a disabled state', () => {
    render(
      <>
        <Empty />
        <ErrorStory />
        <Disabled />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Primary None' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Secondary None' })).toHaveAccessibleDescription('Required');
    expect(screen.getByRole('button', { name: 'Primary #ff0000' })).toBeDisabled();
  });
});

describe('isHexColor', () => {
  it('accepts #rgb and #rrggbb only', () => {
    expect(isHexColor('#FFFFFF')).toBe(true);
    expect(isHexColor('#abc')).toBe(true);
    expect(isHexColor('FFFFFF')).toBe(false);
    expect(isHexColor('#abcd')).toBe(false);
    expect(isHexColor('#12345g')).toBe(false);
  });
});
