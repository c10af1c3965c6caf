import { randomBytes } from 'node:crypto';

/** Random bytes behind every login code: 144 bits, more than the 128 the links need. */
export const LOGIN_CODE_BYTES = 18;

/**
 * A fresh, unguessable login code for a booking link or a registration: 144 random bits from the
 * operating system's CSPRNG, written as 24 URL-safe characters (base64url, no padding).
 * @example
 * const code = generateLoginCode(); // 'q3Xv0m6h3bX1...'
 * buildLink(links.intake, code);
 */
export function generateLoginCode(): string {
  return randomBytes(LOGIN_CODE_BYTES).toString('base64url');
}

/**
 * Many fresh login codes at once (one call to the CSPRNG instead of one per code), each like
 * {@link generateLoginCode}.
 * @example generateLoginCodes(3).length // 3
 */
export function generateLoginCodes(count: number): string[] {
  const bytes = randomBytes(LOGIN_CODE_BYTES * count);
  const codes: string[] = new Array(count);
  for (let i = 0; i < count; i += 1) {
    codes[i] = bytes.subarray(i * LOGIN_CODE_BYTES, (i + 1) * LOGIN_CODE_BYTES).toString('base64url');
  }
  return codes;
}
