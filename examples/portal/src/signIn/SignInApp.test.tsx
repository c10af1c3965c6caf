import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryAuth } from '@greenroom/core';
import { THEME_COOKIE } from '../app/themeCookie';
import { SignInApp } from './SignInApp';
import { testConfig } from '../testing/fixtures';

const config = testConfig;

afterEach(() => {
  document.cookie = `${THEME_COOKIE}=; Max-Age=0; Path=/`;
  document.documentElement.removeAttribute('data-theme');
});

describe('SignInApp (the sign-in entry: no router, no PortalProvider)', () => {
  it('draws the product name, the form and the tab title, focuses the heading and signs in', async () => {
    const user = userEvent.setup({ delay: null });
    const onSignedIn = vi.fn();
    render(<SignInApp config={config} auth={createMemoryAuth()} path={{}} onSignedIn={onSignedIn} />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Greenroom' });
    expect(heading).toHaveFocus();
    expect(document.title).toBe('Sign In · Greenroom');
    expect(screen.queryByText('Please log in to see this page')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'SIGN IN WITH SSO' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'producer');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Password1{Enter}');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ username: 'producer' })));
  });

  it("says 'Please log in to see this page' on a link, offers single sign-on and shows a refused one's message", () => {
    render(
      <SignInApp
        config={{ ...config, sso: { startUrl: '/api/auth/oidc/start', label: 'Sign in with Acme' } }}
        auth={createMemoryAuth()}
        path={{ fromLink: 'space' }}
        ssoError="denied"
        onSignedIn={vi.fn()}
      />,
    );
    expect(screen.getByText('Please log in to see this page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in with Acme' })).toHaveAttribute('href', '/api/auth/oidc/start');
    expect(screen.getByText('Single sign-on was cancelled.')).toBeInTheDocument();
  });

  it("takes the theme the header switch chose (its cookie mirror, not localStorage), else the system colour scheme", () => {
    document.cookie = `${THEME_COOKIE}=dark; Path=/`;
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    const { unmount } = render(<SignInApp config={config} auth={createMemoryAuth()} path={{}} onSignedIn={vi.fn()} />);
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(getItem).not.toHaveBeenCalled();
    getItem.mockRestore();
    unmount();
    document.cookie = `${THEME_COOKIE}=; Max-Age=0; Path=/`;
    render(<SignInApp config={config} auth={createMemoryAuth()} path={{}} onSignedIn={vi.fn()} />);
    expect(document.documentElement.dataset.theme).toBe('light');
  });
});
