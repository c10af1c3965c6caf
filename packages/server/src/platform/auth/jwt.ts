import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

/** Claims the server puts in (and reads from) an id token. */
export interface IdTokenClaims {
  producerID: string;
  role: number;
  /** Session generation the token was issued in (see sessionGeneration); older ones are refused. */
  generation: number;
}

export const TOKEN_ISSUER = 'greenroom';
export const TOKEN_AUDIENCE = 'greenroom-portal';
export const ID_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
/** How far in the future an issue time may lie (clocks of instances differ a little). */
export const ISSUED_AT_LEEWAY_S = 30;
const ALGORITHMS = ['HS256'];

/**
 * Sign an id token: HS256, iss 'greenroom', aud 'greenroom-portal', sub = producerID, exp 1 hour.
 * @example
 * const { token, expiresAt } = await signIdToken(key, { producerID: 'u1', role: 1 }, new Date());
 */
export async function signIdToken(key: Uint8Array, claims: IdTokenClaims, now: Date): Promise<{ token: string; expiresAt: number }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAtSeconds = issuedAt + ID_TOKEN_LIFETIME_MS / 1000;
  const token = await new SignJWT({ producerID: claims.producerID, role: claims.role, gen: claims.generation })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setSubject(claims.producerID)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAtSeconds)
    .sign(key);
  return { token, expiresAt: expiresAtSeconds * 1000 };
}

/** The claims of a verified id token, with its expiry. */
export interface VerifiedIdToken extends IdTokenClaims {
  /** When the token ends (its `exp`, in ms). */
  expiresAt: number;
}

/**
 * Verify an id token (algorithm allow-list HS256; signature, exp, iss and aud checked against the
 * injected time; an issue time in the future or a lifetime longer than the server issues is refused).
 * Resolves null for any invalid token: the reason is not the caller's business.
 * @example
 * const claims = await verifyIdToken(key, token, clock.now());
 */
export async function verifyIdToken(key: Uint8Array, token: string, now: Date): Promise<VerifiedIdToken | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ALGORITHMS,
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      currentDate: now,
      requiredClaims: ['exp', 'sub', 'iat'],
    });
    const { producerID, role, sub, iat, exp, gen = 0 } = payload;
    if (typeof producerID !== 'string' || producerID !== sub || typeof role !== 'number') return null;
    if (typeof iat !== 'number' || typeof exp !== 'number' || typeof gen !== 'number') return null;
    if (iat > Math.floor(now.getTime() / 1000) + ISSUED_AT_LEEWAY_S) return null;
    if (exp - iat > ID_TOKEN_LIFETIME_MS / 1000) return null;
    return { producerID, role, generation: gen, expiresAt: exp * 1000 };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}
