import type { Calendar as CalendarEntity } from '@greenroom/core';
import { CALENDAR_NAME_MAX_LENGTH, validateCalendarName } from '@greenroom/core/rules';
import { Type } from 'typebox';
import { access, inBody, inQuery } from '../../platform/auth/access';
import { newId } from '../../platform/lib/tokens';
import { generateLoginCode } from '../../platform/lib/loginCode';
import { deleteCalendar, insertCalendar, loadCalendars, renameCalendar, replaceCalendarCode } from '../store/calendars';
import { badRequest, notFound } from '../../platform/http/errors';
import { Calendar } from '../schemas';
import { ErrorAnswer, Id, singleLine, strict, VersionInput } from '../../platform/http/schemas';
import { assertVersion, staleWrite } from '../../platform/http/staleWrites';
import { sendJsonString } from '../../platform/http/replies';
import type { RouteModule } from '../../platform/routeModule';

// The rule counts characters after trimming; the schema only caps the raw text (spaces, surrogate pairs).
const CalendarName = singleLine({ maxLength: 4 * CALENDAR_NAME_MAX_LENGTH, description: `At most ${CALENDAR_NAME_MAX_LENGTH} characters after trimming` });

/** The trimmed name, or 400 with the rule's message (Required, at most 100 characters). */
function checkedName(name: string): string {
  const error = validateCalendarName(name);
  if (error) throw badRequest({ calendarName: error });
  return name.trim();
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
      const calendar = { calendarID: newId(), spaceID: request.body.spaceID, calendarName: checkedName(request.body.calendarName), loginCode: generateLoginCode() };
      await insertCalendar(ctx.db, { ...calendar, now: ctx.clock.now().getTime() });
      return reply.status(201).send(await one(calendar.calendarID));
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
        summary: "Rename a calendar read at `version` (412 when stale; its bookings follow the bookings' calendarID; the list sent is not stored)",
        body: strict({ spaceID: Id, calendarID: Id, calendarName: CalendarName, bookings: Type.Array(Id, { maxItems: 5000 }), version: Type.Optional(VersionInput) }),
        response: { 200: Calendar, 400: ErrorAnswer, 404: ErrorAnswer, 412: ErrorAnswer },
      },
    },
    async (request) => {
      const { calendarID, calendarName, version } = request.body;
      assertVersion(await one(calendarID), version);
      if (!(await renameCalendar(ctx.db, calendarID, checkedName(calendarName), version))) throw version === undefined ? notFound('Calendar') : staleWrite();
      return one(calendarID);
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
      await deleteCalendar(ctx.db, request.query.calendarID);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/calendar/login/regenerate',
    {
      config: { access: access.signedIn(inBody('calendar', 'calendarID')) },
      schema: {
        tags: ['calendars'],
        summary: 'Replace the login code of a calendar (the old feed address stops working); answers the new code',
        body: strict({ calendarID: Id }),
        // docs/reference/portal.md §7: "response data is the new loginCode", as the registration and presenter regenerates answer it.
        response: { 200: Type.String({ description: 'The new code, JSON-encoded' }), 404: ErrorAnswer },
      },
    },
    async (request, reply) => {
      const loginCode = generateLoginCode();
      await replaceCalendarCode(ctx.db, request.body.calendarID, loginCode);
      return sendJsonString(reply, loginCode);
    },
  );

  app.get(
    '/calendars',
    {
      config: { access: access.signedIn(inQuery('space', 'spaceID')) },
      schema: {
        tags: ['calendars'],
        summary: 'Calendars of a space sorted by name ([] when there are none)',
        querystring: Type.Object({ spaceID: Id }),
        response: { 200: Type.Array(Calendar), 404: ErrorAnswer },
      },
    },
    async (request) => loadCalendars(ctx.db, { spaceID: request.query.spaceID }),
  );
};
