import { useEffect, useRef } from 'react';
import type { AuthProvider, AuthSession } from '@greenroom/core';
import { focusIfLost, GreenroomThemeProvider } from '@greenroom/ui';
import type { PortalConfig } from '../config';
import { usePageColorScheme } from '../app/usePageColorScheme';
import { SignInScreen } from './SignInScreen';
import type { SignInPath } from './signInPath';
import { useStoredThemeMode } from './useStoredThemeMode';

/** Props of SignInApp. */
export interface SignInAppProps {
  config: PortalConfig;
  /** The identity adapter the full app takes over once signed in. */
  auth: AuthProvider;
  /** Where the visitor opened the portal: /, or a space or booking link. */
  path: SignInPath;
  /** The code a refused single sign-on came back with (takeSsoError): its message shows under the fields. */
  ssoError?: string;
  /** Called once signed in (directly or after the new-password form): the host then opens the full app. */
  onSignedIn: (session: AuthSession) => void;
}

/**
 * The sign-in entry (issue 31): a first visit without a session draws the sign-in screen with the
 * kit's theme, and nothing else: no router, no query client, no feature providers. Everything the
 * full app's sign-in route says is here too (a link's 'Please log in to see this page', single
 * sign-on and a refused one's `?sso=` message).
 * @example
 * root.render(<SignInApp config={config} auth={createPortalAuth('/api')} path={{}} ssoError={takeSsoError()} onSignedIn={openPortal} />);
 */
export function SignInApp({ config, auth, path, ssoError, onSignedIn }: SignInAppProps) {
  const mode = useStoredThemeMode();
  usePageColorScheme(mode);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => focusIfLost(heading.current), []);
  return (
    <GreenroomThemeProvider mode={mode}>
      <SignInScreen
        productName={config.productName}
        headingRef={heading}
        auth={auth}
        fromLink={path.fromLink}
        sso={config.sso}
        ssoError={ssoError}
        onSignedIn={onSignedIn}
      />
    </GreenroomThemeProvider>
  );
}
