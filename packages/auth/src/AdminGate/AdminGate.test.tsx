import {
  createDemoSeed,
  createMemoryApi,
  createMemoryAuth,
  createPortalQueryClient,
  createTestApi,
  HttpError,
  queryKeys,
  type AuthProvider,
  type PortalContextValue,
  type ProducersApi,
} from '@greenroom/core';
import type { Mock } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AuthPortalFixture } from '../testing/AuthPortalFixture';
import { AdminGate } from './AdminGate';
import { GateAllowed, GateDenied, GateLoading } from './AdminGate.stories';

const PRIVILEGES = 'You do not have privileges to access this page.';
const EXPIRED = 'Your session has expired. Please sign in again.';

type GetRole = Mock<ProducersApi['getRole']>;

function renderGate(options: { auth: AuthProvider; getRole?: GetRole; queryClient?: PortalContextValue['queryClient'] }) {
  const navigate = vi.fn();
  const alert = vi.fn();
  const getRole: GetRole = options.getRole ?? vi.fn<ProducersApi['getRole']>().mockResolvedValue(0);
  const api = createTestApi({ producers: { getRole } });
  render(
    <AuthPortalFixture api={api} auth={options.auth} navigate={navigate} alert={alert} queryClient={options.queryClient}>
      <AdminGate>
        <h1>Admin menu</h1>
      </AdminGate>
    </AuthPortalFixture>,
  );
  return { navigate, alert, getRole };
}

async function expectRefused(result: { navigate: ReturnType<typeof vi.fn>; alert: ReturnType<typeof vi.fn> }, message: string) {
  await vi.waitFor(() => expect(result.navigate).toHaveBeenCalledWith('/'));
  expect(result.alert).toHaveBeenCalledTimes(1);
  expect(result.alert).toHaveBeenCalledWith(message);
  expect(result.navigate).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('heading', { name: 'Admin menu' })).not.toBeInTheDocument();
}

describe('AdminGate', () => {
  it('shows the page to role 0 after asking for the role of the stored producer', async () => {
    const auth = createMemoryAuth({ signedInAs: 'admin' });
    const { getRole, alert, navigate } = renderGate({ auth });
    expect(await screen.findByRole('heading', { name: 'Admin menu' })).toBeInTheDocument();
    expect(getRole).toHaveBeenCalledTimes(1);
    expect(getRole).toHaveBeenCalledWith(expect.objectContaining({ producerID: 'producer-admin' }));
    expect(alert).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('takes a role the host cached and marked fresh (meta.freshUntil) without asking; once it is not fresh, asks', async () => {
    const queryClient = createPortalQueryClient();
    const key = queryKeys.producers.role('producer-admin');
    queryClient.setQueryDefaults(key, { meta: { freshUntil: Date.now() + 5_000 } });
    queryClient.setQueryData(key, 0);
    const fresh = renderGate({ auth: createMemoryAuth({ signedInAs: 'admin' }), queryClient });
    expect(await screen.findByRole('heading', { name: 'Admin menu' })).toBeInTheDocument();
    expect(fresh.getRole).not.toHaveBeenCalled();

    const stale = createPortalQueryClient();
    stale.setQueryDefaults(key, { meta: { freshUntil: Date.now() - 1 } });
    stale.setQueryData(key, 0);
    const asked = renderGate({ auth: createMemoryAuth({ signedInAs: 'admin' }), queryClient: stale });
    await vi.waitFor(() => expect(asked.getRole).toHaveBeenCalledTimes(1));
  });

  it('shows the loading screen while checking, until the role answers', async () => {
    render(<GateLoading />);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();

    const getRole = vi.fn(() => new Promise<number>(() => undefined));
    const alert = vi.fn();
    render(<GateLoading api={createTestApi({ producers: { getRole } })} alert={alert} />);
    await vi.waitFor(() => expect(getRole).toHaveBeenCalledTimes(1));
    expect(screen.getAllByRole('progressbar', { name: 'Loading' })).toHaveLength(2);
    expect(screen.queryByRole('heading', { name: 'Admin menu' })).not.toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
  });

  it('with no stored producerID (no session): privileges alert, / and no role call', async () => {
    const result = renderGate({ auth: createMemoryAuth() });
    await expectRefused(result, PRIVILEGES);
    expect(result.getRole).not.toHaveBeenCalled();
  });

  it('with a session lacking a producerID: privileges alert', async () => {
    const auth = createMemoryAuth({ signedInAs: 'admin' });
    const session = { idToken: 't', producerID: '', username: 'admin', role: 0, expiresAt: Date.now() + 60_000 };
    const result = renderGate({ auth: { ...auth, getSession: vi.fn().mockResolvedValue(session) } });
    await expectRefused(result, PRIVILEGES);
    expect(result.getRole).not.toHaveBeenCalled();
  });

  it('when the stored session is no longer valid (token refresh refused): session-expired alert and /', async () => {
    const auth = createMemoryAuth({ signedInAs: 'admin' });
    const result = renderGate({ auth: { ...auth, getIdToken: vi.fn().mockResolvedValue(null) } });
    await expectRefused(result, EXPIRED);
    expect(result.getRole).not.toHaveBeenCalled();
  });

  it('when the session cannot be read: session-expired alert and /', async () => {
    const auth = createMemoryAuth({ signedInAs: 'admin' });
    const result = renderGate({ auth: { ...auth, getSession: vi.fn().mockRejectedValue(new Error('storage unavailable')) } });
    await expectRefused(result, EXPIRED);
  });

  it.each([1, 2, -1])('refuses role %i with the privileges alert', async (role) => {
    const result = renderGate({ auth: createMemoryAuth({ signedInAs: 'admin' }), getRole: vi.fn<ProducersApi['getRole']>().mockResolvedValue(role) });
    await expectRefused(result, PRIVILEGES);
  });

  it('refuses when the role call fails', async () => {
    const getRole = vi.fn<ProducersApi['getRole']>().mockRejectedValue(new HttpError(404, 'Producer not found.'));
    const result = renderGate({ auth: createMemoryAuth({ signedInAs: 'admin' }), getRole });
    await expectRefused(result, PRIVILEGES);
    expect(getRole).toHaveBeenCalledTimes(1);
  });

  it('GateDenied: a regular producer on the in-memory backend is sent to /', async () => {
    const navigate = vi.fn();
    const alert = vi.fn();
    render(<GateDenied navigate={navigate} alert={alert} />);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    expect(alert).toHaveBeenCalledWith(PRIVILEGES);
  });

  it('GateAllowed: the super-admin on the in-memory backend sees the page', async () => {
    render(<GateAllowed api={createMemoryApi(createDemoSeed())} />);
    expect(await screen.findByRole('heading', { name: 'Admin menu' })).toBeInTheDocument();
  });

  it('uses the api and auth props over the provider', async () => {
    const getRole = vi.fn().mockResolvedValue(0);
    render(
      <AuthPortalFixture api={createTestApi()} auth={createMemoryAuth()}>
        <AdminGate api={createTestApi({ producers: { getRole } })} auth={createMemoryAuth({ signedInAs: 'producer' })}>
          <h1>Admin menu</h1>
        </AdminGate>
      </AuthPortalFixture>,
    );
    expect(await screen.findByRole('heading', { name: 'Admin menu' })).toBeInTheDocument();
    await act(async () => undefined);
    expect(getRole).toHaveBeenCalledWith(expect.objectContaining({ producerID: 'producer-1' }));
  });
});
