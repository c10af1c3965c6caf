import type { ZonedDate } from '@greenroom/core';
import { checkEndTimeUpdate, checkNewSpace, endBeforeStart, usageSeconds, visibleSkins, worldRepairItem } from '@greenroom/core/rules';
import { Type } from 'typebox';
import { access, inBody, inQuery } from '../auth/access';
import { callerOf } from '../auth/guard';
import { newId } from '../lib/tokens';
import { fromJson, toJson } from '../db/json';
import { recordAudit } from '../domain/audit';
import { invalidateBookingCaches } from '../domain/bookings';
import { listSpaceSummaries, loadSpace } from '../domain/spaces';
import { itemColumns, itemFromRow } from '../domain/skins';
import { badRequest, notFound } from '../http/errors';
import {
  ErrorAnswer,
  Id,
  InvalidSpaceRecord,
  Name,
  SkinValueInput,
  Space,
  SpaceSummary,
  Usage,
  ZonedDateInput,
  strict,
} from '../http/schemas';
import type { RouteModule } from './types';

/** Spaces: list, create from a world, get, usage, and the admin maintenance calls. */
export const spaceRoutes: RouteModule = async (app, { ctx }) => {
  app.get(
    '/spaces/all/admin',
    {
      config: { access: access.admin() },
      schema: { tags: ['spaces'], summary: 'Every space with its bookings and dates, sorted by name', response: { 200: Type.Array(SpaceSummary) } },
    },
    async () => listSpaceSummaries(ctx.db),
  );

  app.post(
    '/space',
    {
      config: { access: access.admin(inBody('project', 'projectID'), inBody('world', 'worldID')) },
      schema: {
        tags: ['spaces'],
        summary: "Create a space from a world (copies the world's skins); runs 00:01 on the start day to 23:59 on the end day in the chosen zone",
        body: strict({
          spaceName: Name,
          projectID: Id,
          defaultVideoServer: Type.String({ maxLength: 500 }),
          defaultVideoServerAppID: Type.String({ maxLength: 200 }),
          defaultGameServer: Type.String({ maxLength: 500 }),
          defaultGamePort: Type.Union([Type.Integer({ minimum: 1, maximum: 65535 }), Type.String({ maxLength: 5 })]),
          startDate: ZonedDateInput,
          endDate: ZonedDateInput,
          worldID: Id,
        }),
        response: { 201: Space, 400: ErrorAnswer, 404: ErrorAnswer },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const checked = checkNewSpace(body);
      if (!checked.ok) throw badRequest(checked.fieldErrors);
      const { fields } = checked;
      const spaceID = newId();
      const now = ctx.clock.now().getTime();
      await ctx.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('spaces')
          .values({
            space_id: spaceID,
            project_id: body.projectID,
            world_id: body.worldID,
            space_name: fields.spaceName,
            start_date: toJson(fields.startDate),
            end_date: toJson(fields.endDate),
            maximum_user_hours: fields.maximumUserHours,
            default_video_server: fields.defaultVideoServer,
            default_video_server_app_id: fields.defaultVideoServerAppID,
            default_game_server: fields.defaultGameServer,
            default_game_port: fields.defaultGamePort,
            created_at: now,
            updated_at: now,
          })
          .execute();
        const items = await trx.selectFrom('world_skin_items').selectAll().where('world_id', '=', body.worldID).execute();
        for (const item of items) {
          const { world_id: _world, ...columns } = item;
          await trx.insertInto('space_skin_items').values({ ...columns, space_id: spaceID, updated_at: now }).execute();
        }
        const after = { spaceID, spaceName: fields.spaceName, projectID: body.projectID, worldID: body.worldID, startDate: fields.startDate, endDate: fields.endDate };
        await recordAudit(trx, { producerID: callerOf(request).producerID, action: 'space.create', target: spaceID, before: null, after, at: now });
      });
      const created = await loadSpace(ctx.db, spaceID);
      if (!created) throw notFound('Space');
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/space',
    {
      config: { access: access.signedIn(inQuery('space', 'spaceID'), inQuery('producer', 'producerID', { optional: true })) },
      schema: {
        tags: ['spaces'],
        summary: 'One space with its project, bookings, presentations and skins',
        querystring: Type.Object({ spaceID: Id, producerID: Type.Optional(Type.String({ maxLength: 100 })) }),
        response: { 200: Space, 404: ErrorAnswer },
      },
    },
    async (request) => {
      const space = await loadSpace(ctx.db, request.query.spaceID);
      if (!space) throw notFound('Space');
      return visibleSkins(space, callerOf(request).role);
    },
  );

  app.get(
    '/space/usage',
    {
      config: { access: access.signedIn(inQuery('space', 'spaceID')) },
      schema: {
        tags: ['spaces'],
        summary: "Seconds spent in the space's rooms over all attendance records (open ones counted up to now)",
        querystring: Type.Object({ spaceID: Id }),
        response: { 200: Usage, 404: ErrorAnswer },
      },
    },
    async (request) => {
      const rows = await ctx.db
        .selectFrom('attendance_records')
        .select(['start_time', 'end_time'])
        .where('space_id', '=', request.query.spaceID)
        .execute();
      const stays = rows.map((r) => ({ startTime: r.start_time, endTime: r.end_time }));
      return { usageSeconds: usageSeconds(stays, ctx.clock.now().getTime()) };
    },
  );

  app.get(
    '/space-worlds-admin',
    {
      config: { access: access.admin() },
      schema: {
        tags: ['spaces'],
        summary: "Compare each space's worldSkin with its world: properties the world lacks (invalidSpaces) and properties the space lacks (invalidWorlds)",
        response: { 200: Type.Object({ invalidSpaces: Type.Array(InvalidSpaceRecord), invalidWorlds: Type.Array(InvalidSpaceRecord) }) },
      },
    },
    async () => {
      const [spaces, worlds, spaceItems, worldItems] = await Promise.all([
        ctx.db.selectFrom('spaces').select(['space_id', 'space_name', 'world_id']).orderBy('space_name').execute(),
        ctx.db.selectFrom('worlds').select(['world_id', 'name']).execute(),
        ctx.db.selectFrom('space_skin_items').select(['space_id', 'property']).where('skin_group', '=', 'worldSkin').execute(),
        ctx.db.selectFrom('world_skin_items').select(['world_id', 'property']).where('skin_group', '=', 'worldSkin').execute(),
      ]);
      const worldNames = new Map(worlds.map((w) => [w.world_id, w.name]));
      const propertiesOf = <K extends string>(rows: ({ property: string } & Record<K, string>)[], key: K) => {
        const map = new Map<string, Set<string>>();
        for (const row of rows) map.set(row[key], (map.get(row[key]) ?? new Set()).add(row.property));
        return map;
      };
      const spaceProps = propertiesOf(spaceItems, 'space_id');
      const worldProps = propertiesOf(worldItems, 'world_id');
      const invalidSpaces = [];
      const invalidWorlds = [];
      for (const space of spaces) {
        const mine = spaceProps.get(space.space_id) ?? new Set<string>();
        const template = worldProps.get(space.world_id) ?? new Set<string>();
        const record = (propertyName: string) => ({
          spaceID: space.space_id,
          spaceName: space.space_name,
          worldName: worldNames.get(space.world_id) ?? '',
          propertyName,
          worldID: space.world_id,
        });
        for (const property of [...mine].sort()) if (!template.has(property)) invalidSpaces.push(record(property));
        for (const property of [...template].sort()) if (!mine.has(property)) invalidWorlds.push(record(property));
      }
      return { invalidSpaces, invalidWorlds };
    },
  );

  app.put(
    '/skin/world/repair',
    {
      config: { access: access.admin(inBody('space', 'spaceID')) },
      schema: {
        tags: ['spaces'],
        summary: "Copy the world's worldSkin item (with the world's value) into the space",
        body: strict({ spaceID: Id, property: Type.String({ minLength: 1, maxLength: 100 }), value: Type.Optional(SkinValueInput) }),
        response: { 204: Type.Null(), 404: ErrorAnswer },
      },
    },
    async (request, reply) => {
      const { spaceID, property } = request.body;
      const space = await ctx.db.selectFrom('spaces').select('world_id').where('space_id', '=', spaceID).executeTakeFirstOrThrow();
      const worldItem = await ctx.db
        .selectFrom('world_skin_items')
        .selectAll()
        .where('world_id', '=', space.world_id)
        .where('skin_group', '=', 'worldSkin')
        .where('property', '=', property)
        .executeTakeFirst();
      const item = worldRepairItem(worldItem && itemFromRow(worldItem));
      if (!item) throw notFound('World property');
      const now = ctx.clock.now().getTime();
      await ctx.db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom('space_skin_items')
          .selectAll()
          .where('space_id', '=', spaceID)
          .where('skin_group', '=', 'worldSkin')
          .where('property', '=', property)
          .executeTakeFirst();
        const before = current ? itemFromRow(current) : null;
        await recordAudit(trx, { producerID: callerOf(request).producerID, action: 'space.worldRepair', target: spaceID, before, after: item, at: now });
        await trx
          .deleteFrom('space_skin_items')
          .where('space_id', '=', spaceID)
          .where('skin_group', '=', 'worldSkin')
          .where('property', '=', property)
          .execute();
        await trx.insertInto('space_skin_items').values({ ...itemColumns('worldSkin', item), space_id: spaceID, updated_at: now }).execute();
        await invalidateBookingCaches(trx, { spaceID });
      });
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/spaces-endtime-update-admin',
    {
      config: { access: access.admin(inBody('space', 'spaceIDArr', { many: true })) },
      schema: {
        tags: ['spaces'],
        summary: 'Set the end of each listed space to 23:59:59 America/Chicago on the day of endTime (all or none)',
        body: strict({
          // Empty list and blank date are the rule's to answer (with the spec's texts), not the schema's.
          spaceIDArr: Type.Array(Id, { maxItems: 1000, uniqueItems: true }),
          endTime: Type.String({ maxLength: 40 }),
        }),
        response: { 204: Type.Null(), 400: ErrorAnswer, 404: ErrorAnswer },
      },
    },
    async (request, reply) => {
      const checked = checkEndTimeUpdate(request.body);
      if (!checked.ok) throw badRequest(checked.fieldErrors);
      const end = checked.endDate;
      const now = ctx.clock.now().getTime();
      await ctx.db.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom('spaces')
          .select(['space_id', 'space_name', 'start_date', 'end_date'])
          .where('space_id', 'in', request.body.spaceIDArr)
          .execute();
        const before = rows.map((row) => ({ spaceID: row.space_id, endDate: fromJson<ZonedDate>(row.end_date) }));
        const after = before.map(({ spaceID, endDate }) => ({ spaceID, endDate: { date: end, timezone: endDate.timezone } }));
        const target = request.body.spaceIDArr.join(',');
        await recordAudit(trx, { producerID: callerOf(request).producerID, action: 'space.endTime', target, before, after, at: now });
        for (const row of rows) {
          const problem = endBeforeStart(fromJson<ZonedDate>(row.start_date), end, row.space_name);
          if (problem) throw badRequest({ endTime: problem });
          const timezone = fromJson<ZonedDate>(row.end_date).timezone;
          await trx
            .updateTable('spaces')
            .set({ end_date: toJson({ date: end, timezone }), updated_at: now })
            .where('space_id', '=', row.space_id)
            .execute();
        }
      });
      return reply.status(204).send(null);
    },
  );
};
