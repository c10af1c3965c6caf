import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AuthPortalFixture } from '../testing/AuthPortalFixture';
import { SignInPage } from './SignInPage';
import { Basic, SingleSignOn, SingleSignOnRefused } from './SignInPage.stories';
import { ssoErrorMessage } from './SsoLink';
import { authTexts } from '../texts';

describe('SignInPage with single sign-on', () => {
  it('has no SSO button when the server offers none', () => {
    render(<Basic />);
    expect(screen.getByRole('button', { name: 'LOGIN' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /SSO/ })).not.toBeInTheDocument();
    expect(document.querySelector('[data-ui="SignInSso"]')).toBeNull();
  });

  it("shows 'SIGN IN WITH SSO' below LOGIN, going to the server's start address", () => {
    render(<SingleSignOn />);
    const sso = screen.getByRole('link', { name: 'SIGN IN WITH SSO' });
    expect(sso).toHaveAttribute('href', '/api/auth/oidc/start');
    const login = screen.getByRole('button', { name: 'LOGIN' });
    expect(login.compareDocumentPosition(sso) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("uses the operator's label and says why a single sign-on came back refused", async () => {
    const user = userEvent.setup({ delay: null });
    render(<SingleSignOnRefused />);
    expect(screen.getByRole('link', { name: 'SIGN IN WITH ACME' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your email address is not allowed to sign in here.');
    // The message belongs to the return: it is gone after visiting another form.
    await user.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    // The forgot-password form loads on use: wait for it.
    await user.click(await screen.findByRole('button', { name: 'BACK' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('has a message for every code the server sends, and the general one for anything else', () => {
    expect(ssoErrorMessage('denied', authTexts)).toBe('Single sign-on was cancelled.');
    expect(ssoErrorMessage('unverified', authTexts)).toBe('Your sign-in provider has not verified your email address.');
    expect(ssoErrorMessage('unknown', authTexts)).toBe('There is no account for your email address. Please ask an administrator for access.');
    expect(ssoErrorMessage('conflict', authTexts)).toBe('Your email address belongs to more than one account. Please ask an administrator.');
    expect(ssoErrorMessage('failed', authTexts)).toBe('Single sign-on did not work. Please try again.');
    expect(ssoErrorMessage('toString', authTexts)).toBe('Single sign-on did not work. Please try again.');
    expect(ssoErrorMessage('<script>', authTexts)).toBe('Single sign-on did not work. Please try again.');
  });

  it('speaks German', () => {
    render(
      <AuthPortalFixture locale="de">
        <SignInPage sso={{ href: '/api/auth/oidc/start' }} ssoError="unknown" />
      </AuthPortalFixture>,
    );
    expect(screen.getByRole('link', { name: 'MIT SSO ANMELDEN' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Für Ihre E-Mail-Adresse gibt es kein Konto. Bitte wenden Sie sich an einen Administrator.');
  });
});
