import { CHICAGO_TIMEZONE, wallTimeToEpochMs } from '@greenroom/core/rules';
import { Type } from 'typebox';
import { access } from '../../platform/auth/access';
import { insertSystemCheck, systemChecksOn } from '../store';
import { badRequest } from '../../platform/http/errors';
import { ErrorAnswer, Line, MultiLineText, strict } from '../../platform/http/schemas';
import { SystemCheck, SystemCheckDataInput } from '../schemas';
import type { RouteModule } from '../../platform/routeModule';

/** System checks: recorded by guests' browsers (public, size- and rate-limited), listed by America/Chicago day. */
export const systemCheckRoutes: RouteModule = async (app, { ctx, systemCheckRateLimit }) => {
  app.post(
    '/system-check',
    {
      bodyLimit: 16 * 1024,
      config: {
        access: access.public(),
        rateLimit: { max: systemCheckRateLimit, timeWindow: 60_000 },
      },
      schema: {
        tags: ['system checks'],
        summary: "Record a guest's system check (no sign-in; at most 16 KB, rate-limited per address)",
        body: strict({
          firstName: Line(50),
          lastName: Line(50),
          comment: MultiLineText(2000),
          data: SystemCheckDataInput,
        }),
        response: { 201: Type.Object({ systemCheckID: Type.String() }), 400: ErrorAnswer, 413: ErrorAnswer, 429: ErrorAnswer },
      },
    },
    async (request, reply) => {
      const systemCheckID = await insertSystemCheck(ctx.db, request.body, ctx.clock.now().getTime());
      return reply.status(201).send({ systemCheckID });
    },
  );

  app.get(
    '/system-check',
    {
      config: { access: access.admin() },
      schema: {
        tags: ['system checks'],
        summary: 'System checks recorded on a day in America/Chicago, oldest first ([] when there are none)',
        querystring: Type.Object({ dateString: Line(10) }),
        response: { 200: Type.Array(SystemCheck), 400: ErrorAnswer },
      },
    },
    async (request) => {
      const day = request.query.dateString.trim();
      if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || wallTimeToEpochMs(`${day} 12:00`, CHICAGO_TIMEZONE) === null) {
        throw badRequest({ dateString: 'Use a date as YYYY-MM-DD' });
      }
      return systemChecksOn(ctx.db, day);
    },
  );
};
