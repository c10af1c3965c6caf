import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { BrowserRouter, Link, MemoryRouter, Navigate, Route, Routes, useLocation, useMatch, useNavigate, useNavigationType, useSearchParams, type NavigateFunction } from '.';

let navigate: NavigateFunction = () => undefined;
/** Shows where the router stands, and hands the test its navigate. */
function Probe() {
  const location = useLocation();
  const type = useNavigationType();
  navigate = useNavigate();
  return <output data-testid="probe">{`${type} ${location.pathname}${location.search} ${location.key}`}</output>;
}
const probe = () => screen.getByTestId('probe').textContent!.split(' ');

/** A layout that counts its mounts, and shows the param the address gives it. */
let layoutMounts = 0;
function Layout() {
  const spaceID = useMatch('/space/:spaceID')?.params.spaceID;
  useEffect(() => void (layoutMounts += 1), []);
  return <p>{`space ${spaceID ?? 'none'}`}</p>;
}

function table(): ReactNode {
  return (
    <Routes>
      <Route path="/" element={<Navigate to="/home" replace />} />
      <Route element={<Layout />}>
        <Route path="/home" element={null} />
        <Route path="/space/:spaceID" element={null} />
      </Route>
      <Route path="/admin-menu" element={<h1>Admin Menu</h1>} />
      <Route path="*" element={<h1>Not found</h1>} />
    </Routes>
  );
}

afterEach(() => {
  // The page is shared with other test files: leave it on / again.
  window.history.replaceState(null, '', '/');
});

describe('Routes', () => {
  it('shows the matching route; a layout route keeps one instance across its paths and reads the params', async () => {
    layoutMounts = 0;
    render(
      <MemoryRouter initialEntries={['/home']}>
        {table()}
        <Probe />
      </MemoryRouter>,
    );
    expect(screen.getByText('space none')).toBeInTheDocument();
    await act(async () => navigate('/space/s%201'));
    expect(screen.getByText('space s 1')).toBeInTheDocument();
    await act(async () => navigate('/SPACE/s2/'));
    expect(screen.getByText('space s2')).toBeInTheDocument();
    expect(layoutMounts).toBe(1);
    await act(async () => navigate('/admin-menu'));
    expect(screen.getByRole('heading', { name: 'Admin Menu' })).toBeInTheDocument();
    await act(async () => navigate('/space/s1/more'));
    expect(screen.getByRole('heading', { name: 'Not found' })).toBeInTheDocument();
  });

  it('Navigate replaces the address that redirected: Back skips it', async () => {
    render(
      <MemoryRouter initialEntries={['/admin-menu', '/']}>
        {table()}
        <Probe />
      </MemoryRouter>,
    );
    expect(await screen.findByText('space none')).toBeInTheDocument();
    expect(probe().slice(0, 2)).toEqual(['REPLACE', '/home']);
    await act(async () => navigate(-1));
    expect(probe().slice(0, 2)).toEqual(['POP', '/admin-menu']);
  });
});

describe('BrowserRouter', () => {
  it("follows the address bar: PUSH, REPLACE, and Back (popstate) as POP with the entry's key again", async () => {
    window.history.replaceState(null, '', '/space/s1');
    render(
      <BrowserRouter>
        <Probe />
      </BrowserRouter>,
    );
    const [loadType, , spaceKey] = probe();
    expect(loadType).toBe('POP');
    expect(window.history.state).toEqual({ key: spaceKey });

    await act(async () => navigate('/admin-menu'));
    const [pushType, pushPath, menuKey] = probe();
    expect([pushType, pushPath, window.location.pathname]).toEqual(['PUSH', '/admin-menu', '/admin-menu']);

    await act(async () => navigate('/error', { replace: true }));
    const [replaceType, replacePath, errorKey] = probe();
    expect([replaceType, replacePath]).toEqual(['REPLACE', '/error']);
    expect(new Set([spaceKey, menuKey, errorKey]).size).toBe(3);

    const back = () => new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    await act(async () => {
      const popped = back();
      navigate(-1);
      await popped;
    });
    expect(probe()).toEqual(['POP', '/space/s1', spaceKey]);
    await act(async () => {
      const popped = back();
      window.history.forward();
      await popped;
    });
    expect(probe()).toEqual(['POP', '/error', errorKey]);
  });

  it('a Link navigates without a reload; to the address on show it replaces the entry', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/error');
    render(
      <BrowserRouter>
        <Link to="/home">Home</Link>
        <Link to="/error" className="here">
          Here
        </Link>
        <Probe />
      </BrowserRouter>,
    );
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
    expect(screen.getByRole('link', { name: 'Here' })).toHaveClass('here');
    await user.click(screen.getByRole('link', { name: 'Here' }));
    expect(probe().slice(0, 2)).toEqual(['REPLACE', '/error']);
    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(probe().slice(0, 2)).toEqual(['PUSH', '/home']);
    expect(window.location.pathname).toBe('/home');
  });
});

describe('useSearchParams', () => {
  it("reads the address's query; the setter (and navigate({ search: '' })) change only the query", async () => {
    let setParams: ReturnType<typeof useSearchParams>[1] = () => undefined;
    function Query() {
      const [params, set] = useSearchParams();
      setParams = set;
      return <p>{`sso ${params.get('sso') ?? 'none'}`}</p>;
    }
    render(
      <MemoryRouter initialEntries={['/?sso=denied']}>
        <Query />
        <Probe />
      </MemoryRouter>,
    );
    expect(screen.getByText('sso denied')).toBeInTheDocument();
    await act(async () => setParams({ sso: 'expired' }, { replace: true }));
    expect(screen.getByText('sso expired')).toBeInTheDocument();
    expect(probe().slice(0, 2)).toEqual(['REPLACE', '/?sso=expired']);
    await act(async () => navigate({ search: '' }, { replace: true }));
    expect(screen.getByText('sso none')).toBeInTheDocument();
    expect(probe().slice(0, 2)).toEqual(['REPLACE', '/']);
  });
});
