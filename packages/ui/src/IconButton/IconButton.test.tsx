import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pencil } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from './IconButton';
import { Basic, Busy, Disabled } from './IconButton.stories';

/** The declarations of the generated rule that styles `element` under the pointer (while enabled). */
function hoverStyle(element: Element): CSSStyleDeclaration | undefined {
  const selectors = Array.from(element.classList, (name) => `.${name}:hover:not(:disabled)`);
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (rule instanceof CSSStyleRule && selectors.includes(rule.selectorText)) return rule.style;
    }
  }
  return undefined;
}

describe('IconButton', () => {
  it('is named by its label, which is also the tooltip', () => {
    render(<Basic />);
    const edit = screen.getByRole('button', { name: 'Edit calendar' });
    expect(edit).toHaveAttribute('title', 'Edit calendar');
    expect(edit).toHaveAttribute('data-ui', 'IconButton');
    expect(edit).toHaveAttribute('type', 'button');
  });

  it('activates from the keyboard', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <IconButton label="Edit" onClick={onClick}>
        <Pencil />
      </IconButton>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('disabled and busy states cannot be clicked', () => {
    render(
      <>
        <Disabled />
        <Busy />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Edit calendar' })).toBeDisabled();
    const busy = screen.getByRole('button', { name: 'Regenerate URL' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });

  it("hovers a primary button to the theme's primary hover shade, not a brightness filter", () => {
    render(
      <IconButton label="Add guest" variant="primary">
        <Pencil />
      </IconButton>,
    );
    const hover = hoverStyle(screen.getByRole('button', { name: 'Add guest' }));
    expect(hover?.getPropertyValue('background')).toBe('var(--gr-color-primary-hover)');
    expect(hover?.getPropertyValue('border-color')).toBe('var(--gr-color-primary-hover)');
    expect(hover?.getPropertyValue('filter')).toBe('');
  });
});
