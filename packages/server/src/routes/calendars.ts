import type { Calendar as CalendarEntity } from '@greenroom/core';
import { requireName, sortByName } from '@greenroom/core/rules';
import type { Kysely } from 'kysely';
import { Type } from 'typebox';
import { access, inBody, inQuery } from '../auth/access';
import { newId } from '../lib/tokens';
import { generateLoginCode } from '../lib/loginCode';
import type { Database } from '../db/types';
import { ApiError, badRequest, notFound } from '../http/errors';
import { Calendar, ErrorAnswer, Id, strict } from '../http/schemas';
import type { RouteModule } from './types';

const CalendarName = Type.String({ maxLength: 100 });

async function loadCalendars(db: Kysely<Database>, where: { calendarID: string } | { spaceID: string }): Promise<CalendarEntity[]> {
  let query = db.selectFrom('calendars').selectAll();
  query = 'calendarID' in where ? query.where('calendar_id', '=', where.calendarID) : query.where('space_id', '=', where.spaceID);
  const calendars = await query.execute();
  if (calendars.length === 0) return [];
  const bookings = await db
    .selectFrom('bookings')
    .select(['booking_id', 'calendar_id'])
    .where('calendar_id', 'in', calendars.map((c) => c.calendar_id))
    .orderBy('start_value')
    .execute();
  const found = calendars.map((c) => ({
    calendarID: c.calendar_id,
    calendarName: c.calendar_name,
    loginCode: c.login_code,
    bookings: bookings.filter((b) => b.calendar_id === c.calendar_id).map((b) => b.booking_id),
    spaceID: c.space_id,
  }));
  return sortByName(found, (c) => c.calendarName);
}

function requiredName(name: string): string {
  const checked = requireName(name);
  if (!checked.ok) throw badRequest({ calendarName: checked.error });
  return checked.name;
}

/** Calendars of a space. A calendar's bookings are the bookings whose calendarID names it. */
export const calendarRoutes: RouteModule = async (app, { ctx }) => {
  async function one(calendarID: string): Promise<CalendarEntity> {
    const [calendar] = await loadCalendars(ctx.db, { calendarID });
    if (!calendar) throw notFound('Calendar');
    return calendar;
  }

  app.post(
    '/calendar',
    {
      config: { access: access.signedIn(inBody('space', 'spaceID')) },
      schema: {
        tags: ['calendars'],
        summary: 'Create a calendar (with a fresh login code for its feed)',
        body: strict({ calendarName: CalendarName, spaceID: Id }),
        response: { 201: Calendar, 400: ErrorAnswer, 404: ErrorAnswer },
      },
    },
    async (request, reply) => {
      const calendarID = newId();
      await ctx.db
        .insertInto('calendars')
        .values({
          calendar_id: calendarID,
          space_id: request.body.spaceID,
          calendar_name: requiredName(request.body.calendarName),
          login_code: generateLoginCode(),
          created_at: ctx.clock.now().getTime(),
        })
        .execute();
      return reply.status(201).send(await one(calendarID));
    },
  );

  app.get(
    '/calendar',
    {
      config: { access: access.signedIn(inQuery('calendar', 'calendarID')) },
      schema: {
        tags: ['calendars'],
        summary: 'One calendar',
        querystring: Type.Object({ calendarID: Id }),
        response: { 200: Calendar, 404: ErrorAnswer },
      },
    },
    async (request) => one(request.query.calendarID),
  );

  app.put(
    '/calendar',
    {
      config: { access: access.signedIn(inBody('space', 'spaceID'), inBody('calendar', 'calendarID')) },
      schema: {
        tags: ['calendars'],
        summary: "Rename a calendar (its bookings follow the bookings' calendarID; the list sent is not stored)",
        body: strict({ spaceID: Id, calendarID: Id, calendarName: CalendarName, bookings: Type.Array(Id, { maxItems: 5000 }) }),
        response: { 200: Calendar, 400: ErrorAnswer, 404: ErrorAnswer },
      },
    },
    async (request) => {
      await ctx.db
        .updateTable('calendars')
        .set({ calendar_name: requiredName(request.body.calendarName) })
        .where('calendar_id', '=', request.body.calendarID)
        .execute();
      return one(request.body.calendarID);
    },
  );

  app.delete(
    '/calendar',
    {
      config: { access: access.signedIn(inQuery('space', 'spaceID'), inQuery('calendar', 'calendarID')) },
      schema: {
        tags: ['calendars'],
        summary: 'Delete a calendar; its bookings keep running without a calendar',
        querystring: Type.Object({ spaceID: Id, calendarID: Id }),
        response: { 204: Type.Null(), 404: ErrorAnswer },
      },
    },
    async (request, reply) => {
      await ctx.db.transaction().execute(async (trx) => {
        await trx.updateTable('bookings').set({ calendar_id: null }).where('calendar_id', '=', request.query.calendarID).execute();
        await trx.deleteFrom('calendars').where('calendar_id', '=', request.query.calendarID).execute();
      });
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/calendar/login/regenerate',
    {
      config: { access: access.signedIn(inBody('calendar', 'calendarID')) },
      schema: {
        tags: ['calendars'],
        summary: 'Replace the login code of a calendar (the old feed address stops working)',
        body: strict({ calendarID: Id }),
        response: { 200: Type.Object({ loginCode: Type.String() }), 404: ErrorAnswer },
      },
    },
    async (request) => {
      const loginCode = generateLoginCode();
      await ctx.db.updateTable('calendars').set({ login_code: loginCode }).where('calendar_id', '=', request.body.calendarID).execute();
      return { loginCode };
    },
  );

  app.get(
    '/calendars',
    {
      config: { access: access.signedIn(inQuery('space', 'spaceID')) },
      schema: {
        tags: ['calendars'],
        summary: 'Calendars of a space sorted by name; 404 when there are none',
        querystring: Type.Object({ spaceID: Id }),
        response: { 200: Type.Array(Calendar), 404: ErrorAnswer },
      },
    },
    async (request) => {
      const calendars = await loadCalendars(ctx.db, { spaceID: request.query.spaceID });
      if (calendars.length === 0) throw new ApiError(404, 'No calendars found for this space.', { code: 'NotFound' });
      return calendars;
    },
  );
};
