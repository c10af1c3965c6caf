import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authTexts } from '../texts';
import { authTextsDe } from '../texts.de';
import { SsoLink } from './SsoLink';

const sso = { href: '/api/auth/oidc/start' };

/**
 * For each click, whether it reached the page unprevented (the browser would follow the link).
 * Read on window, after React's handlers, then prevented so jsdom does not try to navigate. Only
 * during these tests: the worker's page is shared with other files.
 */
let followed: boolean[] = [];
const record = (event: MouseEvent) => {
  followed.push(!event.defaultPrevented);
  event.preventDefault();
};
beforeEach(() => {
  followed = [];
  window.addEventListener('click', record);
});
afterEach(() => {
  window.removeEventListener('click', record);
});

describe('SsoLink', () => {
  it("is a link named 'SIGN IN WITH SSO' to the server's start address", () => {
    render(<SsoLink sso={sso} texts={authTexts} disabled={false} />);
    const link = screen.getByRole('link', { name: 'SIGN IN WITH SSO' });
    expect(link).toHaveAttribute('href', '/api/auth/oidc/start');
    expect(link).toHaveAttribute('data-ui', 'SignInSso');
    expect(link).not.toHaveAttribute('aria-disabled');
  });

  it("shows the operator's label over the table's text, and the German text in German", () => {
    const { unmount } = render(<SsoLink sso={{ ...sso, label: 'SIGN IN WITH ACME' }} texts={authTexts} disabled={false} />);
    expect(screen.getByRole('link', { name: 'SIGN IN WITH ACME' })).toBeInTheDocument();
    expect(screen.queryByText('SIGN IN WITH SSO')).not.toBeInTheDocument();
    unmount();
    render(<SsoLink sso={sso} texts={authTextsDe} disabled={false} />);
    expect(screen.getByRole('link', { name: 'MIT SSO ANMELDEN' })).toHaveAttribute('href', '/api/auth/oidc/start');
  });

  it('is reached with Tab and followed with Enter or a click', async () => {
    const user = userEvent.setup({ delay: null });
    render(<SsoLink sso={sso} texts={authTexts} disabled={false} />);
    await user.tab();
    expect(screen.getByRole('link', { name: 'SIGN IN WITH SSO' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('link', { name: 'SIGN IN WITH SSO' }));
    expect(followed).toEqual([true, true]);
  });

  it('while the sign-in is being sent: announced as disabled, still focusable, and neither Enter nor a click leaves the page', async () => {
    const user = userEvent.setup({ delay: null });
    render(<SsoLink sso={sso} texts={authTexts} disabled />);
    const link = screen.getByRole('link', { name: 'SIGN IN WITH SSO' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    expect(link).toHaveAttribute('href', '/api/auth/oidc/start');
    await user.tab();
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(link);
    expect(followed).toEqual([false, false]);
    // A middle click would open the start address in a new tab: refused too (false: prevented).
    expect(fireEvent(link, new MouseEvent('auxclick', { bubbles: true, cancelable: true, button: 1 }))).toBe(false);
  });

  it('lets a middle click through while enabled', () => {
    render(<SsoLink sso={sso} texts={authTexts} disabled={false} />);
    const link = screen.getByRole('link', { name: 'SIGN IN WITH SSO' });
    expect(fireEvent(link, new MouseEvent('auxclick', { bubbles: true, cancelable: true, button: 1 }))).toBe(true);
  });
});
