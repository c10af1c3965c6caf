import type { FastifyReply } from 'fastify';
import type { IssuedSession } from '../platform/auth/store/userPool';
import type { Clock } from '../platform/clock';

/** Name, path and lifetime of the refresh-token cookie (see the auth/HTTP contract). */
export const REFRESH_COOKIE = 'gr_refresh';
const COOKIE_PATH = '/api/auth';

/** Sets and clears the refresh cookie of one server (secure when its public address is https). */
export interface RefreshCookie {
  set(reply: FastifyReply, issued: IssuedSession): void;
  clear(reply: FastifyReply): void;
}

/**
 * The refresh cookie as every sign-in sets it: httpOnly, SameSite=Strict, path /api/auth, living
 * as long as the refresh token.
 * @example
 * const cookie = refreshCookie(ctx.config.publicUrl, ctx.clock);
 * cookie.set(reply, await ctx.userPool.completeNewPassword(body));
 */
export function refreshCookie(publicUrl: string, clock: Clock): RefreshCookie {
  const secure = publicUrl.startsWith('https:');
  return {
    set(reply, issued) {
      const maxAge = Math.max(0, Math.floor((issued.refreshExpiresAt - clock.now().getTime()) / 1000));
      reply.setCookie(REFRESH_COOKIE, issued.refreshToken, { httpOnly: true, sameSite: 'strict', path: COOKIE_PATH, maxAge, secure });
    },
    clear(reply) {
      reply.clearCookie(REFRESH_COOKIE, { httpOnly: true, sameSite: 'strict', path: COOKIE_PATH, secure });
    },
  };
}
