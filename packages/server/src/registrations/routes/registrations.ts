import { decideBulkImport, isRefusal, newRegistrationPlace, type BulkImportDecision, type NewRegistrationPlace } from '@greenroom/core/rules';
import { bookingGuestFlow, bookingSpaceID, waitlistLength } from '../../bookings/store/waitlist';
import { mailOutcomes, moveWaitlistUp } from '../../bookings/guestFlow/transitions';
import type { Transaction } from 'kysely';
import { Type } from 'typebox';
import { access, inBody, inQuery } from '../../platform/auth/access';
import { sendJsonString } from '../../platform/http/replies';
import { Registration, RegistrationCreateBody, RegistrationIdBody, RegistrationUpdateBody } from '../schemas';
import { lockedBookingRoom } from '../../bookings/store/bookingRoom';
import { registrationFromRow } from '../store/registrations';
import { insertRegistrations, newAttendeeRows, registrationsOfKind, updateImportedGuests } from '../store/registrationWrites';
import { BulkImportBody, BulkImportOk, BulkImportRefused } from '../schemas';
import { commitOnlyIf } from '../../bookings/store/transaction';
import { recordRegistrationEvents, recordRegistrationsChanged } from '../store/registrationEvents';
import { callerOf } from '../../platform/auth/guard';
import { recordAudit } from '../../audit/store';
import type { Database } from '../../platform/db/database';
import { apiErrorOf, notFound } from '../../platform/http/errors';
import { ErrorAnswer, Id } from '../../platform/http/schemas';
import { attendeeKind, createOfKind, deleteOfKind, listOfKind, regenerateLoginOfKind, updateOfKind } from './registrationKinds';
import type { RouteModule } from '../../platform/routeModule';
import { guestFlowRoutes } from './guestFlow';

/**
 * Lock the booking, then decide where a producer's new attendee stands (core's
 * newRegistrationPlace): approved, waitlisted when the booking is full and has a waitlist, else the
 * capacity's 409.
 */
async function placeForNew(trx: Transaction<Database>, bookingID: string): Promise<NewRegistrationPlace> {
  const room = await lockedBookingRoom(trx, bookingID);
  if (!room) throw notFound('Booking');
  const flow = await bookingGuestFlow(trx, bookingID);
  if (!flow) throw notFound('Booking');
  const place = newRegistrationPlace(flow, room, await waitlistLength(trx, bookingID));
  if (isRefusal(place)) throw apiErrorOf(place);
  return place;
}

/** The booking's stored attendees: an import never makes a second guest of an email they hold. */
async function storedAttendees(trx: Transaction<Database>, bookingID: string) {
  return (await registrationsOfKind(trx, bookingID, 'attendee')).map(registrationFromRow);
}

/** Store an accepted import's new guests and updates and audit it, inside the caller's transaction. */
async function writeImport(
  trx: Transaction<Database>,
  bookingID: string,
  accepted: Extract<BulkImportDecision, { kind: 'accepted' }>,
  by: { producerID: string; at: number },
): Promise<void> {
  const created = newAttendeeRows(bookingID, accepted.creates, by.at);
  await insertRegistrations(trx, created);
  await updateImportedGuests(trx, accepted.updates, by.at);
  await recordRegistrationEvents(trx, 'registration.created', bookingID, created, by.at);
  await recordRegistrationsChanged(trx, bookingID, accepted.updates.map((update) => update.registrationID), by.at);
  await recordAudit(trx, { ...by, action: 'guests.import', target: bookingID, before: null, after: accepted.audit });
}

/**
 * Attendee registrations (the guest list): list, create, update, delete, login regeneration and
 * the all-or-nothing bulk import, with the form rules of docs/reference/bookings.md §5 and the booking's
 * registration capacity checked on the server.
 */
export const registrationRoutes: RouteModule = async (app, options) => {
  const { ctx } = options;
  const spaceIDOf = async (bookingID: string) => (await bookingSpaceID(ctx.db, bookingID)) ?? '';
  // Approval and the waitlist (issue 27): the same domain, its own file.
  await guestFlowRoutes(app, options);

  app.get(
    '/attendees/all',
    {
      config: { access: access.signedIn(inQuery('booking', 'bookingID')) },
      schema: {
        tags: ['registrations'],
        summary: "A booking's attendee registrations by last then first name ([] when there are none)",
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
      const registration = await createOfKind(ctx, attendeeKind, request.body, (trx) => placeForNew(trx, request.body.bookingID));
      if (registration.status === 'waitlisted') {
        await mailOutcomes(ctx, { bookingID: registration.bookingID, spaceID: await spaceIDOf(registration.bookingID) }, { waitlisted: [registration.registrationID] });
      }
      return reply.status(201).send(registration);
    },
  );

  app.put(
    '/registration',
    {
      config: { access: access.signedIn(inBody('booking', 'bookingID'), inBody('registration', 'registrationID')) },
      schema: {
        tags: ['registrations'],
        summary: "Update an attendee's details, brand, early access and time zone, read at `version` (412 when stale)",
        body: RegistrationUpdateBody,
        response: { 200: Registration, 400: ErrorAnswer, 404: ErrorAnswer, 412: ErrorAnswer },
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
      const { bookingID, offered } = await ctx.db.transaction().execute(async (trx) => {
        const of = await deleteOfKind(trx, attendeeKind, request.query.registrationID, undefined, by);
        // A freed place goes to the next on the waitlist, in the same transaction (issue 27).
        return { bookingID: of, offered: await moveWaitlistUp(trx, of, by.at) };
      });
      if (offered.length > 0) await mailOutcomes(ctx, { bookingID, spaceID: await spaceIDOf(bookingID) }, { offered });
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
          'Import up to 10,000 attendees in one transaction: all rows are stored, or none (400 with every bad row, 409 past the registration capacity); an email already stored or earlier in the file never makes a second guest (updated with updateByEmail, else skipped as a duplicate)',
        body: BulkImportBody,
        response: { 200: BulkImportOk, 400: Type.Union([BulkImportRefused, ErrorAnswer]), 404: ErrorAnswer, 409: ErrorAnswer },
      },
    },
    async (request, reply) => {
      const { bookingID, ...importRequest } = request.body;
      const by = { producerID: callerOf(request).producerID, at: ctx.clock.now().getTime() };
      // The rule book decides under the booking's lock; a refused import or a dry run rolls back,
      // so nothing changes, not even the list revision the lock moved.
      const decision = await commitOnlyIf(
        ctx.db,
        async (trx) => {
          const room = await lockedBookingRoom(trx, bookingID);
          if (!room) throw notFound('Booking');
          const existing = await storedAttendees(trx, bookingID);
          const decided = decideBulkImport(importRequest, { ...room, existing });
          if (decided.kind === 'refused') throw apiErrorOf(decided.refusal);
          if (decided.kind === 'accepted' && decided.write) await writeImport(trx, bookingID, decided, by);
          return decided;
        },
        (decided) => decided.kind === 'accepted' && decided.write,
      );
      return decision.kind === 'rows' ? reply.status(400).send(decision.answer) : decision.answer;
    },
  );
};
