import { GAME_SERVER_OPTIONS, VIDEO_SERVER_OPTIONS, bookingUpdateAudit, checkBookingRules, planBookingUpdate, type BookingPutBody as PutBody, newBooking, sameValue, usageSeconds, ERROR_CODES, STALE_BOOKING_REFUSAL } from '@greenroom/core/rules';
import type { Booking } from '@greenroom/core';
import { Type } from 'typebox';
import { access, inBody, inQuery } from '../../platform/auth/access';
import { recordAudit } from '../../audit/store';
import { assertBodyShape } from '../../platform/http/requestChecks';
import { callerOf } from '../../platform/auth/guard';
import { newId } from '../../platform/lib/tokens';
import { loadBookingAreaOptions } from '../areaOptions';
import { generateLoginCode } from '../../platform/lib/loginCode';
import { sendJsonString, sendJsonText } from '../../platform/http/replies';
import { BookingCreateBody, BookingIdBody, BookingPutBody, MobileHybridBody, QAQuestion, ServerOptionsAnswer } from '../schemas';
import { BookingListCache } from '../store/bookingListCache';
import { deleteBookingTree, spaceFacts } from '../store/spaceBookings';
import { type BookingCodeColumn, bookingStays, calendarInSpace, insertBooking, questionsOldestFirst, regenerateBookingCode, updateBookingAtVersion } from '../store/bookingWrites';
import { questionFromRow } from '../store/questions';
import { recordBookingEvent } from '../store/bookingEvents';
import { bookingColumns, invalidateBookingCaches, loadBooking, registrationCount } from '../store/bookingRows';
import { ApiError, badRequest, notFound, apiErrorOf } from '../../platform/http/errors';
import { Booking as BookingAnswer } from '../schemas';
import { ErrorAnswer, Id, Usage } from '../../platform/http/schemas';
import type { ServerContext } from '../../platform/context';
import type { RouteModule } from '../../platform/routeModule';
import { ensureGuestFlowTemplates } from '../guestFlow/guestFlowTemplates';
import { mailOutcomes, moveWaitlistUp } from '../guestFlow/transitions';

const stale = () => apiErrorOf(STALE_BOOKING_REFUSAL);

type Planned = Extract<ReturnType<typeof planBookingUpdate>, { ok: true }>['next'];

/**
 * Write the planned booking at the version it was read at (412 when stale), then check the rules
 * with the registration count taken under the row lock that update holds, so no registration slips
 * in between; a refusal rolls the write back.
 */
async function saveChecked(
  ctx: ServerContext,
  save: { stored: Booking; next: Planned; version: number; spaceWindow: { start: string; end: string }; superAdmin?: string },
): Promise<string[]> {
  const { stored, next } = save;
  return ctx.db.transaction().execute(async (trx) => {
    const written = await updateBookingAtVersion(trx, stored.bookingID, bookingColumns({ ...stored, ...next }), save.version, ctx.clock.now().getTime());
    if (!written) throw stale();
    const fieldErrors = checkBookingRules(next, { registrationCount: await registrationCount(trx, stored.bookingID), spaceWindow: save.spaceWindow, previous: stored });
    if (Object.keys(fieldErrors).length > 0) throw badRequest(fieldErrors as Record<string, string>);
    await invalidateBookingCaches(trx, { bookingID: stored.bookingID });
    await recordBookingEvent(trx, 'booking.updated', stored.bookingID, ctx.clock.now().getTime());
    // A super-admin's edit of a producer's booking is an admin change (issue 32 §11).
    if (save.superAdmin !== undefined) {
      const { before, after } = bookingUpdateAudit(stored, next);
      await recordAudit(trx, { producerID: save.superAdmin, action: 'booking.adminUpdate', target: stored.bookingID, before, after, at: ctx.clock.now().getTime() });
    }
    // A raised capacity frees places: the waitlist moves up in the same transaction (issue 27).
    return moveWaitlistUp(trx, stored.bookingID, ctx.clock.now().getTime());
  });
}

/**
 * Bookings of docs/reference/bookings.md §7: the space's list, create, whole-object update with the version
 * check, delete with everything under it, usage, Q&A, the three link regenerations, and the named
 * server options for super-admins. (GET /booking lives in bookingLookup.ts.)
 */
export const bookingRoutes: RouteModule = async (app, { ctx }) => {
  const area = loadBookingAreaOptions();
  const lists = new BookingListCache();

  /** The booking as the API answers it; 404 when it is gone. */
  async function found(bookingID: string): Promise<Booking> {
    const booking = await loadBooking(ctx.db, bookingID);
    if (!booking) throw notFound('Booking');
    return booking;
  }

  app.get(
    '/space/bookings/all',
    {
      config: { access: access.signedIn(inQuery('space', 'spaceID')) },
      schema: {
        tags: ['bookings'],
        summary: "A space's bookings, newest start first ([] when it has none)",
        querystring: Type.Object({ spaceID: Id }),
        response: { 200: Type.Array(BookingAnswer), 404: ErrorAnswer },
      },
    },
    async (request, reply) => {
      const json = await lists.read(ctx.db, request.query.spaceID);
      return sendJsonText(reply, json ?? '[]');
    },
  );

  app.post(
    '/booking',
    {
      config: { access: access.signedIn(inBody('space', 'spaceID')) },
      schema: {
        tags: ['bookings'],
        summary:
          'Create a booking with its login codes, the three system email templates and the default intake fields; answers the booking as a JSON string',
        body: BookingCreateBody,
        response: { 201: Type.String({ description: 'The booking, JSON-encoded' }), 400: ErrorAnswer, 404: ErrorAnswer },
      },
    },
    async (request, reply) => {
      const payload = request.body;
      const space = await spaceFacts(ctx.db, payload.spaceID);
      if (!space) throw notFound('Space');
      const bookingID = newId();
      const booking = newBooking(payload, {
        bookingID,
        codes: { publicAppLoginCode: generateLoginCode(), signUpLoginCode: generateLoginCode(), mobileHybridLoginCode: generateLoginCode() },
        space: space.servers,
        serverOptions: area.serverOptions,
      });
      const fieldErrors = checkBookingRules(booking, { registrationCount: 0, spaceWindow: space.window });
      if (Object.keys(fieldErrors).length > 0) throw badRequest(fieldErrors as Record<string, string>);
      await insertBooking(ctx.db, bookingColumns(booking), ctx.config, ctx.clock.now().getTime());
      return sendJsonString(reply, JSON.stringify(await found(bookingID)), 201);
    },
  );

  app.put(
    '/booking',
    {
      config: { access: access.signedIn(inBody('booking', 'bookingID')) },
      // The console sometimes sends the booking JSON-stringified: decode it before validation.
      preValidation: async (request) => {
        if (typeof request.body !== 'string') return;
        try {
          request.body = JSON.parse(request.body) as PutBody;
        } catch {
          throw badRequest({ _: 'The body is not a JSON booking' });
        }
        // The global body check saw only a string: bound the decoded booking's depth and text too.
        assertBodyShape(request.body);
      },
      schema: {
        tags: ['bookings'],
        summary:
          'Save the whole booking (or its JSON string) read at `version`: producer fields for everyone, super-admin fields for role 0 only (403 when changed by others), the rules of docs/reference/bookings.md §5, 412 when stale',
        body: BookingPutBody,
        response: { 200: BookingAnswer, 400: ErrorAnswer, 403: ErrorAnswer, 404: ErrorAnswer, 412: ErrorAnswer },
      },
    },
    async (request) => {
      const body: PutBody = request.body;
      const caller = callerOf(request);
      const stored = await found(body.bookingID);
      if (body.version !== stored.version) throw stale();

      const plan = planBookingUpdate(stored, body, { superAdmin: caller.role === 0, serverOptions: area.serverOptions });
      if (!plan.ok && plan.kind === 'forbidden') {
        throw new ApiError(403, `Only a super-admin may change ${plan.fields.join(', ')}.`, { code: ERROR_CODES.forbidden });
      }
      if (!plan.ok) throw badRequest(plan.fieldErrors);
      if (!plan.changed) return stored;
      const { next } = plan;

      if (next.calendarID !== stored.calendarID && next.calendarID !== '') {
        if (!(await calendarInSpace(ctx.db, next.calendarID, stored.spaceID))) throw badRequest({ calendarID: 'Calendar not found' });
      }
      const space = await spaceFacts(ctx.db, stored.spaceID);
      if (!space) throw notFound('Booking');

      const offered = await saveChecked(ctx, { stored, next, version: body.version, spaceWindow: space.window, superAdmin: caller.role === 0 ? caller.producerID : undefined });
      await mailOutcomes(ctx, { bookingID: stored.bookingID, spaceID: stored.spaceID }, { offered });
      // A producer who changed the guest flow finds its mails in the Email tab, ready to edit.
      if (!sameValue(next.guestFlow, stored.guestFlow)) await ensureGuestFlowTemplates(ctx, stored.bookingID, next.guestFlow);
      return found(stored.bookingID);
    },
  );

  app.delete(
    '/booking',
    {
      config: { access: access.signedIn(inQuery('space', 'spaceID'), inQuery('booking', 'bookingID')) },
      schema: {
        tags: ['bookings'],
        summary: 'Delete a booking with its registrations, attendance, templates and Q&A, in one transaction',
        querystring: Type.Object({ spaceID: Id, bookingID: Id }),
        response: { 204: Type.Null(), 404: ErrorAnswer },
      },
    },
    async (request, reply) => {
      const deleted = await ctx.db.transaction().execute((trx) => deleteBookingTree(trx, request.query.bookingID, ctx.clock.now().getTime()));
      if (!deleted) throw notFound('Booking');
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/booking/usage',
    {
      config: { access: access.signedIn(inQuery('booking', 'bookingID')) },
      schema: {
        tags: ['bookings'],
        summary: 'Seconds spent in the room by everyone, open stays counted up to now',
        querystring: Type.Object({ bookingID: Id }),
        response: { 200: Usage, 404: ErrorAnswer },
      },
    },
    async (request) => {
      const stays = await bookingStays(ctx.db, request.query.bookingID);
      return { usageSeconds: usageSeconds(stays, ctx.clock.now().getTime()) };
    },
  );

  app.get(
    '/booking/questions',
    {
      config: { access: access.signedIn(inQuery('booking', 'bookingID')) },
      schema: {
        tags: ['bookings'],
        summary: "The booking's Q&A entries keyed by question id, oldest first",
        querystring: Type.Object({ bookingID: Id }),
        response: { 200: Type.Record(Type.String(), QAQuestion), 404: ErrorAnswer },
      },
    },
    async (request) => {
      const rows = await questionsOldestFirst(ctx.db, request.query.bookingID);
      return Object.fromEntries(rows.map((row) => [row.question_id, questionFromRow(row)]));
    },
  );

  const regenerate = (path: string, column: BookingCodeColumn, summary: string) =>
    app.put(
      path,
      {
        config: { access: access.signedIn(inBody('booking', 'bookingID')) },
        schema: {
          tags: ['links'],
          summary,
          body: column === 'mobile_hybrid_login_code' ? MobileHybridBody : BookingIdBody,
          response: { 200: Type.String({ description: 'The new code, JSON-encoded' }), 404: ErrorAnswer },
        },
      },
      async (request, reply) => {
        const { bookingID } = request.body;
        const create = 'create' in request.body && request.body.create === true;
        // create: true makes a missing mobile-hybrid code and leaves an existing one working.
        const code = await regenerateBookingCode(ctx.db, bookingID, column, create, ctx.clock.now().getTime());
        if (code === null) throw notFound('Booking');
        return sendJsonString(reply, code);
      },
    );

  regenerate('/booking/signup/regenerate', 'sign_up_login_code', 'Replace the sign-up code; the old sign-up link stops working at once');
  regenerate('/booking/public/regenerate', 'public_app_login_code', 'Replace the public (intake) code; the old link stops working at once');
  regenerate(
    '/booking/mobile-hybrid/regenerate',
    'mobile_hybrid_login_code',
    'Replace the mobile-hybrid code; with create: true, make one only when the booking has none (an existing one is answered unchanged)',
  );

  app.get(
    '/booking/server-options',
    {
      config: { access: access.admin() },
      schema: {
        tags: ['bookings'],
        summary: 'The named video and game server options with their configured addresses (super-admin)',
        response: { 200: ServerOptionsAnswer },
      },
    },
    async () => ({
      video: VIDEO_SERVER_OPTIONS.map((name) => ({ name, ...area.serverOptions.video[name] })),
      game: GAME_SERVER_OPTIONS.map((name) => ({ name, ...area.serverOptions.game[name] })),
    }),
  );
};
