import { callerOfIdToken, type IdTokenContext } from './idTokenCaller';

/**
 * The cookie in which the portal host keeps its current id token, producer and expiry (JSON, ADR
 * 0006). The server reads it for one purpose only: to render a link page for that producer (ADR
 * 0008). The API never takes a token from it.
 */
export const SESSION_COOKIE = 'greenroom.session';

/** A token with less life than this renders nothing: the page's refresh would replace it at once (the host's start-early script draws the same line). */
export const MIN_TOKEN_LIFE_MS = 60_000;

/** Longer than any id token the server signs; a longer value is not worth verifying. */
const MAX_TOKEN_CHARS = 4096;

/** The verified session of a cookie, as sign-in hands it to the host (core's AuthSession). */
export interface CookieSession {
  idToken: string;
  producerID: string;
  username: string;
  /** The stored role. */
  role: number;
  /** When the id token ends (ms). */
  expiresAt: number;
}

/**
 * The session in a `greenroom.session` cookie value (already URI-decoded), verified as the API
 * would verify its token (callerOfIdToken), or null: malformed JSON or fields, a token that does
 * not count or has less than a minute left, or a producerID other than the token's. Never throws
 * for what the cookie holds.
 * @example
 * const session = await sessionOfCookie(ctx, request.cookies[SESSION_COOKIE]);
 */
export async function sessionOfCookie(ctx: IdTokenContext, value: string | undefined): Promise<CookieSession | null> {
  const cookie = parsed(value);
  if (!cookie) return null;
  const caller = await callerOfIdToken(ctx, cookie.idToken);
  if (!caller || caller.producerID !== cookie.producerID) return null;
  if (caller.expiresAt - ctx.clock.now().getTime() < MIN_TOKEN_LIFE_MS) return null;
  return { idToken: cookie.idToken, producerID: caller.producerID, username: caller.username, role: caller.role, expiresAt: caller.expiresAt };
}

/** The cookie's fields when they have the shape the host writes ({ idToken, producerID, expiresAt }). */
function parsed(value: string | undefined): { idToken: string; producerID: string } | null {
  if (!value) return null;
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    return null;
  }
  if (typeof json !== 'object' || json === null) return null;
  const { idToken, producerID, expiresAt } = json as Record<string, unknown>;
  if (typeof idToken !== 'string' || idToken === '' || idToken.length > MAX_TOKEN_CHARS) return null;
  if (typeof producerID !== 'string' || typeof expiresAt !== 'number') return null;
  // The cookie's own expiresAt is only checked for shape: the token's exp is what counts.
  return { idToken, producerID };
}
