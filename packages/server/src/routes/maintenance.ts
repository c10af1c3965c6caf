import { Type } from 'typebox';
import { access, inQuery } from '../auth/access';
import { callerOf } from '../auth/guard';
import { readAuditLog, recordAudit } from '../domain/audit';
import { buildBookingCache } from '../domain/bookingCache';
import { fromJson, toJson } from '../db/json';
import { notFound } from '../http/errors';
import { slidesRoot } from './presentations';
import { ErrorAnswer, Id } from '../http/schemas';
import type { RouteModule } from './types';

/** Super-admin look-ups: login codes, booking caches, the mail outbox. */
export const maintenanceRoutes: RouteModule = async (app, { ctx }) => {
  app.get(
    '/login-admin',
    {
      config: { access: access.admin() },
      schema: {
        tags: ['maintenance'],
        summary: "The booking a login code leads to: the booking's public, sign-up and mobile-hybrid codes and its registrations' codes",
        querystring: Type.Object({ loginCode: Type.String({ maxLength: 200 }) }),
        response: { 200: Type.Object({ bookingID: Type.String() }), 404: ErrorAnswer },
      },
    },
    async (request) => {
      const code = request.query.loginCode.trim();
      if (code === '') throw notFound('Login code');
      const booking = await ctx.db
        .selectFrom('bookings')
        .select('booking_id')
        .where((eb) =>
          eb.or([eb('public_app_login_code', '=', code), eb('sign_up_login_code', '=', code), eb('mobile_hybrid_login_code', '=', code)]),
        )
        .executeTakeFirst();
      if (booking) return { bookingID: booking.booking_id };
      const registration = await ctx.db.selectFrom('registrations').select('booking_id').where('login_code', '=', code).executeTakeFirst();
      if (registration) return { bookingID: registration.booking_id };
      throw notFound('Login code');
    },
  );

  app.get(
    '/cache/admin',
    {
      config: { access: access.admin(inQuery('booking', 'bookingID')) },
      schema: {
        tags: ['maintenance'],
        summary: "A booking's compiled room configuration (booking, space skins, presenters and permissions), built on first read",
        querystring: Type.Object({ bookingID: Id }),
        response: { 200: Type.Unknown(), 404: ErrorAnswer },
      },
    },
    async (request) => {
      const { bookingID } = request.query;
      const cached = await ctx.db.selectFrom('booking_caches').select('content').where('booking_id', '=', bookingID).executeTakeFirst();
      if (cached) return fromJson<unknown>(cached.content);
      const content = await buildBookingCache(ctx.db, bookingID, ctx.clock.now().getTime(), slidesRoot(ctx.config.publicUrl));
      if (!content) throw notFound('Booking');
      await ctx.db
        .insertInto('booking_caches')
        .values({ booking_id: bookingID, content: toJson(content), built_at: ctx.clock.now().getTime() })
        .onConflict((oc) => oc.column('booking_id').doNothing())
        .execute();
      return content;
    },
  );

  app.delete(
    '/cache/admin',
    {
      config: { access: access.admin(inQuery('booking', 'bookingID')) },
      schema: {
        tags: ['maintenance'],
        summary: "Clear a booking's cache (rebuilt on the next read)",
        querystring: Type.Object({ bookingID: Id }),
        response: { 204: Type.Null(), 404: ErrorAnswer },
      },
    },
    async (request, reply) => {
      const { bookingID } = request.query;
      await ctx.db.transaction().execute(async (trx) => {
        const deleted = await trx.deleteFrom('booking_caches').where('booking_id', '=', bookingID).executeTakeFirst();
        // The cache is derived data (rebuilt on the next read): the log names it, not its content.
        if (Number(deleted.numDeletedRows) === 0) return;
        const at = ctx.clock.now().getTime();
        await recordAudit(trx, { producerID: callerOf(request).producerID, action: 'cache.delete', target: bookingID, before: { bookingID }, after: null, at });
      });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/audit',
    {
      config: { access: access.admin() },
      schema: {
        tags: ['maintenance'],
        summary: 'The append-only audit log of admin changes (who, what, when, before/after), newest first',
        querystring: Type.Object({ limit: Type.Optional(Type.String({ pattern: '^[0-9]{1,4}$' })) }),
        response: {
          200: Type.Array(
            Type.Object({
              auditID: Type.String(),
              at: Type.String(),
              producerID: Type.String(),
              action: Type.String(),
              target: Type.String(),
              before: Type.Unknown(),
              after: Type.Unknown(),
            }),
          ),
          400: ErrorAnswer,
        },
      },
    },
    async (request) => readAuditLog(ctx.db, request.query.limit),
  );

  app.get(
    '/outbox',
    {
      config: { access: access.admin() },
      schema: {
        tags: ['maintenance'],
        summary: 'Mail kept in the outbox (when no SMTP_URL is set), newest first',
        querystring: Type.Object({ limit: Type.Optional(Type.String({ pattern: '^[0-9]{1,3}$' })) }),
        response: {
          200: Type.Array(
            Type.Object({ id: Type.String(), to: Type.String(), subject: Type.String(), text: Type.String(), html: Type.String(), createdAt: Type.String() }),
          ),
          400: ErrorAnswer,
        },
      },
    },
    async (request) => {
      const limit = Math.min(Math.max(Number(request.query.limit ?? '100'), 1), 500);
      const rows = await ctx.db.selectFrom('outbox').selectAll().orderBy('created_at', 'desc').limit(limit).execute();
      return rows.map((row) => ({
        id: row.id,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html,
        createdAt: new Date(row.created_at).toISOString(),
      }));
    },
  );
};
