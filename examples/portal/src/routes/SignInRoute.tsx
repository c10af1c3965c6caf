import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useProductName } from '@greenroom/core';
import { SignInPage } from '@greenroom/auth';
import type { PortalSsoConfig } from '../config';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { useHeadingFocus } from '../app/useHeadingFocus';
import { SignInLayout } from '../pages/styles';
import { hostTexts } from '../texts';

/**
 * The sign-in screen at /, and at /space/{id} or /booking/{id} for a signed-out visitor (then it
 * says 'Please log in to see this page' and, once signed in, stays on the link). After a failed
 * session restore the form opens with 'Error in authentication'. With `sso` it offers single
 * sign-on; back from a refused one (`/?sso=<code>`) it says why, and clears the address bar.
 * @example
 * <Route path="/space/:spaceID" element={<SignInRoute fromLink="space" />} />
 */
export default function SignInRoute({ fromLink, authFailed = false, sso }: { fromLink?: 'space' | 'booking'; authFailed?: boolean; sso?: PortalSsoConfig }) {
  const productName = useProductName();
  const ssoError = useSsoError();
  useDocumentTitle(hostTexts.titles.signIn);
  const heading = useHeadingFocus();
  return (
    <SignInLayout data-ui="SignInRoute">
      <h1 ref={heading} tabIndex={-1}>
        {productName}
      </h1>
      <SignInPage
        fromLink={fromLink}
        message={authFailed ? hostTexts.authError : undefined}
        sso={sso && { href: sso.startUrl, label: sso.label }}
        ssoError={ssoError}
      />
    </SignInLayout>
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
