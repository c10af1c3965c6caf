import { isIP } from 'node:net';
import { ConfigError } from './config';

/**
 * TRUST_PROXY as Fastify's `trustProxy`: unset or `0` trusts no proxy; a comma list of addresses
 * or CIDR ranges (e.g. `127.0.0.1,10.0.0.0/8`) trusts those hops only, so the client address is the
 * nearest untrusted one in `X-Forwarded-For` (safe behind a proxy that appends); `1` trusts every
 * hop, which is safe only when the proxy overwrites the header (deploy/nginx/greenroom.conf does)
 * and nothing else can reach the server.
 * @example
 * parseTrustProxy('127.0.0.1/8') // '127.0.0.1/8'
 * parseTrustProxy('1') // true
 */
export function parseTrustProxy(text: string | undefined): boolean | string {
  const value = text?.trim() ?? '';
  if (value === '' || value === '0') return false;
  if (value === '1') return true;
  const entries = value.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address ?? '');
    const maxBits = family === 6 ? 128 : 32;
    const bitsOk = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= maxBits);
    if (family === 0 || !bitsOk || extra !== undefined) {
      throw new ConfigError('TRUST_PROXY', `must be 1, 0, or a comma list of proxy addresses or CIDR ranges (got '${entry}')`);
    }
  }
  return entries.join(',');
}
