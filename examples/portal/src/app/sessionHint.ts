/** localStorage key set while a session exists in this browser (no token: only a yes). */
export const SESSION_HINT_KEY = 'greenroom.signedIn';

/**
 * Whether this browser had a session when it last knew: only then is the refresh cookie worth a
 * request on load. A signed-out visitor's load makes no refresh call, so no 401 in the console.
 * @example auth.getSession({ refresh: hasSessionHint() })
 */
export function hasSessionHint(): boolean {
  try {
    return window.localStorage.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    // No storage: always ask, as before.
    return true;
  }
}

/**
 * Records whether a session exists now (on sign-in, refresh and sign-out).
 * @example auth.subscribe((session) => rememberSession(session !== null));
 */
export function rememberSession(signedIn: boolean): void {
  try {
    if (signedIn) window.localStorage.setItem(SESSION_HINT_KEY, '1');
    else window.localStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    // No storage: nothing to remember.
  }
}
