import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { HttpError } from '../api/HttpError';
import { createMemoryAuth } from '../auth/createMemoryAuth';
import type { PortalLinks } from '../links';
import { createMemoryApi } from '../memory/createMemoryApi';
import { createSelectionStore } from '../state/selectionStore';
import { createTestApi } from '../testing/createTestApi';
import {
  useAlert,
  useApi,
  useAuth,
  useLinks,
  useNavigate,
  useNow,
  usePortal,
  usePortalTheme,
  useProductName,
  useFeatureSelection,
  useSelection,
  useSelectionStore,
} from './hooks';
import { PortalProvider, type PortalProviderProps } from './PortalProvider';
import { createPortalQueryClient } from './queryClient';
import { Basic, ReplacedAlert, Selection } from './PortalProvider.stories';

const links: PortalLinks = {
  intake: 'https://g/intake/',
  mobileHybrid: 'https://g/mobile/',
  photoAlbum: 'https://g/photos/',
  qaDisplay: 'https://g/qa/',
  signUp: 'https://g/sign-up/',
  attendeeJoin: 'https://g/join/',
  bridge: 'https://g/bridge/',
  calendar: 'https://p/api/ical/',
};

function props(overrides: Partial<PortalProviderProps> = {}): PortalProviderProps {
  return {
    api: createMemoryApi(),
    auth: createMemoryAuth(),
    links,
    productName: 'Greenroom',
    navigate: vi.fn(),
    ...overrides,
  };
}

function wrapperFor(given: PortalProviderProps) {
  return ({ children }: { children: ReactNode }) => <PortalProvider {...given}>{children}</PortalProvider>;
}

/** Renders and returns the error a render throws (React reports it on console.error: silenced). */
function renderError(element: ReactNode): unknown {
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    render(element);
  } catch (error) {
    return error;
  } finally {
    quiet.mockRestore();
  }
  throw new Error('expected the render to throw');
}

describe('PortalProvider', () => {
  describe('required props', () => {
    it.each([
      ['api', /`api` \(a PortalApi adapter/],
      ['auth', /`auth` \(an AuthProvider/],
      ['links', /`links` \(the PortalLinks hosts/],
      ['productName', /`productName` \(the product name/],
      ['navigate', /`navigate` \(a function/],
    ] as const)('throws naming a missing %s', (missing, message) => {
      const given: Partial<PortalProviderProps> = props();
      delete given[missing];
      const error = renderError(<PortalProvider {...(given as PortalProviderProps)} />);
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).message).toMatch(/^<PortalProvider> is missing required props: /);
      expect((error as Error).message).toMatch(message);
    });

    it('names every missing piece at once, and incomplete links', () => {
      const error = renderError(
        <PortalProvider {...(props({ links: { ...links, bridge: undefined } as unknown as PortalLinks, productName: ' ' }) as PortalProviderProps)} />,
      ) as Error;
      expect(error.message).toContain('`links` entries bridge');
      expect(error.message).toContain('`productName`');
      expect(error.message).not.toContain('`api`');
    });

    it('renders its children when everything is there', () => {
      render(
        <PortalProvider {...props()}>
          <p>inside</p>
        </PortalProvider>,
      );
      expect(screen.getByText('inside')).toBeInTheDocument();
    });
  });

  describe('hooks inside the provider', () => {
    it('hand out what the provider was given', () => {
      const given = props({ now: () => new Date('2026-11-21T15:00:00Z'), theme: 'dark', alert: vi.fn() });
      const { result } = renderHook(
        () => ({
          portal: usePortal(),
          api: useApi(),
          auth: useAuth(),
          links: useLinks(),
          now: useNow(),
          navigate: useNavigate(),
          alert: useAlert(),
          productName: useProductName(),
          theme: usePortalTheme(),
          queryClient: useQueryClient(),
        }),
        { wrapper: wrapperFor(given) },
      );
      const value = result.current;
      expect(value.api).toBe(given.api);
      expect(value.auth).toBe(given.auth);
      expect(value.links).toBe(links);
      expect(value.now().toISOString()).toBe('2026-11-21T15:00:00.000Z');
      expect(value.navigate).toBe(given.navigate);
      expect(value.alert).toBe(given.alert);
      expect(value.productName).toBe('Greenroom');
      expect(value.theme).toBe('dark');
      expect(value.portal.queryClient).toBe(value.queryClient);
    });

    it('prefers the api and auth a feature was given', () => {
      const own = createTestApi();
      const ownAuth = createMemoryAuth();
      const { result } = renderHook(() => ({ api: useApi(own), auth: useAuth(ownAuth) }), { wrapper: wrapperFor(props()) });
      expect(result.current.api).toBe(own);
      expect(result.current.auth).toBe(ownAuth);
    });

    it('defaults to the real clock, window.alert and the light theme', () => {
      const windowAlert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
      try {
        const { result } = renderHook(() => ({ now: useNow(), alert: useAlert(), theme: usePortalTheme() }), { wrapper: wrapperFor(props()) });
        expect(Math.abs(result.current.now().getTime() - Date.now())).toBeLessThan(1000);
        result.current.alert('You do not have privileges to access this page.');
        expect(windowAlert).toHaveBeenCalledWith('You do not have privileges to access this page.');
        expect(result.current.theme).toBe('light');
      } finally {
        windowAlert.mockRestore();
      }
    });

    it('keeps one QueryClient and selection store per provider across renders', () => {
      const given = props();
      const { result, rerender } = renderHook(() => ({ client: useQueryClient(), store: useSelectionStore() }), { wrapper: wrapperFor(given) });
      const first = result.current;
      rerender();
      expect(result.current.client).toBe(first.client);
      expect(result.current.store).toBe(first.store);
    });

    it('uses the QueryClient and selection store the host passes', () => {
      const queryClient = new QueryClient();
      const selection = createSelectionStore({ spaceID: 's9' });
      const { result } = renderHook(() => ({ client: useQueryClient(), spaceID: useSelection((s) => s.spaceID) }), {
        wrapper: wrapperFor(props({ queryClient, selection })),
      });
      expect(result.current.client).toBe(queryClient);
      expect(result.current.spaceID).toBe('s9');
    });

    it("useFeatureSelection reads and sets one feature's entry of the provider's store", () => {
      const selection = createSelectionStore({ spaceID: 's1', features: { calendars: 'c1', bookings: 'b1' } });
      const { result } = renderHook(() => useFeatureSelection('calendars'), { wrapper: wrapperFor(props({ selection })) });
      expect(result.current[0]).toBe('c1');
      act(() => result.current[1]('c2'));
      expect(result.current[0]).toBe('c2');
      expect(selection.getState().features).toEqual({ calendars: 'c2', bookings: 'b1' });
      act(() => selection.getState().resetFeatureSelections());
      expect(result.current[0]).toBeNull();
    });

    it('does not retry a query that failed with a 4xx', async () => {
      const queryFn = vi.fn().mockRejectedValue(new HttpError(404, 'Not found.'));
      const { result } = renderHook(() => useQuery({ queryKey: ['x'], queryFn }), { wrapper: wrapperFor(props()) });
      await waitFor(() => expect(result.current.isError).toBe(true));
      expect(queryFn).toHaveBeenCalledTimes(1);
    });
  });

  describe('hooks outside a provider', () => {
    it.each([
      ['usePortal', (): unknown => usePortal()],
      ['useLinks', (): unknown => useLinks()],
      ['useNavigate', (): unknown => useNavigate()],
      ['useProductName', (): unknown => useProductName()],
      ['useSelection', (): unknown => useSelection((s) => s.spaceID)],
      ['useFeatureSelection', (): unknown => useFeatureSelection('calendars')],
    ])('%s throws', (name, hook) => {
      const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        expect(() => renderHook(hook)).toThrow(`${name} must be used inside <PortalProvider>`);
      } finally {
        quiet.mockRestore();
      }
    });

    it('useApi and useAuth throw without an override and work with one', () => {
      const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        expect(() => renderHook(() => useApi())).toThrow('useApi must be used inside <PortalProvider> (or be given an api)');
        expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used inside <PortalProvider> (or be given an auth)');
      } finally {
        quiet.mockRestore();
      }
      const api = createTestApi();
      const auth = createMemoryAuth();
      const { result } = renderHook(() => ({ api: useApi(api), auth: useAuth(auth) }));
      expect(result.current.api).toBe(api);
      expect(result.current.auth).toBe(auth);
    });

    it('useNow and useAlert fall back to the real clock and window.alert', () => {
      const windowAlert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
      try {
        const { result } = renderHook(() => ({ now: useNow(), alert: useAlert() }));
        expect(result.current.now()).toBeInstanceOf(Date);
        result.current.alert('Please log in to see this page');
        expect(windowAlert).toHaveBeenCalledWith('Please log in to see this page');
      } finally {
        windowAlert.mockRestore();
      }
    });
  });

  describe('stories', () => {
    it('Basic shows the context and navigates through the host', async () => {
      render(<Basic />);
      expect(screen.getByRole('heading', { name: 'Welcome to Greenroom' })).toBeInTheDocument();
      expect(screen.getByText('2026-11-21T15:00:00.000Z')).toBeInTheDocument();
      expect(screen.getByText('https://portal.example.com/api/ical/')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Open Main Hall' }));
      expect(screen.getByRole('status')).toHaveTextContent('Navigated to /space/space-1');
    });

    it('ReplacedAlert routes alerts to the host function', async () => {
      render(<ReplacedAlert />);
      await userEvent.click(screen.getByRole('button', { name: 'Show alert' }));
      expect(screen.getByRole('list', { name: 'Alerts' })).toHaveTextContent('Please log in to see this page');
    });

    it('Selection clears the calendar when the space changes and on a tab switch', async () => {
      render(<Selection />);
      await userEvent.click(screen.getByRole('button', { name: 'Select Spring Season' }));
      expect(screen.getByText('Calendar: calendar-1')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Change space' }));
      expect(screen.getByText('Space: space-1')).toBeInTheDocument();
      expect(screen.getByText('Calendar: none')).toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Select Spring Season' }));
      await userEvent.click(screen.getByRole('button', { name: 'Switch tab' }));
      expect(screen.getByText('Space: space-1')).toBeInTheDocument();
      expect(screen.getByText('Calendar: none')).toBeInTheDocument();
    });
  });
});

describe('createPortalQueryClient', () => {
  const retry = createPortalQueryClient().getDefaultOptions().queries?.retry as (count: number, error: unknown) => boolean;

  it.each([
    [0, new HttpError(0, 'offline'), true],
    [0, new HttpError(503, 'busy'), true],
    [1, new HttpError(503, 'busy'), false],
    [0, new HttpError(400, 'bad'), false],
    [0, new HttpError(404, 'missing'), false],
    [0, new HttpError(412, 'stale'), false],
    [0, new Error('calendars.list is not implemented'), false],
  ])('after %i failures, retries %o: %s', (count, error, expected) => {
    expect(retry(count, error)).toBe(expected);
  });
});
