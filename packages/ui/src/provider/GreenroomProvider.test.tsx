import { createDemoSeed, createMemoryApi, createMemoryAuth, exampleLinks, usePortalTheme, useProductName } from '@greenroom/core';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Table } from '../Table/Table';
import { GreenroomProvider, type GreenroomProviderProps } from './GreenroomProvider';

function Panel() {
  return (
    <section data-ui="BookingsList">
      <h2>{useProductName()}</h2>
      <p>portal theme {usePortalTheme()}</p>
      <Table label="Bookings" rows={[]} getRowId={() => ''} columns={[{ id: 'name', header: 'Name', cell: () => '' }]} />
    </section>
  );
}

const portal = (): Omit<GreenroomProviderProps, 'children'> => ({
  api: createMemoryApi(createDemoSeed()),
  auth: createMemoryAuth({ signedInAs: 'producer' }),
  links: exampleLinks,
  productName: 'Harbour Hall',
  navigate: () => undefined,
});

const originalMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = originalMatchMedia;
  vi.restoreAllMocks();
});

describe('GreenroomProvider', () => {
  it('gives a panel the portal and a themed root in one component, with no development error', () => {
    const error = vi.spyOn(console, 'error');
    render(
      <GreenroomProvider {...portal()} appearance={{ theme: 'dark', variables: { colorPrimary: '#0a7c72' } }}>
        <Panel />
      </GreenroomProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Harbour Hall' })).toBeInTheDocument();
    const root = screen.getByRole('table', { name: 'Bookings' }).closest('[data-ui="GreenroomTheme"]') as HTMLElement;
    expect(root).toHaveAttribute('data-theme', 'dark');
    expect(getComputedStyle(root).getPropertyValue('--gr-color-primary')).toBe('#0a7c72');
    expect(error).not.toHaveBeenCalled();
  });

  it("makes the theme shorthand effective and tells PortalProvider's usePortalTheme the mode in effect", () => {
    const { unmount } = render(
      <GreenroomProvider {...portal()} theme="dark">
        <Panel />
      </GreenroomProvider>,
    );
    expect(screen.getByText('portal theme dark').closest('[data-ui="GreenroomTheme"]')).toHaveAttribute('data-theme', 'dark');
    unmount();
    window.matchMedia = vi.fn(() => ({ matches: true, addEventListener: () => undefined, removeEventListener: () => undefined })) as unknown as typeof window.matchMedia;
    render(
      <GreenroomProvider {...portal()} theme="system">
        <Panel />
      </GreenroomProvider>,
    );
    expect(screen.getByText('portal theme dark')).toBeInTheDocument();
  });

  it('puts the nonce on the style it writes in a server render', () => {
    const html = renderToString(
      <GreenroomProvider {...portal()} nonce="n0nce-greenroom">
        <Panel />
      </GreenroomProvider>,
    );
    expect(html.match(/<style[^>]*>/g)).toEqual(['<style data-greenroom-styles="" nonce="n0nce-greenroom">']);
    expect(html).toMatch(/<style[^>]*>[^<]*--gr-color-bg:/);
  });

  it('puts the nonce on the style tag it adds where constructable style sheets are missing (jsdom)', () => {
    render(
      <GreenroomProvider {...portal()} nonce="n0nce-greenroom">
        <Panel />
      </GreenroomProvider>,
    );
    const styles = [...document.querySelectorAll('style')];
    expect(styles).toHaveLength(1);
    expect(styles[0].nonce || styles[0].getAttribute('nonce')).toBe('n0nce-greenroom');
    expect(styles[0].sheet?.cssRules.length).toBeGreaterThan(0);
  });

  it("fails with PortalProvider's message naming what is missing", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api: _api, ...withoutApi } = portal();
    expect(() => render(<GreenroomProvider {...(withoutApi as GreenroomProviderProps)}>x</GreenroomProvider>)).toThrow(
      /<PortalProvider> is missing required props: `api`/,
    );
  });
});
