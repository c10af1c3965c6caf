import { Type } from 'typebox';
import { access, inBody, inQuery } from '../auth/access';
import { newId } from '../auth/tokens';
import { generateLoginCode, generateLoginCodes } from '../bookings/loginCode';
import { checkBulkRows, checkPerson } from '../bookings/registrationInput';
import { sendJsonString } from '../bookings/replies';
import { BulkBody, BulkOk, BulkRefused, Registration, RegistrationCreateBody, RegistrationIdBody, RegistrationUpdateBody } from '../bookings/schemas';
import { bookingFormFacts, capacityReached } from '../bookings/store/bookingForm';
import { byName, findRegistration, registrationFromRow, registrationRow } from '../bookings/store/registrations';
import { lockBooking } from '../bookings/store/transaction';
import { flag, toJson } from '../db/json';
import { registrationCount } from '../domain/bookings';
import { ApiError, badRequest, notFound } from '../http/errors';
import { ErrorAnswer, Id } from '../http/schemas';
import type { RouteModule } from './types';

/** Rows per INSERT of a bulk import: 13 parameters each stays below SQLite's 32,766 and PostgreSQL's 65,535. */
const INSERT_CHUNK = 2000;

const full = (limit: number) => new ApiError(409, capacityReached(limit), { code: 'CapacityReached' });

/**
 * Attendee registrations (the guest list): list, create, update, delete, login regeneration and
 * the all-or-nothing bulk import, with the form rules of spec/bookings.md §5 and the booking's
 * registration capacity checked on the server.
 */
export const registrationRoutes: RouteModule = async (app, { ctx }) => {
  app.get(
    '/attendees/all',
    {
      config: { access: access.signedIn(inQuery('booking', 'bookingID')) },
      schema: {
        tags: ['registrations'],
        summary: "A booking's attendee registrations by last then first name; 404 when there are none",
        querystring: Type.Object({ bookingID: Id }),
        response: { 200: Type.Array(Registration), 404: ErrorAnswer },
      },
    },
    async (request) => {
      const rows = await ctx.db
        .selectFrom('registrations')
        .selectAll()
        .where('booking_id', '=', request.query.bookingID)
        .where('kind', '=', 'attendee')
        .execute();
      if (rows.length === 0) throw new ApiError(404, 'No guests found for this booking', { code: 'NotFound' });
      return byName(rows.map(registrationFromRow));
    },
  );

  app.post(
    '/registration',
    {
      config: { access: access.signedIn(inBody('booking', 'bookingID')) },
      schema: {
        tags: ['registrations'],
        summary: "Add an attendee (409 past the booking's registration capacity)",
        body: RegistrationCreateBody,
        response: { 201: Registration, 400: ErrorAnswer, 404: ErrorAnswer, 409: ErrorAnswer },
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
        kind: 'attendee',
        loginCode: generateLoginCode(),
        brand,
        allowEarlyAccess,
        data: checked.data,
        now: ctx.clock.now().getTime(),
      });
      await ctx.db.transaction().execute(async (trx) => {
        if (!(await lockBooking(trx, bookingID))) throw notFound('Booking');
        const limit = (await bookingFormFacts(trx, bookingID))?.limit ?? 0;
        if ((await registrationCount(trx, bookingID)) >= limit) throw full(limit);
        await trx.insertInto('registrations').values(row).execute();
      });
      return reply.status(201).send(registrationFromRow(row));
    },
  );

  app.put(
    '/registration',
    {
      config: { access: access.signedIn(inBody('booking', 'bookingID'), inBody('registration', 'registrationID')) },
      schema: {
        tags: ['registrations'],
        summary: "Update an attendee's details, brand and early access",
        body: RegistrationUpdateBody,
        response: { 200: Registration, 400: ErrorAnswer, 404: ErrorAnswer },
      },
    },
    async (request) => {
      const { bookingID, registrationID, brand, allowEarlyAccess, ...person } = request.body;
      if (!(await findRegistration(ctx.db, registrationID, 'attendee'))) throw notFound('Registration');
      const facts = await bookingFormFacts(ctx.db, bookingID);
      if (!facts) throw notFound('Booking');
      const checked = checkPerson(person, facts.rules);
      if (!checked.ok) throw badRequest(checked.fieldErrors);
      await ctx.db
        .updateTable('registrations')
        .set({
          registration_data: toJson(checked.data),
          brand: flag(brand),
          allow_early_access: flag(allowEarlyAccess),
          updated_at: ctx.clock.now().getTime(),
        })
        .where('registration_id', '=', registrationID)
        .execute();
      const saved = await findRegistration(ctx.db, registrationID, 'attendee');
      if (!saved) throw notFound('Registration');
      return registrationFromRow(saved);
    },
  );

  app.delete(
    '/registration',
    {
      config: { access: access.signedIn(inQuery('registration', 'registrationID')) },
      schema: {
        tags: ['registrations'],
        summary: 'Delete an attendee registration (its attendance history stays)',
        querystring: Type.Object({ registrationID: Id }),
        response: { 204: Type.Null(), 404: ErrorAnswer },
      },
    },
    async (request, reply) => {
      const result = await ctx.db
        .deleteFrom('registrations')
        .where('registration_id', '=', request.query.registrationID)
        .where('kind', '=', 'attendee')
        .executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw notFound('Registration');
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/registration/login/regenerate',
    {
      config: { access: access.signedIn(inBody('registration', 'registrationID')) },
      schema: {
        tags: ['links'],
        summary: "Replace an attendee's login code; the old link stops working at once",
        body: RegistrationIdBody,
        response: { 200: Type.String({ description: 'The new code, JSON-encoded' }), 404: ErrorAnswer },
      },
    },
    async (request, reply) => {
      const code = generateLoginCode();
      const result = await ctx.db
        .updateTable('registrations')
        .set({ login_code: code, updated_at: ctx.clock.now().getTime() })
        .where('registration_id', '=', request.body.registrationID)
        .where('kind', '=', 'attendee')
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw notFound('Registration');
      return sendJsonString(reply, code);
    },
  );

  app.post(
    '/registrations/bulk',
    {
      config: { access: access.signedIn(inBody('booking', 'bookingID')) },
      bodyLimit: 32 * 1024 * 1024,
      schema: {
        tags: ['registrations'],
        summary:
          'Import up to 10,000 attendees in one transaction: all rows are stored, or none (400 with every bad row, 409 past the registration capacity)',
        body: BulkBody,
        response: { 200: BulkOk, 400: Type.Union([BulkRefused, ErrorAnswer]), 404: ErrorAnswer, 409: ErrorAnswer },
      },
    },
    async (request, reply) => {
      const { bookingID, rows } = request.body;
      const facts = await bookingFormFacts(ctx.db, bookingID);
      if (!facts) throw notFound('Booking');
      const checked = checkBulkRows(rows, facts.rules);
      if (!checked.ok) {
        return reply.status(400).send({
          ok: false as const,
          message: `${checked.errors.length} of ${rows.length} rows are invalid; nothing was imported.`,
          code: 'BadRequest',
          errors: checked.errors,
        });
      }
      const now = ctx.clock.now().getTime();
      const codes = generateLoginCodes(checked.rows.length);
      const values = checked.rows.map((row, i) =>
        registrationRow({ registrationID: newId(), bookingID, kind: 'attendee', loginCode: codes[i], ...row, now }),
      );
      await ctx.db.transaction().execute(async (trx) => {
        if (!(await lockBooking(trx, bookingID))) throw notFound('Booking');
        const limit = (await bookingFormFacts(trx, bookingID))?.limit ?? 0;
        if ((await registrationCount(trx, bookingID)) + values.length > limit) throw full(limit);
        for (let start = 0; start < values.length; start += INSERT_CHUNK) {
          await trx.insertInto('registrations').values(values.slice(start, start + INSERT_CHUNK)).execute();
        }
      });
      return { ok: true as const, created: values.length };
    },
  );
};
