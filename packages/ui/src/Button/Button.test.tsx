import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { GreenroomThemeProvider } from '../theme/GreenroomThemeProvider';
import { Button } from './Button';
import { Basic, Busy } from './Button.stories';

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

/** The development errors about a part outside every theme provider. */
const themeErrors = (error: { mock: { calls: unknown[][] } }) =>
  error.mock.calls.map(([message]) => String(message)).filter((message) => message.includes('outside GreenroomProvider'));

describe('Button', () => {
  it('renders the variants with a stable data-ui and type="button"', () => {
    render(<Basic />);
    const save = screen.getByRole('button', { name: 'SAVE' });
    expect(save).toHaveAttribute('data-ui', 'Button');
    expect(save).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'DELETE' })).toBeEnabled();
  });

  it('keeps an explicit submit type', () => {
    render(<Button type="submit">LOGIN</Button>);
    expect(screen.getByRole('button', { name: 'LOGIN' })).toHaveAttribute('type', 'submit');
  });

  it('clicks with the mouse and with Enter/Space after Tab focus', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Button onClick={onClick}>SAVE</Button>);
    await user.tab();
    expect(screen.getByRole('button', { name: 'SAVE' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('when busy shows a spinner, sets aria-busy and ignores clicks', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button busy onClick={onClick}>
        SUBMIT
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'SUBMIT' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('goes back to normal when busy ends (story toggle)', async () => {
    const user = userEvent.setup();
    render(<Busy />);
    expect(screen.getByRole('button', { name: 'SUBMIT' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Toggle busy' }));
    const submit = screen.getByRole('button', { name: 'SUBMIT' });
    expect(submit).toBeEnabled();
    expect(submit).not.toHaveAttribute('aria-busy');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('respects disabled', () => {
    render(<Button disabled>SAVE</Button>);
    expect(screen.getByRole('button', { name: 'SAVE' })).toBeDisabled();
  });

  it("hovers to the theme's hover shades (derived from a brand colour too), not a brightness filter", () => {
    render(<Basic />);
    for (const [name, token] of [['SAVE', 'primary'], ['DELETE', 'danger']] as const) {
      const hover = hoverStyle(screen.getByRole('button', { name }));
      expect(hover?.getPropertyValue('background')).toBe(`var(--gr-color-${token}-hover)`);
      expect(hover?.getPropertyValue('border-color')).toBe(`var(--gr-color-${token}-hover)`);
      expect(hover?.getPropertyValue('filter')).toBe('');
    }
  });

  it('hands its ref the button', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Button ref={ref}>SAVE</Button>);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'SAVE' }));
  });

  it('outside every theme provider logs one development error naming the panel; inside one, none', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { unmount } = render(
      <GreenroomThemeProvider>
        <section data-ui="ThemedPanel">
          <Button>SAVE</Button>
        </section>
      </GreenroomThemeProvider>,
    );
    expect(themeErrors(error)).toEqual([]);
    unmount();
    render(
      <section data-ui="BookingsList">
        <Button>SAVE</Button>
        <Button>CANCEL</Button>
      </section>,
    );
    expect(themeErrors(error)).toEqual([expect.stringMatching(/^<BookingsList> is rendered outside GreenroomProvider\/GreenroomThemeProvider: it has no theme variables/)]);
    error.mockRestore();
  });
});
