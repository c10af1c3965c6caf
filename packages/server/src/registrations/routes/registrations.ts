import { checkBulkRows, importAnswer, importAudit, importRefusalMessage, planGuestImport, registrationCapacityReached, type GuestImportPlan } from '@greenroom/core/rules';
import type { Transaction } from 'kysely';
import { Type } from 'typebox';
import { access, inBody, inQuery } from '../../platform/auth/access';
import { sendJsonString } from '../../platform/http/replies';
import { Registration, RegistrationCreateBody, RegistrationIdBody, RegistrationUpdateBody } from '../schemas';
import { bookingFormFacts } from '../../bookings/store/bookingForm';
import { registrationFromRow } from '../store/registrations';
import { insertRegistrations, newAttendeeRows, registrationsOfKind, updateImportedGuests } from '../store/registrationWrites';
import { BulkImportBody, BulkImportOk, BulkImportRefused } from '../schemas';
import { commitOnlyIf, lockBooking } from '../../bookings/store/transaction';
import { callerOf } from '../../platform/auth/guard';
import { recordAudit } from '../../audit/store';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/database';
import { registrationCount } from '../../bookings/store/bookingRows';
import { ApiError, notFound } from '../../platform/http/errors';
import { ErrorAnswer, Id } from '../../platform/http/schemas';
import { attendeeKind, createOfKind, deleteOfKind, listOfKind, regenerateLoginOfKind, updateOfKind } from './registrationKinds';
import type { RouteModule } from '../../platform/routeModule';

/** Lock the booking, then refuse (409) when `adding` more attendees would pass its registration capacity. */
async function ensureRoom(trx: Transaction<Database>, bookingID: string, adding: number): Promise<void> {
  if (!(await lockBooking(trx, bookingID))) throw notFound('Booking');
  const limit = (await bookingFormFacts(trx, bookingID))?.limit ?? 0;
  if ((await registrationCount(trx, bookingID)) + adding > limit) {
    throw new ApiError(409, registrationCapacityReached(limit), { code: 'CapacityReached' });
  }
}

async function storedAttendees(trx: Transaction<Database>, bookingID: string) {
  return (await registrationsOfKind(trx, bookingID, 'attendee')).map(registrationFromRow);
}

/** Store an import plan's new guests and updates, inside the caller's transaction. */
async function writePlan(trx: Transaction<Database>, bookingID: string, plan: GuestImportPlan, now: number): Promise<void> {
  await insertRegistrations(trx, newAttendeeRows(bookingID, plan.creates, now));
  await updateImportedGuests(trx, plan.updates, now);
}

/**
 * A dry run or an update-by-email import: plan the rows against the stored guests under the
 * booking's lock, refuse past the capacity, and write the plan unless it is a dry run.
 */
async function importByPlan(
  trx: Transaction<Database>,
  input: { bookingID: string; rows: Parameters<typeof planGuestImport>[0]; dryRun: boolean; updateByEmail: boolean },
  rules: Parameters<typeof planGuestImport>[2],
  clock: Clock,
) {
  const { bookingID, rows, dryRun } = input;
  if (!(await lockBooking(trx, bookingID))) throw notFound('Booking');
  const existing = input.updateByEmail ? await storedAttendees(trx, bookingID) : [];
  const plan = planGuestImport(rows, existing, rules);
  if (plan.errors.length > 0) return { ok: false as const, message: importRefusalMessage(plan, rows.length), errors: plan.errors, statuses: plan.statuses };
  await ensureRoom(trx, bookingID, plan.creates.length);
  if (!dryRun) await writePlan(trx, bookingID, plan, clock.now().getTime());
  return importAnswer(plan, dryRun);
}

/**
 * Attendee registrations (the guest list): list, create, update, delete, login regeneration and
 * the all-or-nothing bulk import, with the form rules of docs/reference/bookings.md §5 and the booking's
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
    async (request) => listOfKind(ctx.db, attendeeKind, request.query.bookingID),
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
      const registration = await createOfKind(ctx, attendeeKind, request.body, (trx) => ensureRoom(trx, request.body.bookingID, 1));
      return reply.status(201).send(registration);
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
      const { registrationID, ...body } = request.body;
      return updateOfKind(ctx, attendeeKind, registrationID, body);
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
      const by = { producerID: callerOf(request).producerID, at: ctx.clock.now().getTime() };
      await ctx.db.transaction().execute((trx) => deleteOfKind(trx, attendeeKind, request.query.registrationID, undefined, by));
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
    async (request, reply) => sendJsonString(reply, await regenerateLoginOfKind(ctx, attendeeKind, request.body.registrationID)),
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
        body: BulkImportBody,
        response: { 200: BulkImportOk, 400: Type.Union([BulkImportRefused, ErrorAnswer]), 404: ErrorAnswer, 409: ErrorAnswer },
      },
    },
    async (request, reply) => {
      const { bookingID, rows, dryRun, updateByEmail } = request.body;
      const facts = await bookingFormFacts(ctx.db, bookingID);
      if (!facts) throw notFound('Booking');
      const by = { producerID: callerOf(request).producerID, at: ctx.clock.now().getTime() };
      if (dryRun === true || updateByEmail === true) {
        // A refused plan or a dry run rolls back: nothing changes, not even the list revision.
        const answer = await commitOnlyIf(
          ctx.db,
          async (trx) => {
            const planned = await importByPlan(trx, { bookingID, rows, dryRun: dryRun === true, updateByEmail: updateByEmail === true }, facts.rules, ctx.clock);
            if (planned.ok && dryRun !== true) await recordAudit(trx, { ...by, action: 'guests.import', target: bookingID, before: null, after: importAudit(planned) });
            return planned;
          },
          (planned) => planned.ok && dryRun !== true,
        );
        return answer.ok ? answer : reply.status(400).send(answer);
      }
      const checked = checkBulkRows(rows, facts.rules);
      if (!checked.ok) return reply.status(400).send(checked);
      const values = newAttendeeRows(bookingID, checked.rows, ctx.clock.now().getTime());
      await ctx.db.transaction().execute(async (trx) => {
        await ensureRoom(trx, bookingID, values.length);
        await insertRegistrations(trx, values);
        await recordAudit(trx, { ...by, action: 'guests.import', target: bookingID, before: null, after: importAudit({ created: values.length }) });
      });
      return { ok: true as const, created: values.length };
    },
  );
};
