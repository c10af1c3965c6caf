import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AuthPortalFixture } from '../testing/AuthPortalFixture';
import { SignInPage } from './SignInPage';

describe('SignInPage in German', () => {
  it('shows the sign-in and forgot-password forms in German', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <AuthPortalFixture locale="de">
        <SignInPage fromLink="space" />
      </AuthPortalFixture>,
    );
    expect(screen.getByRole('region', { name: 'Anmeldung' })).toBeInTheDocument();
    expect(screen.getByText('Bitte melden Sie sich an, um diese Seite zu sehen')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Benutzername' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Passwort/, { selector: 'input' })).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Passwort anzeigen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ANMELDEN' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Passwort vergessen?' }));
    expect(screen.getByText('Bitte geben Sie unten Ihre registrierte E-Mail-Adresse oder Ihren Benutzernamen ein.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-Mail/Benutzername' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'SENDEN' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ZURÜCK' }));
    expect(screen.getByRole('button', { name: 'ANMELDEN' })).toBeInTheDocument();
  });

  it("shows a host's override over the German text", () => {
    render(
      <AuthPortalFixture locale="de" texts={{ auth: { login: 'EINLOGGEN', username: 'Kennung' } }}>
        <SignInPage />
      </AuthPortalFixture>,
    );
    expect(screen.getByRole('button', { name: 'EINLOGGEN' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Kennung' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Passwort vergessen?' })).toBeInTheDocument();
  });
});
