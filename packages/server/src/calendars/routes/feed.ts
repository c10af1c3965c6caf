import { Type } from 'typebox';
import { access } from '../../platform/auth/access';
import { loadFeedSource } from '../store/feed';
import { notFound } from '../../platform/http/errors';
import { ErrorAnswer, singleLine, strict } from '../../platform/http/schemas';
import { buildCalendarFeed } from '../ical';
import type { RouteModule } from '../../platform/routeModule';

/** Requests per address per window accepted by the public feed route. @example CALENDAR_FEED_RATE_LIMIT.max // 60 a minute */
export const CALENDAR_FEED_RATE_LIMIT = { max: 60, timeWindow: 60_000 } as const;

const FEED_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/** The name written into the (never sent) feed of an unknown code, so both paths do the same work. */
const UNKNOWN_CALENDAR_NAME = 'Calendar';

/**
 * GET /api/ical/:loginCode: the calendar's bookings as an iCalendar (RFC 5545) feed, public so
 * calendar apps can subscribe to the calendar URL. An unknown (or regenerated-away) code answers
 * 404 after the same query and the same rendering as a known one, and the route is rate-limited
 * per address, so codes cannot be guessed cheaply or told apart by timing.
 * @example
 * await app.inject({ method: 'GET', url: `/api/ical/${calendar.loginCode}` }); // 200 text/calendar
 */
export const calendarFeedRoutes: RouteModule = async (app, { ctx }) => {
  app.get(
    '/ical/:loginCode',
    {
      schema: {
        summary: 'iCalendar feed of a calendar (the calendar URL)',
        tags: ['calendars'],
        params: strict({ loginCode: singleLine({ minLength: 1, maxLength: 200 }) }),
        response: {
          200: { content: { 'text/calendar': { schema: Type.String() } } },
          404: ErrorAnswer,
          429: ErrorAnswer,
        },
      },
      config: { access: access.public(), rateLimit: { ...CALENDAR_FEED_RATE_LIMIT } },
    },
    async (request, reply) => {
      // Unknown codes render a feed too, so both paths do the same work before answering.
      const source = await loadFeedSource(ctx.db, request.params.loginCode);
      const feed = buildCalendarFeed({
        name: source?.calendarName ?? UNKNOWN_CALENDAR_NAME,
        events: source?.events ?? [],
        nowMs: ctx.clock.now().getTime(),
      });
      if (!source) throw notFound('Calendar');

      return reply
        .header('content-type', FEED_CONTENT_TYPE)
        .header('cache-control', 'no-store')
        .header('content-disposition', 'inline; filename="calendar.ics"')
        .send(feed);
    },
  );
};
