import { canRetryDelivery, MAIL_RETRY_NOT_FAILED, mailOutboxLimit, conflictRefusal } from '@greenroom/core/rules';
import { Type } from 'typebox';
import { access } from '../../platform/auth/access';
import { adminDeliveries, requeueFailed } from '../store/queue';
import { apiErrorOf, notFound } from '../../platform/http/errors';
import { ErrorAnswer, Id } from '../../platform/http/schemas';
import type { RouteModule } from '../../platform/routeModule';

const DeliveryState = Type.Union([Type.Literal('queued'), Type.Literal('sent'), Type.Literal('failed')]);

const AdminMailDelivery = Type.Object({
  deliveryID: Type.String(),
  recipient: Type.String(),
  subject: Type.String(),
  bookingID: Type.String(),
  bookingName: Type.String(),
  emailTemplateID: Type.String(),
  emailTemplateName: Type.String(),
  state: DeliveryState,
  reason: Type.String(),
  attempts: Type.Number(),
  createdAt: Type.Number(),
  updatedAt: Type.Number(),
});

/** The super-admin's view of the mail queue (issue 17): every delivery newest first, and retrying a failed one. */
export const mailQueueAdminRoutes: RouteModule = async (app, { ctx }) => {
  app.get(
    '/mail-deliveries/admin',
    {
      config: { access: access.admin() },
      schema: {
        tags: ['email'],
        summary: 'Template deliveries across all bookings, newest first, optionally of one state (queued, sent, failed)',
        querystring: Type.Object({
          state: Type.Optional(DeliveryState),
          limit: Type.Optional(Type.String({ pattern: '^[0-9]{1,4}$' })),
        }),
        response: { 200: Type.Array(AdminMailDelivery), 400: ErrorAnswer },
      },
    },
    async (request) => adminDeliveries(ctx.db, { state: request.query.state, limit: mailOutboxLimit(request.query.limit) }),
  );

  app.post(
    '/mail-deliveries/retry',
    {
      config: { access: access.admin() },
      schema: {
        tags: ['email'],
        summary: 'Queue a failed delivery again (409 for a queued or sent one); the worker then tries it at once',
        body: Type.Object({ deliveryID: Id }),
        response: { 204: Type.Null(), 404: ErrorAnswer, 409: ErrorAnswer },
      },
    },
    async (request, reply) => {
      const before = await requeueFailed(ctx.db, request.body.deliveryID, ctx.clock.now().getTime());
      if (before === 'missing') throw notFound('Delivery');
      if (!canRetryDelivery(before)) throw apiErrorOf(conflictRefusal(MAIL_RETRY_NOT_FAILED));
      app.mailWorker.kick();
      return reply.status(204).send(null);
    },
  );
};
