import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';

/** An unguessable opaque token (256 bits, base64url). @example const t = randomToken(); */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** sha256 hex of a token; only hashes of tokens and codes are stored. @example sha256('abc') */
export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** A record id. @example newId() // '3b241101-e2bb-4255-8caf-4136c566a962' */
export function newId(): string {
  return randomUUID();
}

/** A six-digit verification code. @example sixDigitCode() // '042917' */
export function sixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

const LOGIN_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** A login code for links (no look-alike characters, ~80 bits). @example loginCode() // 'k3m9x2...' */
export function loginCode(length = 16): string {
  let code = '';
  for (let i = 0; i < length; i += 1) code += LOGIN_ALPHABET[randomInt(0, LOGIN_ALPHABET.length)];
  return code;
}

/** A random temporary password that satisfies the password rules. @example temporaryPassword() */
export function temporaryPassword(): string {
  return `Gr${randomBytes(12).toString('base64url')}9a`;
}
