import { useEffect, type RefObject } from 'react';
import { SignInPage, type SignInPageProps } from '@greenroom/auth';
import type { PortalSsoConfig } from '../config';
import { SignInLayout } from '../pages/styles';
import { hostTexts, pageTitle } from '../texts';

/** Props of SignInScreen. */
export interface SignInScreenProps extends Pick<SignInPageProps, 'auth' | 'fromLink' | 'message' | 'ssoError' | 'onSignedIn'> {
  /** The heading above the form and the browser tab's 'Sign In · <product>'. */
  productName: string;
  /** Single sign-on, when the server offers it (GET /api/config's `sso`). */
  sso?: PortalSsoConfig;
  /** The heading (focusable): the caller moves the focus to it. */
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/**
 * The sign-in screen's look: the product name as heading and the kit's sign-in form, the tab named
 * 'Sign In · <product>'. Shared by the sign-in entry (no router, no PortalProvider: pass `auth` and
 * `onSignedIn`) and the full app's sign-in route.
 * @example
 * <SignInScreen productName="Greenroom" headingRef={heading} auth={auth} onSignedIn={open} />
 */
export function SignInScreen({ productName, sso, headingRef, ...page }: SignInScreenProps) {
  const title = pageTitle(hostTexts.titles.signIn, productName);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <SignInLayout data-ui="SignInRoute">
      <h1 ref={headingRef} tabIndex={-1}>
        {productName}
      </h1>
      <SignInPage {...page} sso={sso && { href: sso.startUrl, label: sso.label }} />
    </SignInLayout>
  );
}
