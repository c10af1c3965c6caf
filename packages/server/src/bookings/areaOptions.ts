import type { ServerOptions } from '@greenroom/core/rules';
import { loadServerOptions, ServerOptionsError } from './serverOptions';

/** Settings of the booking area read from the environment (see packages/server/README.md). */
export interface BookingAreaOptions {
  serverOptions: ServerOptions;
  /** Requests per minute per client address accepted by each public guest call. */
  guestRateLimit: number;
}

type Env = Record<string, string | undefined>;

/**
 * Read the booking area's settings: the named server addresses ({@link loadServerOptions}) and
 * `GREENROOM_GUEST_RATE_LIMIT` (requests per minute per address for /api/guest/*, default 120).
 * Throws {@link ServerOptionsError} naming the variable at fault.
 * @example loadBookingAreaOptions({ GREENROOM_GUEST_RATE_LIMIT: '30' }).guestRateLimit // 30
 */
export function loadBookingAreaOptions(env: Env = process.env): BookingAreaOptions {
  const limitText = env.GREENROOM_GUEST_RATE_LIMIT?.trim() || '120';
  if (!/^\d{1,6}$/.test(limitText) || Number(limitText) < 1) {
    throw new ServerOptionsError('GREENROOM_GUEST_RATE_LIMIT', `must be a whole number of 1 or more (got '${limitText}')`);
  }
  return { serverOptions: loadServerOptions(env), guestRateLimit: Number(limitText) };
}
