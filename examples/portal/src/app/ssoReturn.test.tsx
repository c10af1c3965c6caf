// Single sign-on in the host: the button from /api/config, the refused return's message, and the
// successful return that restores the session from the refresh cookie once.
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from '../router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDemoSeed, createMemoryApi, createMemoryAuth, createPortalQueryClient, createSelectionStore } from '@greenroom/core';
import { App } from '../App';
import type { PortalConfig } from '../config';
import type { PortalServices } from './createPortalServices';
import { hasSessionHint, rememberSession } from './sessionHint';
import { acceptSsoReturn } from './ssoReturn';
import { testLinks } from '../testing/fixtures';

const links = testLinks;
const slow = { timeout: 15_000 };
vi.setConfig({ testTimeout: 20_000 });

function services(): PortalServices {
  return { auth: createMemoryAuth(), api: createMemoryApi(createDemoSeed({ now: new Date('2026-11-21T15:00:00Z') })), queryClient: createPortalQueryClient(), selection: createSelectionStore() };
}

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderAt(path: string, config: PortalConfig) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <App config={config} services={services()} />
      <Search />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  window.localStorage.clear();
  rememberSession(false);
});
afterEach(() => vi.restoreAllMocks());

describe('the sign-in screen and single sign-on', () => {
  it('has no SSO button when /api/config offers none', async () => {
    renderAt('/', { productName: 'Greenroom', links });
    expect(await screen.findByRole('button', { name: 'LOGIN' }, slow)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /SIGN IN WITH/ })).not.toBeInTheDocument();
  });

  it("shows the server's SSO button on sign-in and on a space link", async () => {
    renderAt('/space/s1', { productName: 'Greenroom', links, sso: { startUrl: '/api/auth/oidc/start', label: 'SIGN IN WITH ACME' } });
    expect(await screen.findByRole('link', { name: 'SIGN IN WITH ACME' }, slow)).toHaveAttribute('href', '/api/auth/oidc/start');
  });

  it('says why a single sign-on was refused, and clears the code from the address', async () => {
    renderAt('/?sso=unknown', { productName: 'Greenroom', links, sso: { startUrl: '/api/auth/oidc/start' } });
    expect(await screen.findByText('There is no account for your email address. Please ask an administrator for access.', {}, slow)).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('link', { name: 'SIGN IN WITH SSO' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe(''));
  });
});

describe('acceptSsoReturn', () => {
  it('after a successful single sign-on, records the session hint and cleans the address', () => {
    const replaceState = vi.fn();
    expect(acceptSsoReturn({ href: 'https://portal.test/?signedIn=sso&x=1#top' }, { replaceState, state: { idx: 0 } })).toBe(true);
    expect(hasSessionHint()).toBe(true);
    expect(replaceState).toHaveBeenCalledWith({ idx: 0 }, '', '/?x=1#top');
  });

  it('leaves any other address alone', () => {
    const replaceState = vi.fn();
    expect(acceptSsoReturn({ href: 'https://portal.test/?signedIn=yes' }, { replaceState, state: null })).toBe(false);
    expect(hasSessionHint()).toBe(false);
    expect(replaceState).not.toHaveBeenCalled();
  });
});
