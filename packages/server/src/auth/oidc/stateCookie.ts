// The pending SSO sign-in (state, nonce, PKCE verifier) travels in a short-lived cookie, sealed
// (encrypted and authenticated) with a key derived from the server's JWT secret, which every
// instance shares through the database: any instance may answer the callback, with no table.
import { createHmac } from 'node:crypto';
import { EncryptJWT, jwtDecrypt } from 'jose';

/** The cookie's name; it is sent only to /api/auth/oidc. */
export const OIDC_STATE_COOKIE = 'gr_oidc';
/** The cookie's path. */
export const OIDC_STATE_PATH = '/api/auth/oidc';
/** How long a person may spend at the provider before the callback refuses ('failed'). */
export const OIDC_STATE_LIFETIME_S = 10 * 60;

/** What the callback needs to check the provider's answer. */
export interface PendingSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
}

const PURPOSE = 'greenroom/oidc-state';

/** A key for this purpose only, so a sealed state is never mistaken for anything else the secret signs. */
function stateKey(secret: Uint8Array): Uint8Array {
  return new Uint8Array(createHmac('sha256', secret).update(PURPOSE).digest());
}

/**
 * Seal the pending sign-in for the cookie (JWE, dir + A256GCM, expiring with the cookie).
 * @example reply.setCookie(OIDC_STATE_COOKIE, await sealPendingSignIn(await ctx.keys.jwt(), pending, ctx.clock.now()), …)
 */
export async function sealPendingSignIn(secret: Uint8Array, pending: PendingSignIn, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new EncryptJWT({ state: pending.state, nonce: pending.nonce, verifier: pending.codeVerifier })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + OIDC_STATE_LIFETIME_S)
    .setAudience(PURPOSE)
    .encrypt(stateKey(secret));
}

/**
 * Open a sealed pending sign-in; null when it is missing, tampered with, foreign or expired.
 * @example const pending = await openPendingSignIn(await ctx.keys.jwt(), request.cookies[OIDC_STATE_COOKIE], ctx.clock.now());
 */
export async function openPendingSignIn(secret: Uint8Array, sealed: string | undefined, now: Date): Promise<PendingSignIn | null> {
  if (!sealed) return null;
  try {
    const { payload } = await jwtDecrypt(sealed, stateKey(secret), {
      keyManagementAlgorithms: ['dir'],
      contentEncryptionAlgorithms: ['A256GCM'],
      audience: PURPOSE,
      currentDate: now,
      requiredClaims: ['exp'],
    });
    const { state, nonce, verifier } = payload;
    if (typeof state !== 'string' || typeof nonce !== 'string' || typeof verifier !== 'string') return null;
    return { state, nonce, codeVerifier: verifier };
  } catch {
    return null;
  }
}
