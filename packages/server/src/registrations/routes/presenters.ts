import { Type } from 'typebox';
import { access, inBody, inQuery } from '../../platform/auth/access';
import { normalizePermissions } from '@greenroom/core/rules';
import { sendJsonString } from '../../platform/http/replies';
import { Presenter, PresenterUpdateBody, RegistrationCreateBody, RegistrationIdBody } from '../schemas';
import { flag, toJson } from '../../platform/db/json';
import { ErrorAnswer, Id } from '../../platform/http/schemas';
import { createOfKind, deleteOfKind, listOfKind, presenterKind, regenerateLoginOfKind, updateOfKind } from './registrationKinds';
import { callerOf } from '../../platform/auth/guard';
import type { RouteModule } from '../../platform/routeModule';

/**
 * Presenters of a booking: list, create (every permission on, bridge access on), update with
 * permissions (present off forces webcam off), delete and login regeneration. Presenters are part
 * of the booking's room configuration, so every change drops the booking cache.
 */
export const presenterRoutes: RouteModule = async (app, { ctx }) => {
  app.get(
    '/presenters/all',
    {
      config: { access: access.signedIn(inQuery('booking', 'bookingID')) },
      schema: {
        tags: ['presenters'],
        summary: "A booking's presenters by last then first name ([] when there are none)",
        querystring: Type.Object({ bookingID: Id }),
        response: { 200: Type.Array(Presenter), 404: ErrorAnswer },
      },
    },
    async (request) => listOfKind(ctx.db, presenterKind, request.query.bookingID),
  );

  app.post(
    '/presenter',
    {
      config: { access: access.signedIn(inBody('booking', 'bookingID')) },
      schema: {
        tags: ['presenters'],
        summary: 'Add a presenter with every permission and bridge access on',
        body: RegistrationCreateBody,
        response: { 201: Presenter, 400: ErrorAnswer, 404: ErrorAnswer },
      },
    },
    async (request, reply) => reply.status(201).send(await createOfKind(ctx, presenterKind, request.body)),
  );

  app.put(
    '/presenter',
    {
      config: { access: access.signedIn(inBody('booking', 'bookingID'), inBody('registration', 'registrationID')) },
      schema: {
        tags: ['presenters'],
        summary: "Update a presenter's details, flags, time zone, permissions and bridge access, read at `version` (412 when stale)",
        body: PresenterUpdateBody,
        response: { 200: Presenter, 400: ErrorAnswer, 404: ErrorAnswer, 412: ErrorAnswer },
      },
    },
    async (request) => {
      const { registrationID, permissions, bridgeAccess, ...body } = request.body;
      return updateOfKind(ctx, presenterKind, registrationID, body, {
        permissions: toJson(normalizePermissions(permissions)),
        bridge_access: flag(bridgeAccess),
      });
    },
  );

  app.delete(
    '/presenter',
    {
      config: { access: access.signedIn(inQuery('booking', 'bookingID'), inQuery('registration', 'registrationID')) },
      schema: {
        tags: ['presenters'],
        summary: 'Delete a presenter (its attendance history stays)',
        querystring: Type.Object({ bookingID: Id, registrationID: Id }),
        response: { 204: Type.Null(), 404: ErrorAnswer },
      },
    },
    async (request, reply) => {
      const { bookingID, registrationID } = request.query;
      const by = { producerID: callerOf(request).producerID, at: ctx.clock.now().getTime() };
      await ctx.db.transaction().execute(async (trx) => {
        await deleteOfKind(trx, presenterKind, registrationID, bookingID, by);
        await presenterKind.afterChange(trx, bookingID);
      });
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/presenter/login/regenerate',
    {
      config: { access: access.signedIn(inBody('registration', 'registrationID')) },
      schema: {
        tags: ['links'],
        summary: "Replace a presenter's login code (and so its bridge link); the old links stop working at once",
        body: RegistrationIdBody,
        response: { 200: Type.String({ description: 'The new code, JSON-encoded' }), 404: ErrorAnswer },
      },
    },
    async (request, reply) => sendJsonString(reply, await regenerateLoginOfKind(ctx, presenterKind, request.body.registrationID)),
  );
};
