import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import { hitRateWindow } from './store';
import type { Clock } from '../clock';
import type { Database } from '../db/database';

/**
 * A @fastify/rate-limit store kept in the `rate_limits` table, so that every instance behind a
 * load balancer counts the same hits. Keys are per route (method and URL) and per client key.
 * @example
 * await app.register(rateLimit, { global: false, store: databaseRateLimitStore(db, clock) });
 */
export function databaseRateLimitStore(db: Kysely<Database>, clock: Clock): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    private readonly scope: string;

    constructor(_options: FastifyRateLimitOptions, scope = 'global') {
      this.scope = scope;
    }

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      const now = clock.now().getTime();
      hitRateWindow(db, `http:${this.scope}:${key}`, timeWindow, now).then(
        ({ count, windowStartedAt }) => callback(null, { current: count, ttl: Math.max(0, windowStartedAt + timeWindow - now) }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: { method: string | string[]; url: string }): FastifyRateLimitStore {
      return new DatabaseStore({}, `${[routeOptions.method].flat().join(',')} ${routeOptions.url}`);
    }
  }
  return DatabaseStore;
}
