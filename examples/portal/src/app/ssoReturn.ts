import { rememberSession } from './sessionHint';

/** The query a successful single sign-on comes back with (the server's SSO_SIGNED_IN_PATH). */
const SIGNED_IN_PARAM = 'signedIn';
const SIGNED_IN_VALUE = 'sso';

/**
 * Run once before the app renders: after a successful single sign-on the server redirected to
 * `/?signedIn=sso` with the refresh cookie set. This records that a session exists (so the app
 * restores it from the cookie, once) and takes the marker out of the address bar.
 * Answers whether it was such a return.
 * @example acceptSsoReturn(); root.render(<App config={config} />);
 */
export function acceptSsoReturn(location: Pick<Location, 'href'> = window.location, history: Pick<History, 'replaceState' | 'state'> = window.history): boolean {
  const url = new URL(location.href);
  if (url.searchParams.get(SIGNED_IN_PARAM) !== SIGNED_IN_VALUE) return false;
  rememberSession(true);
  url.searchParams.delete(SIGNED_IN_PARAM);
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return true;
}
