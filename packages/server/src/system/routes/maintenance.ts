import { Type } from 'typebox';
import { access, inQuery } from '../../platform/auth/access';
import { callerOf } from '../../platform/auth/guard';
import { findLoginCode } from '../../registrations/store/loginCodes';
import { readAuditLog } from '../../audit/store';
import { cachedOrBuiltBookingCache, clearBookingCache } from '../../bookings/store/bookingCache';
import { readOutbox } from '../../mail/store/outbox';
import { notFound } from '../../platform/http/errors';
import { slidesRoot } from '../../uploads/addresses';
import { ErrorAnswer, Id, Line } from '../../platform/http/schemas';
import type { RouteModule } from '../../platform/routeModule';
import { smtpServerOf } from '../../platform/setupLines';

/** Super-admin look-ups: login codes, booking caches, the mail outbox. */
export const maintenanceRoutes: RouteModule = async (app, { ctx }) => {
  app.get(
    '/login-admin',
    {
      config: { access: access.admin() },
      schema: {
        tags: ['maintenance'],
        summary: "The booking a login code leads to: the booking's public, sign-up and mobile-hybrid codes and its registrations' codes",
        querystring: Type.Object({ loginCode: Line(200) }),
        response: { 200: Type.Object({ bookingID: Type.String() }), 404: ErrorAnswer },
      },
    },
    async (request) => {
      const owner = await findLoginCode(ctx.db, request.query.loginCode.trim());
      if (!owner) throw notFound('Login code');
      return { bookingID: owner.bookingID };
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
      const content = await cachedOrBuiltBookingCache(ctx.db, request.query.bookingID, ctx.clock.now().getTime(), slidesRoot(ctx.config.publicUrl));
      if (!content) throw notFound('Booking');
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
      await clearBookingCache(ctx.db, request.query.bookingID, { producerID: callerOf(request).producerID, at: ctx.clock.now().getTime() });
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
    async (request) => readOutbox(ctx.db, request.query.limit),
  );

  app.get(
    '/mail-transport/admin',
    {
      config: { access: access.admin() },
      schema: {
        tags: ['maintenance'],
        summary: "Where mail goes: the SMTP server (host:port, no credentials) or the outbox (no SMTP_URL)",
        response: {
          200: Type.Union([Type.Object({ kind: Type.Literal('smtp'), server: Type.String() }), Type.Object({ kind: Type.Literal('outbox') })]),
        },
      },
    },
    async () => (ctx.config.smtpUrl ? { kind: 'smtp' as const, server: smtpServerOf(ctx.config.smtpUrl) } : { kind: 'outbox' as const }),
  );
};
