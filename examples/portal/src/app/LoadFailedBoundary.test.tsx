import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { Link, MemoryRouter, Route, Routes, useLocation } from '../router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GreenroomThemeProvider } from '@greenroom/ui';
import { LazyTabPanel } from '../tabs/LazyTabPanel';
import { LoadFailedBoundary } from './LoadFailedBoundary';

// What a browser throws when a code file is gone after a redeploy.
const failedImport = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: https://portal.test/assets/index-1a2b3c.js'));

afterEach(() => vi.restoreAllMocks());

describe('LoadFailedBoundary', () => {
  it('replaces a tab whose code fails to load with a notice and Reload, and leaves the header usable', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const onReload = vi.fn();
    const onSignOut = vi.fn();
    const Missing = lazy(failedImport);
    render(
      <GreenroomThemeProvider mode="light">
        <header>
          <button onClick={onSignOut}>Sign Out</button>
        </header>
        <LazyTabPanel onReload={onReload}>
          <Missing />
        </LazyTabPanel>
      </GreenroomThemeProvider>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This screen could not be loaded.');
    expect(alert).toHaveTextContent('The portal may have been updated since this page was opened. Reload the page to continue.');
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('full screen: links back to the portal, and another address shows its screen again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const Missing = lazy(failedImport);
    function Routed() {
      const { pathname } = useLocation();
      return (
        <LoadFailedBoundary fullScreen signedIn resetKey={pathname}>
          <Suspense fallback="Loading">
            <Routes>
              <Route path="/admin-menu" element={<Missing />} />
              <Route path="/home" element={<h1>Welcome</h1>} />
            </Routes>
          </Suspense>
        </LoadFailedBoundary>
      );
    }
    render(
      <GreenroomThemeProvider mode="dark">
        <MemoryRouter initialEntries={['/admin-menu']}>
          <Routed />
        </MemoryRouter>
      </GreenroomThemeProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This screen could not be loaded.');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('alert'));
    await user.click(screen.getByRole('link', { name: 'Return to Producer Portal' }));
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows its children while nothing fails', () => {
    render(
      <MemoryRouter>
        <LoadFailedBoundary fullScreen>
          <Link to="/home">Home</Link>
        </LoadFailedBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
