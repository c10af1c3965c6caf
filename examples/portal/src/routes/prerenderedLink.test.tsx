// ADR 0008, the hand-over: on the address a server-rendered page drew, the linked record is the
// one the server drew with (in the query cache): no 'Loading', no second fetch. Coming back to it
// later (Back) fetches as any visit does, and so does a page the browser drew itself.
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryAuth, createPortalQueryClient, createTestApi, deferred, exampleLinks, PortalProvider, queryKeys, type Booking, type Space } from '@greenroom/core';
import { PrerenderedProvider, usePrerenderedLink, usePrerenderedZone } from '../prerender/PrerenderedLink';
import type { PageView } from '../prerender/viewCookie';
import { MemoryRouter, useLocation, useNavigate, useNavigationType, type NavigateFunction } from '../router';
import { linkTargetOf, visitOf } from './linkedRecord';
import { useLinkedRecord } from './useLinkedRecord';
import { testSpace } from '../testing/fixtures';

const space = testSpace();
// What the API answers now: renamed since the server drew the page, so a screen shows which one it read.
const renamed: Space = { ...space, spaceName: 'Great Hall' };

const LIGHT: PageView = { mode: 'light', viewerZone: null };

/** The linked record as MainArea reads it: the status and the space's name. */
function LinkedSpace() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const linked = useLinkedRecord(linkTargetOf(location.pathname, navigationType), visitOf(location), 'p1');
  return (
    <>
      <output data-testid="status">{linked.status}</output>
      <output data-testid="space">{linked.status === 'space' ? linked.space.spaceName : ''}</output>
      <output data-testid="booking">{linked.status === 'booking' ? linked.booking.name : ''}</output>
    </>
  );
}

let navigate: NavigateFunction = () => undefined;

/**
 * The host in small: the linked record on a space address, else another screen (as MainArea and
 * AdminArea: leaving for /admin-menu unmounts it, Back mounts it afresh); /home keeps it mounted,
 * as MainArea stays mounted for /home. The drawn address and zone are shown throughout.
 */
function Screen() {
  const { pathname } = useLocation();
  navigate = useNavigate();
  const drawn = usePrerenderedLink();
  const zone = usePrerenderedZone();
  return (
    <>
      <output data-testid="drawn">{drawn ?? 'none'}</output>
      <output data-testid="zone">{zone ?? 'none'}</output>
      {pathname === '/admin-menu' ? <p>Admin Menu</p> : <LinkedSpace />}
    </>
  );
}

/** Renders Screen at `/space/space-1` with the server's space in the cache; `view` is the prerendered view (undefined: drawn in the browser). */
function renderScreen(view: PageView | undefined, answer: Promise<Space> = Promise.resolve(renamed)) {
  const queryClient = createPortalQueryClient();
  queryClient.setQueryData(queryKeys.spaces.detail('space-1'), space);
  const get = vi.fn(() => answer);
  renderAt('/space/space-1', queryClient, createTestApi({ spaces: { get } }), view);
  return { get };
}

/** Renders Screen at `path` with `queryClient` (the server's answers) and `api`, in `view` (undefined: drawn in the browser). */
function renderAt(path: string, queryClient: ReturnType<typeof createPortalQueryClient>, api: ReturnType<typeof createTestApi>, view: PageView | undefined) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <PortalProvider
        api={api}
        auth={createMemoryAuth()}
        links={exampleLinks}
        productName="Greenroom"
        navigate={() => undefined}
        queryClient={queryClient}
      >
        <PrerenderedProvider view={view}>
          <Screen />
        </PrerenderedProvider>
      </PortalProvider>
    </MemoryRouter>,
  );
}

/** The booking the server drew /booking/b1 with, and the API's answer since (renamed). */
const drawnBooking = { bookingID: 'b1', spaceID: 'space-1', name: 'Opening Keynote' } as Booking;
const renamedBooking: Booking = { ...drawnBooking, name: 'Opening Keynote (moved)' };

/** Renders Screen at `/booking/b1` with the server's booking in the cache. */
function renderBookingScreen(view: PageView | undefined, answer: Promise<Booking> = Promise.resolve(renamedBooking)) {
  const queryClient = createPortalQueryClient();
  queryClient.setQueryData(queryKeys.bookings.detail('b1'), drawnBooking);
  const get = vi.fn(() => answer);
  renderAt('/booking/b1', queryClient, createTestApi({ bookings: { get } }), view);
  return { get };
}

const status = () => screen.getByTestId('status');
const bookingName = () => screen.getByTestId('booking');
const spaceName = () => screen.getByTestId('space');

/** Lets the effects' promises settle (a fetch would have started by then). */
const settle = () => act(async () => undefined);

describe('a linked space on the address the server drew', () => {
  it('shows the cached record at once, with no loading state and no fetch', async () => {
    const { get } = renderScreen(LIGHT);
    // Synchronously after the first render: the hydration must draw what the server drew.
    expect(status()).toHaveTextContent('space');
    expect(spaceName()).toHaveTextContent('Main Hall');
    expect(screen.getByTestId('drawn')).toHaveTextContent('/space/space-1');
    await settle();
    expect(get).not.toHaveBeenCalled();
    expect(spaceName()).toHaveTextContent('Main Hall');
  });

  it('is fetched again on Back after another screen (the linked record mounted afresh)', async () => {
    const { get } = renderScreen(LIGHT);
    await act(async () => navigate('/admin-menu'));
    expect(screen.getByText('Admin Menu')).toBeInTheDocument();
    expect(screen.getByTestId('drawn')).toHaveTextContent('none');
    await act(async () => navigate(-1));
    expect(await screen.findByText('Great Hall')).toBeInTheDocument();
    expect(status()).toHaveTextContent('space');
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith(expect.objectContaining({ spaceID: 'space-1', producerID: 'p1' }));
    expect(screen.getByTestId('drawn')).toHaveTextContent('none');
  });

  it('is fetched again on Back after /home (the same linked-record instance, a new visit)', async () => {
    const { get } = renderScreen(LIGHT);
    await act(async () => navigate('/home'));
    expect(status()).toHaveTextContent('none');
    await act(async () => navigate(-1));
    expect(await screen.findByText('Great Hall')).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(1);
  });
});

describe('a linked booking on the address the server drew', () => {
  it('shows the cached booking at once, with no loading state and no fetch', async () => {
    const { get } = renderBookingScreen(LIGHT);
    expect(status()).toHaveTextContent('booking');
    expect(bookingName()).toHaveTextContent('Opening Keynote');
    expect(screen.getByTestId('drawn')).toHaveTextContent('/booking/b1');
    await settle();
    expect(get).not.toHaveBeenCalled();
    expect(bookingName()).toHaveTextContent(/^Opening Keynote$/);
  });

  it('is fetched again on Back after another screen', async () => {
    const { get } = renderBookingScreen(LIGHT);
    await act(async () => navigate('/admin-menu'));
    expect(screen.getByTestId('drawn')).toHaveTextContent('none');
    await act(async () => navigate(-1));
    expect(await screen.findByText('Opening Keynote (moved)')).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith(expect.objectContaining({ bookingID: 'b1', producerID: 'p1' }));
  });

  it('is fetched on a page the browser drew (no prerendered view), with loading meanwhile', async () => {
    const answer = deferred<Booking>();
    const { get } = renderBookingScreen(undefined, answer.promise);
    expect(status()).toHaveTextContent('loading');
    await act(async () => answer.resolve(renamedBooking));
    expect(bookingName()).toHaveTextContent('Opening Keynote (moved)');
    expect(get).toHaveBeenCalledTimes(1);
  });
});

describe('a linked space on a page the browser drew (no prerendered view)', () => {
  it('does not take the cached record: it shows loading and fetches', async () => {
    const answer = deferred<Space>();
    const { get } = renderScreen(undefined, answer.promise);
    expect(status()).toHaveTextContent('loading');
    expect(screen.getByTestId('drawn')).toHaveTextContent('none');
    expect(get).toHaveBeenCalledTimes(1);
    await act(async () => answer.resolve(renamed));
    expect(status()).toHaveTextContent('space');
    expect(spaceName()).toHaveTextContent('Great Hall');
    expect(get).toHaveBeenCalledTimes(1);
  });
});

describe('usePrerenderedZone', () => {
  it("is the view's zone on the drawn address, and null once the app has left it (also after Back)", async () => {
    renderScreen({ mode: 'dark', viewerZone: 'Europe/Berlin' });
    expect(screen.getByTestId('zone')).toHaveTextContent('Europe/Berlin');
    await act(async () => navigate('/home'));
    expect(screen.getByTestId('zone')).toHaveTextContent('none');
    await act(async () => navigate(-1));
    expect(await screen.findByText('Great Hall')).toBeInTheDocument();
    expect(screen.getByTestId('zone')).toHaveTextContent('none');
  });

  it('is null for a page the browser drew', async () => {
    renderScreen(undefined);
    expect(screen.getByTestId('zone')).toHaveTextContent('none');
    expect(await screen.findByText('Great Hall')).toBeInTheDocument();
    expect(screen.getByTestId('zone')).toHaveTextContent('none');
  });
});
