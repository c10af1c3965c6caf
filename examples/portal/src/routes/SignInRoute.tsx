import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from '../router';
import { useProductName } from '@greenroom/core';
import type { PortalSsoConfig } from '../config';
import { useHeadingFocus } from '../app/useHeadingFocus';
import { SignInScreen } from '../signIn/SignInScreen';
import { hostTexts } from '../texts';

/**
 * The sign-in screen at /, and at /space/{id} or /booking/{id} for a signed-out visitor (then it
 * says 'Please log in to see this page' and, once signed in, stays on the link). After a failed
 * session restore the form opens with 'Error in authentication'. With `sso` it offers single
 * sign-on; back from a refused one (`/?sso=<code>`) it says why, and clears the address bar.
 * The full app's route, shown after a sign-out or a refused restore; a first visit without a
 * session gets the same screen from the sign-in entry (src/signIn/SignInApp.tsx).
 * @example
 * <Route path="/space/:spaceID" element={<SignInRoute fromLink="space" />} />
 */
export default function SignInRoute({ fromLink, authFailed = false, sso }: { fromLink?: 'space' | 'booking'; authFailed?: boolean; sso?: PortalSsoConfig }) {
  const productName = useProductName();
  const ssoError = useSsoError();
  const heading = useHeadingFocus();
  return (
    <SignInScreen
      productName={productName}
      headingRef={heading}
      fromLink={fromLink}
      message={authFailed ? hostTexts.authError : undefined}
      sso={sso}
      ssoError={ssoError}
    />
  );
}

/** The code a refused single sign-on came back with (`?sso=<code>`), kept after it leaves the address bar. */
function useSsoError(): string | undefined {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [code] = useState(() => params.get('sso') ?? undefined);
  useEffect(() => {
    if (code !== undefined) void navigate({ search: '' }, { replace: true });
  }, [code, navigate]);
  return code;
}
