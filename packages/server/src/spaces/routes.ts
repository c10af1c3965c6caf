import { checkEndTimeUpdate, checkNewSpace, endBeforeStart, FIRST_VERSION, nextVersion, usageSeconds, visibleSkins, worldRepairItem } from '@greenroom/core/rules';
import { Type } from 'typebox';
import { access, inBody, inQuery } from '../platform/auth/access';
import { callerOf } from '../platform/auth/guard';
import { newId } from '../platform/lib/tokens';
import { recordAudit } from '../audit/store';
import { invalidateBookingCaches } from '../bookings/store/bookingRows';
import { replaceSpaceSkinItem, spaceSkinRow } from '../branding/store/skinItems';
import { itemFromRow } from '../branding/store/skins';
import { listSpaceSummaries, loadSpace, spaceStays } from './store/spaces';
import { insertSpaceFromWorld, setSpaceEnd, spaceDates } from './store/spaceWrites';
import { spaceWorldReport, spaceWorldSkinItem } from './store/spaceWorlds';
import { badRequest, notFound } from '../platform/http/errors';
import { SkinValueInput } from '../branding/schemas';
import { ErrorAnswer, Id, IsoDateOrDateTime, Line, Name, Usage, ZonedDateInput, singleLine, strict } from '../platform/http/schemas';
import { InvalidSpaceRecord, Space, SpaceSummary } from './schemas';
import type { RouteModule } from '../platform/routeModule';

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
          defaultVideoServer: Line(500),
          defaultVideoServerAppID: Line(200),
          defaultGameServer: Line(500),
          defaultGamePort: Type.Union([Type.Integer({ minimum: 1, maximum: 65535 }), Line(5)]),
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
        await insertSpaceFromWorld(trx, { spaceID, projectID: body.projectID, worldID: body.worldID, fields, now });
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
        querystring: Type.Object({ spaceID: Id, producerID: Type.Optional(Line(100)) }),
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
      const stays = await spaceStays(ctx.db, request.query.spaceID);
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
    async () => spaceWorldReport(ctx.db),
  );

  app.put(
    '/skin/world/repair',
    {
      config: { access: access.admin(inBody('space', 'spaceID')) },
      schema: {
        tags: ['spaces'],
        summary: "Copy the world's worldSkin item (with the world's value) into the space",
        body: strict({ spaceID: Id, property: singleLine({ minLength: 1, maxLength: 100 }), value: Type.Optional(SkinValueInput) }),
        response: { 204: Type.Null(), 404: ErrorAnswer },
      },
    },
    async (request, reply) => {
      const { spaceID, property } = request.body;
      const item = worldRepairItem(await spaceWorldSkinItem(ctx.db, spaceID, property));
      if (!item) throw notFound('World property');
      const now = ctx.clock.now().getTime();
      await ctx.db.transaction().execute(async (trx) => {
        const current = await spaceSkinRow(trx, { spaceID, group: 'worldSkin', property });
        const before = current ? itemFromRow(current) : null;
        await recordAudit(trx, { producerID: callerOf(request).producerID, action: 'space.worldRepair', target: spaceID, before, after: item, at: now });
        // The repair changes what the Branding tab shows: the item moves on a version.
        await replaceSpaceSkinItem(trx, spaceID, 'worldSkin', { ...item, version: current ? nextVersion(current) : FIRST_VERSION }, now);
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
          endTime: Type.Union([Type.String({ maxLength: 40, pattern: '^\\s*$' }), IsoDateOrDateTime]),
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
        const spaces = await spaceDates(trx, request.body.spaceIDArr);
        const before = spaces.map(({ spaceID, endDate }) => ({ spaceID, endDate }));
        const after = before.map(({ spaceID, endDate }) => ({ spaceID, endDate: { date: end, timezone: endDate.timezone } }));
        const target = request.body.spaceIDArr.join(',');
        await recordAudit(trx, { producerID: callerOf(request).producerID, action: 'space.endTime', target, before, after, at: now });
        for (const space of spaces) {
          const problem = endBeforeStart(space.startDate, end, space.spaceName);
          if (problem) throw badRequest({ endTime: problem });
          await setSpaceEnd(trx, space.spaceID, { date: end, timezone: space.endDate.timezone }, now);
        }
      });
      return reply.status(204).send(null);
    },
  );
};
