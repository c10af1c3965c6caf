import { act, within } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from '../Dialog';
import { Snackbar } from '../Snackbar';
import { useThemeMode } from '../theme/GreenroomThemeProvider';
import { mountPanel } from './mountPanel';

function Probe({ label, dialog = false }: { label: string; dialog?: boolean }) {
  const [open, setOpen] = useState(dialog);
  return (
    <div>
      <p>
        {label} in {useThemeMode()}
      </p>
      <Dialog open={open} onClose={() => setOpen(false)} title="Probe dialog">
        dialog body
      </Dialog>
    </div>
  );
}

const unmounts: (() => void)[] = [];
const mount = (...args: Parameters<typeof mountPanel<{ label: string; dialog?: boolean }>>) => {
  let unmount = () => {};
  act(() => {
    unmount = mountPanel(...args);
  });
  unmounts.push(unmount);
  return unmount;
};
const originalMatchMedia = window.matchMedia;
const partnerElement = () => document.body.appendChild(document.createElement('section'));

afterEach(() => {
  act(() => unmounts.splice(0).forEach((unmount) => unmount()));
  document.body.innerHTML = '';
});

describe('mountPanel', () => {
  it('renders the panel in its own theme root inside the partner element', () => {
    const element = partnerElement();
    mount(element, Probe, { props: { label: 'first' }, mode: 'dark' });
    const text = within(element).getByText('first in dark');
    const root = text.closest<HTMLElement>('[data-ui="GreenroomTheme"]');
    expect(root).toHaveAttribute('data-theme', 'dark');
    expect(root && getComputedStyle(root).getPropertyValue('--gr-color-bg')).not.toBe('');
  });

  it('keeps a light and a dark panel on one page apart', () => {
    const light = partnerElement();
    const dark = partnerElement();
    mount(light, Probe, { props: { label: 'one' }, mode: 'light' });
    mount(dark, Probe, { props: { label: 'two' }, mode: 'dark' });
    expect(within(light).getByText('one in light')).toBeInTheDocument();
    expect(within(dark).getByText('two in dark')).toBeInTheDocument();
    expect(document.documentElement.getAttribute('style')).toBeNull();
  });

  it('portals an open dialog into the mount, not into document.body', () => {
    const element = partnerElement();
    mount(element, Probe, { props: { label: 'x', dialog: true } });
    const dialog = within(element).getByRole('dialog', { name: 'Probe dialog' });
    expect(element.contains(dialog)).toBe(true);
    expect(dialog.closest('[data-ui="ThemeScope"]')).toHaveAttribute('data-theme', 'light');
    expect([...document.body.children]).toEqual([element]);
  });

  it('portals a snackbar into the mount (inside the shadow root when shadowed), not into document.body', () => {
    const Toast = ({ label }: { label: string }) => <Snackbar open message={label} onClose={() => {}} duration={null} />;
    const plain = partnerElement();
    const shadowed = partnerElement();
    mount(plain, Toast, { props: { label: 'Saved' } });
    mount(shadowed, Toast, { props: { label: 'Shadow saved' }, shadow: true });
    expect(within(plain).getByRole('status')).toHaveTextContent('Saved');
    expect(shadowed.shadowRoot?.querySelector('[role="status"]')?.textContent).toBe('Shadow saved');
    expect([...document.body.children]).toEqual([plain, shadowed]);
  });

  it('renders inside an open shadow root on request, with the dialog inside that root', () => {
    const element = partnerElement();
    mount(element, Probe, { props: { label: 'shadowed', dialog: true }, shadow: true });
    const shadow = element.shadowRoot as ShadowRoot;
    expect(shadow).not.toBeNull();
    expect(element.childNodes).toHaveLength(0);
    expect(shadow.querySelector('p')?.textContent).toBe('shadowed in light');
    expect(shadow.querySelector('[role="dialog"]')?.textContent).toContain('dialog body');
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('unmounting removes every node it added and runs the panel cleanups', () => {
    const cleanup = vi.fn();
    function WithEffect({ label }: { label: string }) {
      useEffect(() => cleanup, []);
      return <Probe label={label} dialog />;
    }
    const element = partnerElement();
    const unmount = mount(element, WithEffect, { props: { label: 'gone' }, shadow: true });
    act(() => unmount());
    expect(cleanup).toHaveBeenCalledTimes(1);
    expect(element.shadowRoot?.childNodes).toHaveLength(0);
    expect([...document.body.children]).toEqual([element]);
    act(() => unmount());
    expect(cleanup).toHaveBeenCalledTimes(1);
  });

  it('survives StrictMode double mounting with one panel and one dialog', () => {
    const element = partnerElement();
    mount(element, Probe, { props: { label: 'strict', dialog: true }, strict: true });
    expect(within(element).getAllByText('strict in light')).toHaveLength(1);
    expect(within(element).getAllByRole('dialog')).toHaveLength(1);
  });

  it('passes the appearance through: brand colours and part overrides as nonced classes inside the shadow root', () => {
    const element = partnerElement();
    mount(element, Probe, {
      props: { label: 'brand', dialog: true },
      appearance: { theme: 'dark', variables: { colorPrimary: '#0a7c72' }, elements: { Dialog: { borderRadius: 0 } } },
      shadow: true,
      nonce: 'n0nce',
    });
    const shadow = element.shadowRoot as ShadowRoot;
    const root = shadow.querySelector('[data-ui="GreenroomTheme"]') as HTMLElement;
    expect(root).toHaveAttribute('data-theme', 'dark');
    expect(root).not.toHaveAttribute('style');
    // jsdom has no constructable style sheets, so the shadow root gets the kit's <style>, nonced.
    const styles = [...shadow.querySelectorAll('style')];
    expect(styles).toHaveLength(1);
    expect(styles[0].nonce || styles[0].getAttribute('nonce')).toBe('n0nce');
    const css = [...(styles[0].sheet?.cssRules ?? [])].map((rule) => rule.cssText.replace(/\s+/g, '')).join('');
    expect(css).toContain('--gr-color-primary:#0a7c72;');
    expect(css).toMatch(/\[data-ui=["']?Dialog["']?\]\{border-radius:0(px)?;?\}/);
    expect(shadow.querySelector('[role="dialog"]')?.closest('[data-ui="ThemeScope"]')).toHaveAttribute('data-theme', 'dark');
  });

  it("keeps mode as a shorthand, 'system' included", () => {
    window.matchMedia = vi.fn(() => ({ matches: true, addEventListener: () => undefined, removeEventListener: () => undefined })) as unknown as typeof window.matchMedia;
    const element = partnerElement();
    mount(element, Probe, { props: { label: 'sys' }, mode: 'system' });
    expect(within(element).getByText('sys in dark')).toBeInTheDocument();
    window.matchMedia = originalMatchMedia;
  });
});
