import { Type } from 'typebox';
import { access } from '../auth/access';
import { fromJson } from '../db/json';
import { notFound } from '../http/errors';
import { ErrorAnswer, strict } from '../http/schemas';
import { buildCalendarFeed, type FeedEvent } from '../ical';
import type { RouteModule } from './types';

/** Requests per address per window accepted by the public feed route. @example CALENDAR_FEED_RATE_LIMIT.max // 60 a minute */
export const CALENDAR_FEED_RATE_LIMIT = { max: 60, timeWindow: 60_000 } as const;

const FEED_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/** The name written into the (never sent) feed of an unknown code, so both paths do the same work. */
const UNKNOWN_CALENDAR_NAME = 'Calendar';

interface StoredTime {
  timezone?: unknown;
}

function zoneOf(json: string): string {
  try {
    const { timezone } = fromJson<StoredTime>(json);
    return typeof timezone === 'string' ? timezone : 'UTC';
  } catch {
    return 'UTC';
  }
}

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
        params: strict({ loginCode: Type.String({ minLength: 1, maxLength: 200 }) }),
        response: {
          200: { content: { 'text/calendar': { schema: Type.String() } } },
          404: ErrorAnswer,
          429: ErrorAnswer,
        },
      },
      config: { access: access.public(), rateLimit: { ...CALENDAR_FEED_RATE_LIMIT } },
    },
    async (request, reply) => {
      const { loginCode } = request.params;
      // One query for known and unknown codes alike: the calendar with its bookings (no rows when
      // the code is unknown).
      const rows = await ctx.db
        .selectFrom('calendars')
        .leftJoin('bookings', 'bookings.calendar_id', 'calendars.calendar_id')
        .select([
          'calendars.calendar_name',
          'bookings.booking_id',
          'bookings.name',
          'bookings.start_time',
          'bookings.end_time',
          'bookings.start_value',
          'bookings.end_value',
          'bookings.version',
        ])
        .where('calendars.login_code', '=', loginCode)
        .execute();

      const events: FeedEvent[] = [];
      for (const row of rows) {
        if (row.booking_id === null || row.start_value === null || row.end_value === null) continue;
        events.push({
          uid: `${row.booking_id}@greenroom`,
          summary: row.name ?? '',
          start: { epochMs: Number(row.start_value), timezone: zoneOf(row.start_time ?? '') },
          end: { epochMs: Number(row.end_value), timezone: zoneOf(row.end_time ?? '') },
          sequence: Number(row.version ?? 0),
        });
      }
      const feed = buildCalendarFeed({
        name: rows[0]?.calendar_name ?? UNKNOWN_CALENDAR_NAME,
        events,
        nowMs: ctx.clock.now().getTime(),
      });
      if (rows.length === 0) throw notFound('Calendar');

      return reply
        .header('content-type', FEED_CONTENT_TYPE)
        .header('cache-control', 'no-store')
        .header('content-disposition', 'inline; filename="calendar.ics"')
        .send(feed);
    },
  );
};
