import type { AuthSession } from '@greenroom/core';

/** The cookie set while a session exists in this browser (no token: only a yes). */
export const SESSION_HINT_COOKIE = 'greenroom.signedIn';

/**
 * The cookie holding the current id token, its producer and its expiry (JSON), for index.html's
 * start-early script only: on a link it starts the first data calls with it at once, beside the
 * refresh, instead of after it (issue 31). Like Clerk's `__session`, it is written by the page and
 * lives no longer than the token. The API takes tokens only from the Authorization header, so the
 * cookie riding along on same-site requests grants nothing (no CSRF); the server reads it only to
 * draw a space link's page for this producer (ADR 0008), which changes nothing either.
 */
export const SESSION_TOKEN_COOKIE = 'greenroom.session';

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
 * Records whether a session exists now (on sign-in, refresh and sign-out): the hint, and with a
 * session its token cookie (SESSION_TOKEN_COOKIE) until the token expires. `true` (a session known
 * to exist, not yet read) sets the hint and leaves the token cookie as it is; `false` or `null`
 * clears both.
 * @example auth.subscribe((session) => rememberSession(session));
 */
export function rememberSession(session: AuthSession | boolean | null, doc: Pick<Document, 'cookie'> = document, now: number = Date.now()): void {
  const attributes = `Path=/; SameSite=Strict${isSecurePage() ? '; Secure' : ''}`;
  try {
    doc.cookie = `${SESSION_HINT_COOKIE}=${session ? `1; Max-Age=${MAX_AGE_SECONDS}` : '; Max-Age=0'}; ${attributes}`;
    if (session === true) return;
    const seconds = session ? Math.floor((session.expiresAt - now) / 1000) : 0;
    const value = session && seconds > 0 ? encodeURIComponent(JSON.stringify({ idToken: session.idToken, producerID: session.producerID, expiresAt: session.expiresAt })) : '';
    doc.cookie = `${SESSION_TOKEN_COOKIE}=${value}; Max-Age=${value ? seconds : 0}; ${attributes}`;
  } catch {
    // No cookies: nothing to remember.
  }
}

/**
 * The token, producer and expiry of SESSION_TOKEN_COOKIE while the token has not expired, else
 * undefined: what a server-rendered page (ADR 0008) hydrates its session with.
 * @example const stored = storedSession(); // { idToken: 'eyJ…', producerID: 'p1', expiresAt: 1795… }
 */
export function storedSession(doc: Pick<Document, 'cookie'> = document, now: number = Date.now()): { idToken: string; producerID: string; expiresAt: number } | undefined {
  try {
    const prefix = `${SESSION_TOKEN_COOKIE}=`;
    const entry = doc.cookie.split('; ').find((cookie) => cookie.startsWith(prefix));
    const value: unknown = entry ? JSON.parse(decodeURIComponent(entry.slice(prefix.length))) : undefined;
    if (typeof value !== 'object' || value === null) return undefined;
    const { idToken, producerID, expiresAt } = value as Record<string, unknown>;
    if (typeof idToken !== 'string' || typeof producerID !== 'string' || typeof expiresAt !== 'number' || expiresAt <= now) return undefined;
    return { idToken, producerID, expiresAt };
  } catch {
    return undefined;
  }
}

/** Whether this page came over https (then the token cookie is never sent over plain http). */
function isSecurePage(): boolean {
  return typeof location !== 'undefined' && location.protocol === 'https:';
}
