import { DEFAULT_SCRYPT_COST, hashParameters, hashPassword, verifyPassword } from '../src/platform/auth/passwords';

// The one test that pays for the production cost (about 0.3 s per hash).
it('hashes with scrypt N=2^17, r=8, p=1 by default and verifies', async () => {
  expect(DEFAULT_SCRYPT_COST).toBe(131072);
  const stored = await hashPassword('Secret123');
  expect(hashParameters(stored)).toEqual({ N: 131072, r: 8, p: 1 });
  expect(stored).not.toContain('Secret123');
  expect(await verifyPassword('Secret123', stored)).toBe(true);
});

it('salts every hash and refuses malformed stored hashes', async () => {
  const a = await hashPassword('Secret123', 1024);
  const b = await hashPassword('Secret123', 1024);
  expect(a).not.toBe(b);
  expect(await verifyPassword('Secret124', a)).toBe(false);
  expect(await verifyPassword('Secret123', 'plain')).toBe(false);
  expect(await verifyPassword('Secret123', 'scrypt$x$8$1$a$b')).toBe(false);
});
