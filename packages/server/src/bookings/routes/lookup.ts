import { checkUsageRepair, type UsageRepairRefusal } from '@greenroom/core/rules';
import { Type } from 'typebox';
import { access, inBody, inQuery } from '../../platform/auth/access';
import { callerOf } from '../../platform/auth/guard';
import { recordAudit } from '../../audit/store';
import { attendanceOfBooking, closeOpenStays, staysOfBooking } from '../../attendance/store';
import { loadBooking } from '../store/bookingRows';
import { ApiError, badRequest, notFound } from '../../platform/http/errors';
import { AttendanceRecord } from '../../attendance/schemas';
import { Booking } from '../schemas';
import { ErrorAnswer, Id, IsoDateTime, Line, strict } from '../../platform/http/schemas';
import type { RouteModule } from '../../platform/routeModule';

/** The HTTP answer of a refused usage repair. */
function repairRefusal(refusal: UsageRepairRefusal): ApiError {
  if (refusal.status === 400) return badRequest(refusal.fieldErrors);
  if (refusal.status === 404) return notFound(refusal.what);
  return new ApiError(409, refusal.message, { code: refusal.code });
}

/** A booking by id, its attendance records, and the usage repair of open records. */
export const bookingLookupRoutes: RouteModule = async (app, { ctx }) => {
  app.get(
    '/booking',
    {
      config: { access: access.signedIn(inQuery('booking', 'bookingID'), inQuery('producer', 'producerID', { optional: true })) },
      schema: {
        tags: ['bookings'],
        summary: 'One booking',
        querystring: Type.Object({ bookingID: Id, producerID: Type.Optional(Line(100)) }),
        response: { 200: Booking, 404: ErrorAnswer },
      },
    },
    async (request) => {
      const booking = await loadBooking(ctx.db, request.query.bookingID);
      if (!booking) throw notFound('Booking');
      return booking;
    },
  );

  app.get(
    '/attendees/list',
    {
      config: { access: access.signedIn(inQuery('booking', 'bookingID'), inQuery('space', 'spaceID')) },
      schema: {
        tags: ['attendance'],
        summary: "A booking's attendance records, oldest entry first ([] when there are none)",
        querystring: Type.Object({ bookingID: Id, spaceID: Id }),
        response: { 200: Type.Array(AttendanceRecord), 404: ErrorAnswer },
      },
    },
    async (request) => attendanceOfBooking(ctx.db, request.query.bookingID, ctx.clock.now().getTime()),
  );

  app.put(
    '/booking/usage/repair',
    {
      config: { access: access.admin(inBody('booking', 'bookingID')) },
      schema: {
        tags: ['attendance'],
        summary: 'Close the chosen open attendance records of a booking at endTime (all or none)',
        body: strict({
          attendees: Type.Array(Id, { minItems: 1, maxItems: 5000, uniqueItems: true }),
          endTime: IsoDateTime,
          bookingID: Id,
        }),
        response: { 204: Type.Null(), 400: ErrorAnswer, 404: ErrorAnswer, 409: ErrorAnswer },
      },
    },
    async (request, reply) => {
      const { attendees, bookingID } = request.body;
      await ctx.db.transaction().execute(async (trx) => {
        const records = await staysOfBooking(trx, bookingID, attendees);
        const checked = checkUsageRepair(request.body, records);
        if (!checked.ok) throw repairRefusal(checked);
        const before = records.map((r) => ({ attendeesID: r.attendeesID, endTime: null }));
        const after = records.map((r) => ({ attendeesID: r.attendeesID, endTime: new Date(checked.endMs).toISOString() }));
        const at = ctx.clock.now().getTime();
        await recordAudit(trx, { producerID: callerOf(request).producerID, action: 'usage.repair', target: bookingID, before, after, at });
        await closeOpenStays(trx, bookingID, attendees, checked.endMs, at);
      });
      return reply.status(204).send(null);
    },
  );
};
