import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from '../Dialog/Dialog';
import { placedStyles } from '../styled/styleSheet';
import { Table } from '../Table/Table';
import type { Appearance } from './appearance';
import { BrandColours, BrandDark, Compact } from './Appearance.stories';
import { GreenroomThemeProvider } from './GreenroomThemeProvider';
import { useGreenroomTheme } from './ThemeContext';
import { tokens } from './tokens';

/** A controllable `prefers-color-scheme: dark` query. */
function fakeSystem(dark: boolean) {
  const listeners = new Set<() => void>();
  window.matchMedia = vi.fn(() => ({
    get matches() {
      return dark;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  return (next: boolean) => {
    dark = next;
    act(() => listeners.forEach((listener) => listener()));
  };
}

function Probe({ name }: { name: string }) {
  const { mode, density, provided } = useGreenroomTheme();
  return <p data-ui="BookingsList">{`${name}: ${mode} ${density} ${provided ? 'themed' : 'unthemed'}`}</p>;
}

const rootOf = (text: string) => screen.getByText(text, { exact: false }).closest('[data-ui="GreenroomTheme"]') as HTMLElement;
const variable = (element: Element, name: string) => getComputedStyle(element).getPropertyValue(name);
const original = window.matchMedia;

afterEach(() => {
  window.matchMedia = original;
  vi.restoreAllMocks();
});

describe('GreenroomThemeProvider appearance', () => {
  it('applies brand variables and their derived tokens through the root class, with no style attribute', () => {
    const appearance: Appearance = { variables: { colorPrimary: '#ffe14d', borderRadius: 2, density: 'compact' } };
    render(
      <GreenroomThemeProvider appearance={appearance}>
        <Probe name="brand" />
      </GreenroomThemeProvider>,
    );
    const root = rootOf('brand:');
    expect(root).not.toHaveAttribute('style');
    expect(variable(root, '--gr-color-primary')).toBe('#ffe14d');
    expect(variable(root, '--gr-color-primary-contrast')).toBe('#13101e');
    expect(variable(root, '--gr-radius')).toBe('2px');
    expect(variable(root, '--gr-space-4')).toBe('12px');
    expect(screen.getByText('brand: light compact themed')).toBeInTheDocument();
  });

  it("makes appearance.theme effective, over the mode shorthand", () => {
    render(
      <GreenroomThemeProvider mode="light" appearance={{ theme: 'dark' }}>
        <Probe name="dark" />
      </GreenroomThemeProvider>,
    );
    expect(rootOf('dark:')).toHaveAttribute('data-theme', 'dark');
    expect(variable(rootOf('dark:'), '--gr-color-bg')).toBe(tokens.dark['--gr-color-bg']);
  });

  it("follows the system colour scheme live with theme 'system'", () => {
    const setSystemDark = fakeSystem(false);
    render(
      <GreenroomThemeProvider appearance={{ theme: 'system' }}>
        <Probe name="sys" />
      </GreenroomThemeProvider>,
    );
    expect(screen.getByText('sys: light comfortable themed')).toBeInTheDocument();
    setSystemDark(true);
    expect(screen.getByText('sys: dark comfortable themed')).toBeInTheDocument();
    expect(rootOf('sys:')).toHaveAttribute('data-theme', 'dark');
    expect(variable(rootOf('sys:'), '--gr-color-bg')).toBe(tokens.dark['--gr-color-bg']);
  });

  it('keeps two panels with different appearances on one page apart', () => {
    render(
      <>
        <GreenroomThemeProvider appearance={{ theme: 'dark', variables: { colorPrimary: '#0a7c72' } }}>
          <Probe name="one" />
        </GreenroomThemeProvider>
        <GreenroomThemeProvider appearance={{ variables: { colorPrimary: '#c2185b' } }}>
          <Probe name="two" />
        </GreenroomThemeProvider>
      </>,
    );
    expect(variable(rootOf('one:'), '--gr-color-primary')).toBe('#0a7c72');
    expect(variable(rootOf('two:'), '--gr-color-primary')).toBe('#c2185b');
    expect(rootOf('one:').className).not.toBe(rootOf('two:').className);
    expect(document.documentElement).not.toHaveAttribute('style');
  });

  it('lets a nested provider inherit the outer appearance and override parts of it', () => {
    render(
      <GreenroomThemeProvider appearance={{ theme: 'dark', variables: { colorPrimary: '#0a7c72', density: 'compact' } }}>
        <GreenroomThemeProvider appearance={{ variables: { colorPrimary: '#c2185b' } }}>
          <Probe name="inner" />
        </GreenroomThemeProvider>
      </GreenroomThemeProvider>,
    );
    expect(screen.getByText('inner: dark compact themed')).toBeInTheDocument();
    expect(variable(rootOf('inner:'), '--gr-color-primary')).toBe('#c2185b');
  });

  it('styles parts by their data-ui name inside the root and inside portalled dialogs', () => {
    render(
      <GreenroomThemeProvider appearance={{ elements: { BookingsList: { letterSpacing: '0.02em' }, Dialog: 'border-radius: 0' } }}>
        <Probe name="parts" />
        <Dialog open title="Brand dialog" onClose={() => undefined}>
          body
        </Dialog>
      </GreenroomThemeProvider>,
    );
    expect(getComputedStyle(screen.getByText('parts:', { exact: false })).letterSpacing).toBe('0.02em');
    expect(parseFloat(getComputedStyle(screen.getByRole('dialog', { name: 'Brand dialog' })).borderRadius)).toBe(0);
  });

  it('warns once about an invalid value in development and renders with the default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const app = (n: number) => (
      <GreenroomThemeProvider appearance={{ variables: { colorPrimary: 'not-a-colour', borderRadius: -1 } }}>
        <Probe name={`bad ${n}`} />
      </GreenroomThemeProvider>
    );
    const { rerender } = render(app(1));
    rerender(app(2));
    expect(variable(rootOf('bad 2:'), '--gr-color-primary')).toBe(tokens.light['--gr-color-primary']);
    expect(variable(rootOf('bad 2:'), '--gr-radius')).toBe(tokens.light['--gr-radius']);
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      '[Greenroom appearance] variables.colorPrimary "not-a-colour" is not a colour (use #rgb, #rrggbb or rgb(r, g, b)); using the default.',
      "[Greenroom appearance] variables.borderRadius -1 is not a length of 0 or more (e.g. 8 or '0.5rem'); using the default.",
    ]);
  });
});

describe('appearance stories', () => {
  const dataRows = () => screen.getAllByRole('row').filter((row) => row.hasAttribute('data-index'));

  it('BrandColours: the brand primary and background, derived contrast text, square table corners', () => {
    render(<BrandColours />);
    const root = screen.getByRole('table', { name: 'Bookings' }).closest('[data-ui="GreenroomTheme"]') as HTMLElement;
    expect(variable(root, '--gr-color-primary')).toBe('#0a7c72');
    expect(variable(root, '--gr-color-primary-contrast')).toBe('#ffffff');
    expect(variable(root, '--gr-color-bg')).toBe('#fbf8f1');
    // jsdom does not weigh selectors, so the scoped rule (0,2,0 over the table's own 0,1,0) is read from the sheet.
    const css = placedStyles();
    expect([...root.classList].some((name) => css.includes(`.${name}[data-ui="Table"],.${name} [data-ui="Table"]{border-radius:0;}`))).toBe(true);
    expect(getComputedStyle(dataRows()[0]).height).toBe('44px');
  });

  it('BrandDark: the dark scheme with the night palette', () => {
    render(<BrandDark />);
    const root = screen.getByRole('table', { name: 'Bookings' }).closest('[data-ui="GreenroomTheme"]') as HTMLElement;
    expect(root).toHaveAttribute('data-theme', 'dark');
    expect(variable(root, '--gr-color-bg')).toBe('#0b1d2a');
    expect(variable(root, '--gr-color-primary-contrast')).toBe('#13101e');
  });

  it('Compact: a tighter spacing scale and 36 px table rows', () => {
    render(<Compact />);
    const root = screen.getByRole('table', { name: 'Bookings' }).closest('[data-ui="GreenroomTheme"]') as HTMLElement;
    expect(variable(root, '--gr-space-4')).toBe('12px');
    expect(getComputedStyle(dataRows()[0]).height).toBe('36px');
  });
});

describe('a panel outside every theme provider', () => {
  it('logs one clear development error naming the panel, instead of rendering unstyled in silence', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const panel = (
      <section data-ui="CalendarList">
        <Table label="Calendars" rows={[]} getRowId={() => ''} columns={[{ id: 'name', header: 'Name', cell: () => '' }]} />
      </section>
    );
    const first = render(panel);
    first.unmount();
    render(panel);
    const messages = error.mock.calls.map(([message]) => String(message)).filter((message) => message.includes('GreenroomProvider'));
    expect(messages).toEqual([
      '<CalendarList> is rendered outside GreenroomProvider/GreenroomThemeProvider: it has no theme variables and renders unstyled. ' +
        'Wrap it (or the page) in <GreenroomProvider> from @greenroom/ui, or in <GreenroomThemeProvider> beside your own PortalProvider, or mount it with mountPanel().',
    ]);
  });

  it('says nothing inside a provider', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <GreenroomThemeProvider>
        <Table label="Themed" rows={[]} getRowId={() => ''} columns={[{ id: 'name', header: 'Name', cell: () => '' }]} />
      </GreenroomThemeProvider>,
    );
    expect(error).not.toHaveBeenCalled();
  });
});
