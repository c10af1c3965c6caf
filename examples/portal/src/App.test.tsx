import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate } from './router';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import {
  createDemoSeed,
  createMemoryApi,
  createMemoryAuth,
  createPortalQueryClient,
  createSelectionStore,
  HttpError,
  type PortalApi,
} from '@greenroom/core';
import { App } from './App';
import type { PortalServices } from './app/createPortalServices';
import { rememberSession } from './app/sessionHint';
import { storedThemeMode, THEME_COOKIE } from './app/themeCookie';
import { testConfig } from './testing/fixtures';

const config = testConfig;

// The lazily loaded areas are compiled on first use; give them time on a slow machine.
const slow = { timeout: 15_000 };
vi.setConfig({ testTimeout: 20_000 });
const NOT_FOUND = 'Unable to find a page using the link provided.';

function services(signedInAs?: string, api: PortalApi = createMemoryApi(createDemoSeed({ now: new Date('2026-11-21T15:00:00Z') }))): PortalServices {
  return { auth: createMemoryAuth({ signedInAs }), api, queryClient: createPortalQueryClient(), selection: createSelectionStore() };
}

let goBack: () => void = () => undefined;
function Probe() {
  const location = useLocation();
  const navigate = useNavigate();
  goBack = () => void navigate(-1);
  return <output data-testid="path">{location.pathname}</output>;
}

function renderAt(path: string, given: PortalServices) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App config={config} services={given} />
      <Probe />
    </MemoryRouter>,
  );
}

const path = () => screen.getByTestId('path').textContent;

let alert: Mock<(message?: string) => void>;
beforeEach(() => {
  window.localStorage.clear();
  document.cookie = `${THEME_COOKIE}=; Max-Age=0; Path=/`;
  rememberSession(false);
  alert = vi.fn<(message?: string) => void>();
  vi.spyOn(window, 'alert').mockImplementation(alert);
});
afterEach(() => vi.restoreAllMocks());

describe('signed out', () => {
  it.each(['/home', '/admin-menu', '/cache-admin', '/error', '/anything'])('shows the not-found page with the sign-in hint at %s', async (at) => {
    renderAt(at, services());
    expect(await screen.findByRole('heading', { name: NOT_FOUND })).toBeInTheDocument();
    expect(screen.getByText('Please return to sign in form to ensure you are authenticated.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Sign In' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Return to Producer Portal' })).not.toBeInTheDocument();
  });

  it('shows sign-in at / without the link notice, and with it on space and booking links', async () => {
    renderAt('/', services());
    expect(await screen.findByRole('button', { name: 'LOGIN' }, slow)).toBeInTheDocument();
    expect(screen.queryByText('Please log in to see this page')).not.toBeInTheDocument();
  });

  it.each(['/space/space-1', '/booking/booking-1'])('says why sign-in shows at %s, and stays there after signing in', { timeout: 20_000 }, async (at) => {
    const user = userEvent.setup();
    renderAt(at, services());
    expect(await screen.findByText('Please log in to see this page', {}, slow)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Username/), 'producer');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Password1');
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    expect(await screen.findByRole('button', { name: 'Sign Out' }, slow)).toBeInTheDocument();
    expect(path()).toBe(at);
  });

  it("opens sign-in with 'Error in authentication' when the identity provider fails to restore the session", async () => {
    const given = services();
    renderAt('/', { ...given, auth: { ...given.auth, getSession: () => Promise.reject(new Error('pool down')) } });
    expect(await screen.findByText('Error in authentication', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'LOGIN' })).toBeInTheDocument();
  });

  it("alerts 'Please log in to see this page' on Back and goes to /", async () => {
    const user = userEvent.setup();
    const given = services('producer');
    renderAt('/home', given);
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }, slow));
    expect(await screen.findByRole('button', { name: 'LOGIN' }, slow)).toBeInTheDocument();
    expect(path()).toBe('/');
    act(() => goBack());
    expect(alert).toHaveBeenCalledWith('Please log in to see this page');
    expect(path()).toBe('/');
  });
});

describe('signed in', () => {
  it('sends / to /home, which greets the producer by the product name', async () => {
    renderAt('/', services('producer'));
    expect(await screen.findByText('Welcome to Greenroom', {}, slow)).toBeInTheDocument();
    expect(path()).toBe('/home');
    expect(screen.queryByRole('button', { name: 'Admin Menu' })).not.toBeInTheDocument();
  });

  it("opens a booking link on its space, with the booking's editor on the Bookings tab (as a super-admin sees it) and the address kept", async () => {
    renderAt('/booking/booking-1', services('admin'));
    expect(screen.getByText('Loading', { selector: '[aria-hidden="true"]' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Product Launch Keynote' }, slow)).toBeInTheDocument();
    expect(screen.getByText('Booking ID: booking-1')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Main Hall' })).toBeInTheDocument();
    expect(path()).toBe('/booking/booking-1');
  });

  it('goes to /error for a link to a space that cannot be found, with the way back to the portal', async () => {
    renderAt('/space/no-such-space', services('admin'));
    const heading = await screen.findByRole('heading', { name: NOT_FOUND }, slow);
    expect(path()).toBe('/error');
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Return to Producer Portal' })).toHaveAttribute('href', '/home');
    expect(screen.queryByText('Return to Sign In')).not.toBeInTheDocument();
  });

  it('signs out (without the session-expired alert) when a linked record gets no answer', async () => {
    const given = services('admin');
    const unreachable = { ...given.api.bookings, get: () => Promise.reject(new HttpError(0, 'Unable to reach the server.')) };
    renderAt('/booking/booking-1', { ...given, api: { ...given.api, bookings: unreachable } });
    expect(await screen.findByText('Please log in to see this page', {}, slow)).toBeInTheDocument();
    expect(path()).toBe('/booking/booking-1');
    expect(alert).not.toHaveBeenCalled();
  });

  it('shows the admin menu with its buttons in the spec order, and each screen has ADMIN MENU; each page focuses its heading', async () => {
    const user = userEvent.setup();
    renderAt('/admin-menu', services('admin'));
    const menu = await screen.findByRole('navigation', { name: 'Admin Menu' }, slow);
    expect(within(menu).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'SPACE',
      'PRODUCER',
      'PROJECT',
      'BOOKINGS',
      'CACHE',
      'USAGE REPAIR',
      'SYSTEM CHECK',
      'LOGIN CODE LOOKUP',
      'SPACE/WORLDS SCRIPT',
      'SPACE END TIME UPDATE',
      'HOME',
    ]);
    await user.click(within(menu).getByRole('button', { name: 'USAGE REPAIR' }));
    expect(await screen.findByRole('heading', { level: 1, name: "Repair a Booking's Usage Record" }, slow)).toHaveFocus();
    expect(path()).toBe('/usage-admin');
    expect(await screen.findByRole('textbox', { name: /Input Booking ID/ }, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ADMIN MENU' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Admin Menu' })).toHaveFocus(), slow);
    await user.click(within(await screen.findByRole('navigation', { name: 'Admin Menu' }, slow)).getByRole('button', { name: 'HOME' }));
    expect(await screen.findByText('Welcome to Greenroom', {}, slow)).toBeInTheDocument();
    expect(path()).toBe('/home');
  });

  it('refuses a producer of role 1 at an admin page with the privileges alert and goes to /home', async () => {
    renderAt('/admin-menu', services('producer'));
    expect(await screen.findByText('Welcome to Greenroom', {}, slow)).toBeInTheDocument();
    expect(alert).toHaveBeenCalledWith('You do not have privileges to access this page.');
    expect(screen.queryByRole('navigation', { name: 'Admin Menu' })).not.toBeInTheDocument();
  });
});

describe('the shell', () => {
  it('alerts once when the projects cannot be loaded, goes to / and then /home, without asking again', slow, async () => {
    const given = services('producer');
    const listWithSpaces = vi.fn(() => Promise.reject(new HttpError(500, 'down')));
    renderAt('/home', { ...given, api: { ...given.api, projects: { ...given.api.projects, listWithSpaces } } });
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Error getting projects and spaces'), slow);
    // The alert's navigation to / lands back on /home, which mounts the space window again.
    await waitFor(() => expect(path()).toBe('/home'));
    expect(await screen.findByRole('heading', { name: 'Welcome to Greenroom' }, slow)).toBeInTheDocument();
    await act(async () => {
      await Promise.resolve();
    });
    expect(alert).toHaveBeenCalledTimes(1);
    expect(listWithSpaces).toHaveBeenCalledTimes(1);
  });

  it('asks for a linked space once, and titles the page after it', slow, async () => {
    const given = services('admin');
    const get = vi.fn(given.api.spaces.get);
    renderAt('/space/space-1', { ...given, api: { ...given.api, spaces: { ...given.api.spaces, get } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Main Hall' }, slow)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Branding' })).toBeEnabled());
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith(expect.objectContaining({ spaceID: 'space-1' }));
    await waitFor(() => expect(document.title).toBe('Main Hall · Greenroom'));
  });

  it('has one main landmark and one h1 on /home, and puts the focus on the welcome after signing in', slow, async () => {
    const user = userEvent.setup();
    renderAt('/', services());
    expect(await screen.findByRole('main', {}, slow)).toContainElement(screen.getByRole('heading', { level: 1, name: 'Greenroom' }));
    await waitFor(() => expect(document.title).toBe('Sign In · Greenroom'));
    await user.type(screen.getByLabelText(/^Username/), 'producer');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Password1');
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    const welcome = await screen.findByRole('heading', { level: 1, name: 'Welcome to Greenroom' }, slow);
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(welcome).toHaveFocus());
    expect(document.title).toBe('Home · Greenroom');
  });

  it('gives admin pages a header with the product name, the release label, the theme switch and Sign Out, and a title', slow, async () => {
    const user = userEvent.setup();
    renderAt('/projects-admin', services('admin'));
    const banner = await screen.findByRole('banner', {}, slow);
    expect(within(banner).getByText('Greenroom')).toBeInTheDocument();
    expect(within(banner).getByText('Beta 0.15a')).toBeInTheDocument();
    expect(within(banner).getByRole('radiogroup', { name: 'Theme' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1, name: 'Create a Project' }));
    await waitFor(() => expect(document.title).toBe('Create a Project · Greenroom'));
    await user.click(within(banner).getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('button', { name: 'LOGIN' }, slow)).toBeInTheDocument();
    expect(path()).toBe('/');
    expect(alert).not.toHaveBeenCalled();
  });

  it('follows the system colour scheme, and the header switch overrides it and is remembered', slow, async () => {
    const user = userEvent.setup();
    const original = window.matchMedia;
    window.matchMedia = vi.fn(() => ({ matches: true, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList);
    try {
      renderAt('/home', services('producer'));
      await screen.findByRole('heading', { name: 'Welcome to Greenroom' }, slow);
      const themed = () => screen.getByRole('main').closest('[data-ui="GreenroomTheme"]');
      expect(themed()).toHaveAttribute('data-theme', 'dark');
      await user.click(within(screen.getByRole('banner')).getByRole('radio', { name: 'Light theme' }));
      expect(themed()).toHaveAttribute('data-theme', 'light');
      expect(document.documentElement).toHaveAttribute('data-theme', 'light');
      // In the cookie the sign-in entry reads too; neither entry reads localStorage to draw.
      expect(storedThemeMode()).toBe('light');
      expect(window.localStorage.getItem('greenroom.theme')).toBeNull();
    } finally {
      window.matchMedia = original;
    }
  });

  it('draws the first screen without reading localStorage, then keeps a theme chosen there before the cookie', slow, async () => {
    window.localStorage.setItem('greenroom.theme', 'dark');
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    const { container } = renderAt('/home', services('producer'));
    const themed = () => container.querySelector('[data-ui="GreenroomTheme"]');
    expect(themed()).toHaveAttribute('data-theme', 'light');
    expect(getItem).not.toHaveBeenCalled();
    await waitFor(() => expect(themed()).toHaveAttribute('data-theme', 'dark'));
    expect(storedThemeMode()).toBe('dark');
    expect(window.localStorage.getItem('greenroom.theme')).toBeNull();
  });
});
