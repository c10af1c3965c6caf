import { Type } from 'typebox';
import { access } from '../../platform/auth/access';
import { loadWorlds } from '../store/worlds';
import { World } from '../schemas';
import type { RouteModule } from '../../platform/routeModule';

/** Worlds: the templates of skin items that spaces are created from. */
export const worldRoutes: RouteModule = async (app, { ctx }) => {
  app.get(
    '/worlds/all/admin',
    {
      config: { access: access.admin() },
      schema: { tags: ['worlds'], summary: 'Every world with its skin catalogue, sorted by name', response: { 200: Type.Array(World) } },
    },
    async () => loadWorlds(ctx.db),
  );
};
