import { ERROR_CODES } from '@greenroom/core/rules';
import { Type } from 'typebox';
import { access } from '../../platform/auth/access';
import { isDatabaseReachable } from '../../platform/db/open';
import { ApiError } from '../../platform/http/errors';
import type { RouteModule } from '../../platform/routeModule';

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

/** Health, public configuration for the host, and the OpenAPI document. */
export const systemRoutes: RouteModule = async (app, { ctx }) => {
  app.get(
    '/health',
    {
      config: { access: access.public() },
      schema: {
        summary: 'Answers 200 when the database is reachable, 503 otherwise',
        response: { 200: Type.Object({ status: Type.Literal('ok') }) },
      },
    },
    async () => {
      if (!(await isDatabaseReachable(ctx.db))) throw new ApiError(503, 'The database is not reachable', { code: ERROR_CODES.unavailable });
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/config',
    {
      config: { access: access.public() },
      schema: {
        summary: 'Public configuration for the host app: product name and link hosts',
        response: { 200: Type.Object({ productName: Type.String(), links: Links }) },
      },
    },
    async () => ({ productName: ctx.config.productName, links: ctx.config.links }),
  );

  app.get(
    '/docs',
    { config: { access: access.public() }, schema: { hide: true } },
    async () => app.swagger(),
  );
};
