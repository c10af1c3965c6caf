import { act, render, waitFor } from '@testing-library/react';
import { MemoryRouter, NavigationType, useLocation, useNavigate, type NavigateFunction } from '../router';
import { describe, expect, it, vi } from 'vitest';
import {
  createDemoSeed,
  createMemoryApi,
  createMemoryAuth,
  createPortalQueryClient,
  PortalProvider,
  type AuthSession,
  type PortalApi,
} from '@greenroom/core';
import { exampleLinks } from '@greenroom/core';
import { fetchLinkedRecord, linkTargetOf, visitOf } from './linkedRecord';
import { usePrefetchLinkedRecord } from './usePrefetchLinkedRecord';

const session: AuthSession = { idToken: 't', producerID: 'producer-admin', username: 'admin', role: 0, expiresAt: Date.now() + 3_600_000 };

function spyApi() {
  const api = createMemoryApi(createDemoSeed({ now: new Date('2026-11-21T15:00:00Z') }));
  const get = vi.fn(api.spaces.get);
  return { api: { ...api, spaces: { ...api.spaces, get } } as PortalApi, get };
}

/** The prefetch as the host runs it; reports the visit id it used and the router's navigate. */
function Prefetch({ onVisit, onNavigate }: { onVisit?: (visit: string) => void; onNavigate?: (navigate: NavigateFunction) => void }) {
  usePrefetchLinkedRecord(session);
  const location = useLocation();
  const navigate = useNavigate();
  onVisit?.(visitOf(location));
  onNavigate?.(navigate);
  return null;
}

describe('linkTargetOf', () => {
  it('needs a booking link always, a space address only when arrived at from outside (POP)', () => {
    expect(linkTargetOf('/booking/b-1', NavigationType.Push)).toEqual({ kind: 'booking', bookingID: 'b-1' });
    expect(linkTargetOf('/space/s-1', NavigationType.Pop)).toEqual({ kind: 'space', spaceID: 's-1' });
    expect(linkTargetOf('/space/s-1', NavigationType.Push)).toBeNull();
    expect(linkTargetOf('/home', NavigationType.Pop)).toBeNull();
  });
});

describe('the linked record of a visit', () => {
  it('is fetched as soon as the address is known (before the space window), and only once per visit', async () => {
    const { api, get } = spyApi();
    const queryClient = createPortalQueryClient();
    let visit = '';
    render(
      <MemoryRouter initialEntries={['/space/space-1']}>
        <PortalProvider api={api} auth={createMemoryAuth()} links={exampleLinks} productName="Greenroom" navigate={() => undefined} queryClient={queryClient}>
          <Prefetch onVisit={(id) => (visit = id)} />
        </PortalProvider>
      </MemoryRouter>,
    );
    await waitFor(() => expect(get).toHaveBeenCalledTimes(1));
    // The main area, arriving later on the same visit, takes that fetch.
    const record = await fetchLinkedRecord({ api, queryClient }, { kind: 'space', spaceID: 'space-1' }, visit, session.producerID);
    expect(record).toMatchObject({ status: 'space', space: { spaceName: 'Main Hall' } });
    expect(get).toHaveBeenCalledTimes(1);
    // Another visit (the Back button) asks again.
    await fetchLinkedRecord({ api, queryClient }, { kind: 'space', spaceID: 'space-1' }, 'another-visit', session.producerID);
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('is fetched again when Back returns to the same history entry (its router key repeats)', async () => {
    const { api, get } = spyApi();
    let navigate: NavigateFunction = () => undefined;
    render(
      <MemoryRouter initialEntries={['/space/space-1', '/admin-menu']} initialIndex={1}>
        <PortalProvider api={api} auth={createMemoryAuth()} links={exampleLinks} productName="Greenroom" navigate={() => undefined} queryClient={createPortalQueryClient()}>
          <Prefetch onNavigate={(fn) => (navigate = fn)} />
        </PortalProvider>
      </MemoryRouter>,
    );
    expect(get).not.toHaveBeenCalled();
    await act(async () => navigate(-1));
    await waitFor(() => expect(get).toHaveBeenCalledTimes(1));
    await act(async () => navigate(1));
    await act(async () => navigate(-1));
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
  });

  it('is asked again on the same visit after a failure (e.g. signed in again after no answer)', async () => {
    const { api, get } = spyApi();
    get.mockRejectedValueOnce(new Error('down'));
    const services = { api, queryClient: createPortalQueryClient() };
    const target = { kind: 'space', spaceID: 'space-1' } as const;
    await expect(fetchLinkedRecord(services, target, 'v', session.producerID)).rejects.toThrow('down');
    await expect(fetchLinkedRecord(services, target, 'v', session.producerID)).resolves.toMatchObject({ status: 'space' });
    expect(get).toHaveBeenCalledTimes(2);
  });
});
