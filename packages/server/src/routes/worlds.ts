import type { World as WorldEntity } from '@greenroom/core';
import { sortByName } from '@greenroom/core/rules';
import { Type } from 'typebox';
import { access } from '../auth/access';
import { groupsFromRows } from '../domain/skins';
import { World } from '../http/schemas';
import type { RouteModule } from './types';

/** Worlds: the templates of skin items that spaces are created from. */
export const worldRoutes: RouteModule = async (app, { ctx }) => {
  app.get(
    '/worlds/all/admin',
    {
      config: { access: access.admin() },
      schema: { tags: ['worlds'], summary: 'Every world with its skin catalogue, sorted by name', response: { 200: Type.Array(World) } },
    },
    async () => {
      const [worlds, items] = await Promise.all([
        ctx.db.selectFrom('worlds').selectAll().execute(),
        ctx.db.selectFrom('world_skin_items').selectAll().execute(),
      ]);
      return sortByName(worlds, (world) => world.name).map((world): WorldEntity => {
        const groups = groupsFromRows(items.filter((item) => item.world_id === world.world_id));
        return { worldID: world.world_id, name: world.name, ...groups };
      });
    },
  );
};
