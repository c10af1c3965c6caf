import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** Production scrypt cost: N = 2^17 (with r = 8, p = 1). */
export const DEFAULT_SCRYPT_COST = 2 ** 17;
const BLOCK_SIZE = 8;
const PARALLELIZATION = 1;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

function scryptOptions(cost: number, blockSize: number, parallelization: number): ScryptOptions {
  // scrypt needs 128 * N * r bytes; Node's default maxmem (32 MiB) is too small for N = 2^17.
  return { N: cost, r: blockSize, p: parallelization, maxmem: 128 * cost * blockSize * 2 };
}

/**
 * Hash a password with scrypt. The stored text names its parameters, so a hash made at one cost
 * still verifies after the default changes: `scrypt$N$r$p$salt$key` (base64url).
 * @example
 * const stored = await hashPassword('Secret123', 2 ** 17);
 */
export async function hashPassword(password: string, cost: number = DEFAULT_SCRYPT_COST): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, scryptOptions(cost, BLOCK_SIZE, PARALLELIZATION));
  return ['scrypt', cost, BLOCK_SIZE, PARALLELIZATION, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** The parameters a stored hash was made with. @example hashParameters(stored) // { N: 131072, r: 8, p: 1 } */
export function hashParameters(stored: string): { N: number; r: number; p: number } | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0)) return null;
  return { N, r, p };
}

/**
 * Check a password against a stored hash in constant time. A malformed hash never matches.
 * @example
 * if (await verifyPassword(input, row.password_hash)) signIn();
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const params = hashParameters(stored);
  if (!params) return false;
  const parts = stored.split('$');
  const salt = Buffer.from(parts[4], 'base64url');
  const expected = Buffer.from(parts[5], 'base64url');
  const actual = await derive(password, salt, scryptOptions(params.N, params.r, params.p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
