/** The cookie set while a session exists in this browser (no token: only a yes). */
export const SESSION_HINT_COOKIE = 'greenroom.signedIn';

// Browsers keep a cookie at most 400 days; the hint is written again on every sign-in and refresh.
const MAX_AGE_SECONDS = 400 * 86_400;

/**
 * Whether this browser had a session when it last knew: only then is the refresh cookie worth a
 * request on load. A signed-out visitor's load makes no refresh call, so no 401 in the console.
 * A cookie, not localStorage: a page's first localStorage read waits for the browser to open the
 * origin's storage (up to ~200 ms under load), and index.html's start-early script reads the hint
 * before it may start the refresh (issue 31). Only this page's scripts read it; the server ignores it.
 * @example auth.getSession({ refresh: hasSessionHint() })
 */
export function hasSessionHint(doc: Pick<Document, 'cookie'> = document): boolean {
  try {
    return doc.cookie.split('; ').includes(`${SESSION_HINT_COOKIE}=1`);
  } catch {
    // No cookies (a sandboxed frame): always ask, as before.
    return true;
  }
}

/**
 * Records whether a session exists now (on sign-in, refresh and sign-out).
 * @example auth.subscribe((session) => rememberSession(session !== null));
 */
export function rememberSession(signedIn: boolean, doc: Pick<Document, 'cookie'> = document): void {
  try {
    doc.cookie = `${SESSION_HINT_COOKIE}=${signedIn ? `1; Max-Age=${MAX_AGE_SECONDS}` : '; Max-Age=0'}; Path=/; SameSite=Strict`;
  } catch {
    // No cookies: nothing to remember.
  }
}
