/** The query a refused single sign-on comes back with (`/?sso=<code>`). */
const SSO_ERROR_PARAM = 'sso';

/**
 * The code a refused single sign-on came back with (`?sso=<code>`), taken out of the address bar
 * (replaced, not pushed) so that a reload does not show it again; undefined without one.
 * @example const ssoError = takeSsoError(); // 'denied' on /?sso=denied, and the address is / again
 */
export function takeSsoError(location: Pick<Location, 'href'> = window.location, history: Pick<History, 'replaceState' | 'state'> = window.history): string | undefined {
  const url = new URL(location.href);
  const code = url.searchParams.get(SSO_ERROR_PARAM);
  if (code === null) return undefined;
  url.searchParams.delete(SSO_ERROR_PARAM);
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return code;
}
