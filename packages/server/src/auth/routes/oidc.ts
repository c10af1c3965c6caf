import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { access } from '../../platform/auth/access';
import { randomToken } from '../../platform/lib/tokens';
import type { RouteModule } from '../../platform/routeModule';
import { createOidcClient, oidcCallbackUrl } from '../oidc/client';
import { decideSsoSignIn, type SsoErrorCode } from '../oidc/decide';
import { OIDC_STATE_COOKIE, OIDC_STATE_LIFETIME_S, OIDC_STATE_PATH, openPendingSignIn, sealPendingSignIn } from '../oidc/stateCookie';
import { createSsoProducer, hasTemporaryPassword, producersWithEmail, readyForSso } from '../oidc/store';
import { refreshCookie } from '../refreshCookie';

/** Where a successful SSO sign-in lands: the portal restores the session from the refresh cookie once. */
export const SSO_SIGNED_IN_PATH = '/?signedIn=sso';

/**
 * Where a refused SSO sign-in lands: the sign-in screen, which turns the code into a message.
 * @example ssoErrorPath('domain') // '/?sso=domain'
 */
export function ssoErrorPath(code: SsoErrorCode): string {
  return `/?sso=${code}`;
}

const Redirect = Type.Null({ description: 'Redirect (Location header)' });
/** Sign-ins a person may start or finish per minute from one address. */
const PER_MINUTE = 30;

/**
 * Staff sign-in through the OpenID Connect provider of OIDC_* (registered by authRoutes only when
 * it is configured): GET /auth/oidc/start sends the browser to the provider with PKCE, state and
 * nonce (sealed in a 10-minute cookie); GET /auth/oidc/callback exchanges the code, checks the
 * verified e-mail address and its domain, finds (or creates) the producer and sets the refresh
 * cookie as a password sign-in does. Every refusal and failure redirects to `/?sso=<code>`.
 */
export const oidcRoutes: RouteModule = async (app, { ctx }) => {
  const config = ctx.config.oidc;
  if (!config) return;
  const oidc = createOidcClient(config, oidcCallbackUrl(ctx.config.publicUrl));
  const cookie = refreshCookie(ctx.config.publicUrl, ctx.clock);
  const secure = ctx.config.publicUrl.startsWith('https:');
  const stateCookie = { httpOnly: true, sameSite: 'lax' as const, path: OIDC_STATE_PATH, secure };
  const schema = (summary: string) => ({ tags: ['auth'], summary, response: { 302: Redirect } });

  const refuse = (request: FastifyRequest, reply: FastifyReply, code: SsoErrorCode, why: string) => {
    request.log.warn(`SSO sign-in refused (${code}): ${why}`);
    reply.clearCookie(OIDC_STATE_COOKIE, stateCookie);
    return reply.redirect(ssoErrorPath(code), 302);
  };

  app.get(
    '/auth/oidc/start',
    {
      config: { access: access.public(), rateLimit: { max: PER_MINUTE, timeWindow: 60_000 } },
      schema: schema('Staff sign-in: go to the OpenID Connect provider (authorization code flow with PKCE)'),
    },
    async (request, reply) => {
      try {
        const { url, pending } = await oidc.begin();
        const sealed = await sealPendingSignIn(await ctx.keys.jwt(), pending, ctx.clock.now());
        reply.setCookie(OIDC_STATE_COOKIE, sealed, { ...stateCookie, maxAge: OIDC_STATE_LIFETIME_S });
        return reply.redirect(url, 302);
      } catch (error) {
        return refuse(request, reply, 'failed', `the provider at ${config.issuer} could not be reached (${messageOf(error)})`);
      }
    },
  );

  app.get(
    '/auth/oidc/callback',
    {
      config: { access: access.public(), rateLimit: { max: PER_MINUTE, timeWindow: 60_000 } },
      schema: schema("The OpenID Connect provider's answer: sign in and go to the portal, or back to sign-in with ?sso=<code>"),
    },
    async (request, reply) => {
      const answer = new URL(request.url, ctx.config.publicUrl);
      const providerError = answer.searchParams.get('error');
      if (providerError !== null) return refuse(request, reply, 'denied', `the provider answered ${providerError.slice(0, 100)}`);
      const pending = await openPendingSignIn(await ctx.keys.jwt(), request.cookies[OIDC_STATE_COOKIE], ctx.clock.now());
      if (!pending) return refuse(request, reply, 'failed', 'no pending sign-in in this browser (expired, or started elsewhere)');

      let claims: Record<string, unknown>;
      try {
        // The redirect_uri sent to the token endpoint is this address without its query: build it from PUBLIC_URL.
        const callback = new URL(oidcCallbackUrl(ctx.config.publicUrl));
        callback.search = answer.search;
        claims = await oidc.finish(callback, pending);
      } catch (error) {
        return refuse(request, reply, 'failed', `the code exchange failed (${messageOf(error)})`);
      }

      const email = typeof claims.email === 'string' ? claims.email.trim() : '';
      const decision = decideSsoSignIn(claims, config, await producersWithEmail(ctx.db, email));
      if (decision.kind === 'refuse') return refuse(request, reply, decision.code, `${email || 'no e-mail address'} (subject ${String(claims.sub)})`);

      const now = ctx.clock.now().getTime();
      let producerID: string;
      if (decision.kind === 'create') {
        const { email: address, firstName, lastName } = decision;
        const created = await createSsoProducer(ctx.db, { email: address, firstName, lastName, passwordHash: await ctx.userPool.hash(randomToken()) }, now);
        if (created === null) return refuse(request, reply, 'conflict', `${email} is already another producer's username`);
        producerID = created;
      } else {
        producerID = decision.producerID;
      }
      // A temporary password nobody changed stops working: the producer signs in by SSO now.
      const passwordHash = (await hasTemporaryPassword(ctx.db, producerID)) ? await ctx.userPool.hash(randomToken()) : null;
      const ready = await readyForSso(ctx.db, producerID, decision.role, passwordHash, now);
      if (!ready) return refuse(request, reply, 'failed', `producer ${producerID} disappeared during sign-in`);
      if (ready.previousRole !== ready.user.role) {
        request.log.warn(`SSO sign-in of ${email}: role ${ready.previousRole} → ${ready.user.role} (OIDC_ROLE_CLAIM ${config.adminMapping?.claim})`);
      }

      cookie.set(reply, await ctx.userPool.issueSessionFor(ready.user));
      reply.clearCookie(OIDC_STATE_COOKIE, stateCookie);
      return reply.redirect(SSO_SIGNED_IN_PATH, 302);
    },
  );
};

function messageOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 200);
}
