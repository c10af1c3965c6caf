import { Type } from 'typebox';
import { access } from '../platform/auth/access';
import { refuseCrossSite } from '../platform/http/crossSite';
import { ErrorAnswer, singleLine, strict } from '../platform/http/schemas';
import type { RouteModule } from '../platform/routeModule';
import { REFRESH_COOKIE, refreshCookie } from './refreshCookie';
import { oidcRoutes } from './routes/oidc';

export { REFRESH_COOKIE } from './refreshCookie';

const Session = Type.Object({
  idToken: Type.String(),
  producerID: Type.String(),
  username: Type.String(),
  role: Type.Number(),
  expiresAt: Type.Number(),
});
const SignedIn = Type.Object({ kind: Type.Literal('signedIn'), session: Session });
const Challenge = Type.Object({
  kind: Type.Literal('newPasswordRequired'),
  challenge: Type.Object({ session: Type.String(), username: Type.String() }),
});
const Username = singleLine({ maxLength: 254 });
const Password = singleLine({ maxLength: 256 });
const errors = { 400: ErrorAnswer, 401: ErrorAnswer, 403: ErrorAnswer, 429: ErrorAnswer };

/**
 * The user pool over HTTP: sign-in, challenge, forgot/confirm password, refresh, sign-out; and,
 * when OIDC_* is configured, staff sign-in through the OpenID Connect provider (routes/oidc.ts).
 */
export const authRoutes: RouteModule = async (app, options) => {
  const { ctx } = options;
  // The routes that set, rotate or clear the refresh cookie refuse other sites first (issue 32 §4).
  const sameSiteOnly = refuseCrossSite(ctx.config.publicUrl);
  const cookie = refreshCookie(ctx.config.publicUrl, ctx.clock);
  const setRefreshCookie = cookie.set;
  const clearRefreshCookie = cookie.clear;
  if (ctx.config.oidc) await app.register(oidcRoutes, options);

  app.post(
    '/auth/sign-in',
    {
      config: { access: access.public() },
      onRequest: sameSiteOnly,
      schema: {
        tags: ['auth'],
        summary: 'Sign in with username (or e-mail address) and password',
        body: strict({ username: Username, password: Password }),
        response: { 200: Type.Union([SignedIn, Challenge]), ...errors },
      },
    },
    async (request, reply) => {
      const outcome = await ctx.userPool.signIn(request.body.username, request.body.password, request.ip);
      if (outcome.kind === 'newPasswordRequired') return outcome;
      setRefreshCookie(reply, outcome);
      return { kind: 'signedIn' as const, session: outcome.session };
    },
  );

  app.post(
    '/auth/complete-new-password',
    {
      config: { access: access.public() },
      onRequest: sameSiteOnly,
      schema: {
        tags: ['auth'],
        summary: 'Answer the new-password challenge of a user with a temporary password',
        body: strict({
          session: singleLine({ maxLength: 200 }),
          firstName: singleLine({ maxLength: 50 }),
          lastName: singleLine({ maxLength: 50 }),
          password: Password,
        }),
        response: { 200: SignedIn, ...errors },
      },
    },
    async (request, reply) => {
      const issued = await ctx.userPool.completeNewPassword(request.body, request.ip);
      setRefreshCookie(reply, issued);
      return { kind: 'signedIn' as const, session: issued.session };
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      config: { access: access.public() },
      schema: {
        tags: ['auth'],
        summary: 'Mail a six-digit code (same answer whether or not the user exists)',
        body: strict({ username: Username }),
        response: { 200: Type.Object({}), ...errors },
      },
    },
    async (request) => {
      await ctx.userPool.forgotPassword(request.body.username, request.ip);
      return {};
    },
  );

  app.post(
    '/auth/confirm-password',
    {
      config: { access: access.public() },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the mailed code',
        body: strict({ username: Username, code: singleLine({ maxLength: 20 }), password: Password }),
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      await ctx.userPool.confirmPassword(request.body);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/refresh',
    {
      config: { access: access.public() },
      onRequest: sameSiteOnly,
      schema: {
        tags: ['auth'],
        summary: 'Exchange the refresh cookie for a new id token (the cookie is rotated)',
        response: { 200: Type.Object({ session: Session }), ...errors },
      },
    },
    async (request, reply) => {
      try {
        const issued = await ctx.userPool.refresh(request.cookies[REFRESH_COOKIE]);
        setRefreshCookie(reply, issued);
        return { session: issued.session };
      } catch (error) {
        clearRefreshCookie(reply);
        throw error;
      }
    },
  );

  app.post(
    '/auth/sign-out',
    {
      config: { access: access.public() },
      onRequest: sameSiteOnly,
      schema: { tags: ['auth'], summary: 'Revoke the refresh token and clear its cookie', response: { 204: Type.Null(), 403: ErrorAnswer } },
    },
    async (request, reply) => {
      await ctx.userPool.signOut(request.cookies[REFRESH_COOKIE]);
      clearRefreshCookie(reply);
      return reply.status(204).send(null);
    },
  );
};
