import { Type } from 'typebox';
import { access, inBody, inQuery } from '../auth/access';
import { newId } from '../auth/tokens';
import { generateLoginCode } from '../bookings/loginCode';
import { normalizePermissions } from '../bookings/presenterPermissions';
import { checkPerson } from '../bookings/registrationInput';
import { sendJsonString } from '../bookings/replies';
import { Presenter, PresenterUpdateBody, RegistrationCreateBody, RegistrationIdBody } from '../bookings/schemas';
import { bookingFormFacts } from '../bookings/store/bookingForm';
import { byName, findRegistration, presenterFromRow, registrationRow } from '../bookings/store/registrations';
import { flag, toJson } from '../db/json';
import { invalidateBookingCaches } from '../domain/bookings';
import { ApiError, badRequest, notFound } from '../http/errors';
import { ErrorAnswer, Id } from '../http/schemas';
import type { RouteModule } from './types';

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
        summary: "A booking's presenters by last then first name; 404 when there are none",
        querystring: Type.Object({ bookingID: Id }),
        response: { 200: Type.Array(Presenter), 404: ErrorAnswer },
      },
    },
    async (request) => {
      const rows = await ctx.db
        .selectFrom('registrations')
        .selectAll()
        .where('booking_id', '=', request.query.bookingID)
        .where('kind', '=', 'presenter')
        .execute();
      if (rows.length === 0) throw new ApiError(404, 'No presenters found for this booking', { code: 'NotFound' });
      return byName(rows.map(presenterFromRow));
    },
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
    async (request, reply) => {
      const { bookingID, brand, allowEarlyAccess, ...person } = request.body;
      const facts = await bookingFormFacts(ctx.db, bookingID);
      if (!facts) throw notFound('Booking');
      const checked = checkPerson(person, facts.rules);
      if (!checked.ok) throw badRequest(checked.fieldErrors);
      const row = registrationRow({
        registrationID: newId(),
        bookingID,
        kind: 'presenter',
        loginCode: generateLoginCode(),
        brand,
        allowEarlyAccess,
        data: checked.data,
        now: ctx.clock.now().getTime(),
      });
      await ctx.db.transaction().execute(async (trx) => {
        await trx.insertInto('registrations').values(row).execute();
        await invalidateBookingCaches(trx, { bookingID });
      });
      return reply.status(201).send(presenterFromRow(row));
    },
  );

  app.put(
    '/presenter',
    {
      config: { access: access.signedIn(inBody('booking', 'bookingID'), inBody('registration', 'registrationID')) },
      schema: {
        tags: ['presenters'],
        summary: "Update a presenter's details, flags, permissions and bridge access",
        body: PresenterUpdateBody,
        response: { 200: Presenter, 400: ErrorAnswer, 404: ErrorAnswer },
      },
    },
    async (request) => {
      const { bookingID, registrationID, brand, allowEarlyAccess, permissions, bridgeAccess, ...person } = request.body;
      if (!(await findRegistration(ctx.db, registrationID, 'presenter'))) throw notFound('Presenter');
      const facts = await bookingFormFacts(ctx.db, bookingID);
      if (!facts) throw notFound('Booking');
      const checked = checkPerson(person, facts.rules);
      if (!checked.ok) throw badRequest(checked.fieldErrors);
      await ctx.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('registrations')
          .set({
            registration_data: toJson(checked.data),
            brand: flag(brand),
            allow_early_access: flag(allowEarlyAccess),
            permissions: toJson(normalizePermissions(permissions)),
            bridge_access: flag(bridgeAccess),
            updated_at: ctx.clock.now().getTime(),
          })
          .where('registration_id', '=', registrationID)
          .execute();
        await invalidateBookingCaches(trx, { bookingID });
      });
      const saved = await findRegistration(ctx.db, registrationID, 'presenter');
      if (!saved) throw notFound('Presenter');
      return presenterFromRow(saved);
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
      await ctx.db.transaction().execute(async (trx) => {
        const result = await trx
          .deleteFrom('registrations')
          .where('registration_id', '=', registrationID)
          .where('booking_id', '=', bookingID)
          .where('kind', '=', 'presenter')
          .executeTakeFirst();
        if (Number(result.numDeletedRows) === 0) throw notFound('Presenter');
        await invalidateBookingCaches(trx, { bookingID });
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
    async (request, reply) => {
      const code = generateLoginCode();
      const presenter = await findRegistration(ctx.db, request.body.registrationID, 'presenter');
      if (!presenter) throw notFound('Presenter');
      await ctx.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('registrations')
          .set({ login_code: code, updated_at: ctx.clock.now().getTime() })
          .where('registration_id', '=', presenter.registration_id)
          .execute();
        await invalidateBookingCaches(trx, { bookingID: presenter.booking_id });
      });
      return sendJsonString(reply, code);
    },
  );
};
