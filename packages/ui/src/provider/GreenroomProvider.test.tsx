import { createDemoSeed, createMemoryApi, createMemoryAuth, exampleLinks, usePortalTheme, useProductName } from '@greenroom/core';
import { render, screen } from '@testing-library/react';
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

  it('puts the nonce on the style tags it injects', () => {
    render(
      <GreenroomProvider {...portal()} nonce="n0nce-greenroom">
        <Panel />
      </GreenroomProvider>,
    );
    const nonced = [...document.querySelectorAll('style')].filter((style) => style.nonce === 'n0nce-greenroom' || style.getAttribute('nonce') === 'n0nce-greenroom');
    expect(nonced.length).toBeGreaterThan(0);
    expect(nonced.some((style) => style.textContent?.includes('--gr-color-bg'))).toBe(true);
  });

  it("fails with PortalProvider's message naming what is missing", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api: _api, ...withoutApi } = portal();
    expect(() => render(<GreenroomProvider {...(withoutApi as GreenroomProviderProps)}>x</GreenroomProvider>)).toThrow(
      /<PortalProvider> is missing required props: `api`/,
    );
  });
});
