import { ERROR_CODES } from '@greenroom/core/rules';
import { Type } from 'typebox';
import { access } from '../../platform/auth/access';
import { isDatabaseReachable } from '../../platform/db/open';
import { ApiError } from '../../platform/http/errors';
import type { RouteModule } from '../../platform/routeModule';
import { SERVER_VERSION } from '../../platform/version';

const Links = Type.Object({
  intake: Type.String(),
  mobileHybrid: Type.String(),
  photoAlbum: Type.String(),
  qaDisplay: Type.String(),
  signUp: Type.String(),
  attendeeJoin: Type.String(),
  bridge: Type.String(),
  calendar: Type.String(),
});

/** Present when staff sign-in through an OpenID Connect provider is configured (OIDC_*). */
const Sso = Type.Object({
  /** OIDC_LABEL; without it the portal shows its own 'SIGN IN WITH SSO' (translated). */
  label: Type.Optional(Type.String()),
  /** Where the sign-in button goes (the server's /api/auth/oidc/start). */
  startUrl: Type.String(),
});

/** Health, public configuration for the host, and the OpenAPI document. */
export const systemRoutes: RouteModule = async (app, { ctx }) => {
  app.get(
    '/health',
    {
      config: { access: access.public() },
      schema: {
        summary: 'Liveness: 200 with the version when the database is reachable, 503 otherwise (readiness: GET /api/ready)',
        response: { 200: Type.Object({ status: Type.Literal('ok'), version: Type.String() }) },
      },
    },
    async () => {
      if (!(await isDatabaseReachable(ctx.db))) throw new ApiError(503, 'The database is not reachable', { code: ERROR_CODES.unavailable });
      return { status: 'ok' as const, version: SERVER_VERSION };
    },
  );

  app.get(
    '/config',
    {
      config: { access: access.public() },
      schema: {
        summary: 'Public configuration for the host app: product name, link hosts and, when configured, staff sign-in (SSO)',
        response: { 200: Type.Object({ productName: Type.String(), links: Links, sso: Type.Optional(Sso) }) },
      },
    },
    async () => {
      const { oidc } = ctx.config;
      const sso = oidc && { ...(oidc.label === undefined ? {} : { label: oidc.label }), startUrl: '/api/auth/oidc/start' };
      return { productName: ctx.config.productName, links: ctx.config.links, ...(sso ? { sso } : {}) };
    },
  );

  app.get(
    '/docs',
    { config: { access: access.public() }, schema: { hide: true } },
    async () => app.swagger(),
  );
};
