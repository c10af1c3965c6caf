import { render, screen } from '@testing-library/react';
import { createPortal } from 'react-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Appearance } from './appearance';
import { GreenroomThemeProvider } from './GreenroomThemeProvider';
import { ThemeScope } from './ThemeScope';
import { tokens } from './tokens';

const variable = (element: Element, name: string) => getComputedStyle(element).getPropertyValue(name);
const scopeAround = (text: string) => screen.getByText(text).closest<HTMLElement>('[data-ui="ThemeScope"]') as HTMLElement;

/** A provider whose menu is portalled to `target` (document.body unless given), as HoverMenu and Dialog do. */
function Portalled({ appearance, label, target }: { appearance: Appearance; label: string; target?: Element | DocumentFragment }) {
  return (
    <GreenroomThemeProvider appearance={appearance}>
      <p>inside {label}</p>
      {createPortal(
        <ThemeScope>
          <div data-ui="HoverMenu">{label}</div>
        </ThemeScope>,
        target ?? document.body,
      )}
    </GreenroomThemeProvider>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ThemeScope', () => {
  it("carries the provider's mode, brand variables and part overrides to content portalled out of its root", () => {
    const error = vi.spyOn(console, 'error');
    render(
      <Portalled
        label="Teal menu"
        appearance={{ theme: 'dark', variables: { colorPrimary: '#0a7c72' }, elements: { HoverMenu: { letterSpacing: '0.02em' } } }}
      />,
    );
    const scope = scopeAround('Teal menu');
    expect(scope.closest('[data-ui="GreenroomTheme"]')).toBeNull();
    expect(scope).toHaveAttribute('data-theme', 'dark');
    expect(scope).not.toHaveAttribute('style');
    expect(variable(scope, '--gr-color-primary')).toBe('#0a7c72');
    expect(variable(scope, '--gr-color-bg')).toBe(tokens.dark['--gr-color-bg']);
    expect(getComputedStyle(scope).colorScheme).toBe('dark');
    // No box of its own: the portalled panel lays out as if the scope were not there.
    expect(getComputedStyle(scope).display).toBe('contents');
    expect(getComputedStyle(screen.getByText('Teal menu')).letterSpacing).toBe('0.02em');
    expect(error).not.toHaveBeenCalled();
  });

  it('takes the nearest provider: a nested one overrides the outer mode and colour', () => {
    render(
      <GreenroomThemeProvider appearance={{ theme: 'dark', variables: { colorPrimary: '#0a7c72' } }}>
        {createPortal(<ThemeScope>outer menu</ThemeScope>, document.body)}
        <Portalled label="inner menu" appearance={{ theme: 'light', variables: { colorPrimary: '#b0124a' } }} />
      </GreenroomThemeProvider>,
    );
    const outer = screen.getByText('outer menu') as HTMLElement;
    const inner = scopeAround('inner menu');
    expect(outer).toHaveAttribute('data-theme', 'dark');
    expect(variable(outer, '--gr-color-primary')).toBe('#0a7c72');
    expect(inner).toHaveAttribute('data-theme', 'light');
    expect(variable(inner, '--gr-color-primary')).toBe('#b0124a');
    expect(variable(inner, '--gr-color-bg')).toBe(tokens.light['--gr-color-bg']);
    expect(inner.className).not.toBe(outer.className);
  });

  it('puts the kit rules into the shadow root it is portalled into, and takes them out again on unmount', () => {
    const host = document.body.appendChild(document.createElement('div'));
    const shadow = host.attachShadow({ mode: 'open' });
    const { unmount } = render(<Portalled label="Shadow menu" appearance={{ variables: { colorPrimary: '#1f5fbf' } }} target={shadow} />);
    const scope = shadow.querySelector('[data-ui="ThemeScope"]') as HTMLElement;
    // jsdom has no constructable style sheets: the shadow root gets the kit's <style> of its own.
    const styles = [...shadow.querySelectorAll('style[data-greenroom-styles]')];
    expect(styles).toHaveLength(1);
    const css = [...((styles[0] as HTMLStyleElement).sheet?.cssRules ?? [])].map((rule) => rule.cssText.replace(/\s+/g, '')).join('\n');
    const scopeRule = css.split('\n').find((rule) => [...scope.classList].some((name) => rule.startsWith(`.${name}{`)) && rule.includes('--gr-color-primary'));
    expect(scopeRule).toContain('--gr-color-primary:#1f5fbf;');

    unmount();
    expect(shadow.querySelector('style')).toBeNull();
    host.remove();
  });

  it('outside every provider: the light defaults, and one development error naming the panel', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const panel = (
      <ThemeScope>
        <div data-ui="ThemeScopeProbe">unthemed menu</div>
      </ThemeScope>
    );
    const first = render(panel);
    const scope = scopeAround('unthemed menu');
    expect(scope).toHaveAttribute('data-theme', 'light');
    expect(variable(scope, '--gr-color-bg')).toBe(tokens.light['--gr-color-bg']);
    expect(variable(scope, '--gr-color-primary')).toBe(tokens.light['--gr-color-primary']);
    first.unmount();
    render(panel);
    const messages = error.mock.calls.map(([message]) => String(message)).filter((message) => message.includes('GreenroomProvider'));
    expect(messages).toEqual([
      '<ThemeScopeProbe> is rendered outside GreenroomProvider/GreenroomThemeProvider: it has no theme variables and renders unstyled. ' +
        'Wrap it (or the page) in <GreenroomProvider> from @greenroom/ui, or in <GreenroomThemeProvider> beside your own PortalProvider, or mount it with mountPanel().',
    ]);
  });
});
