import type { AttendanceIntakeData, LinkErrorMessages, RegistrationData } from '@greenroom/core';
import { isRoomOpen, roomWindow, toIsoSeconds } from '@greenroom/core/rules';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { access } from '../auth/access';
import { hitRateLimit } from '../lib/rateLimits';
import { newId, randomToken } from '../lib/tokens';
import { loadBookingAreaOptions } from '../bookings/areaOptions';
import { GuestQuestion } from '../bookings/schemas';
import { findLoginCode, type CodeOwner } from '../bookings/store/loginCodes';
import { guestQuestionFromRow } from '../bookings/store/questions';
import { lockBooking } from '../bookings/store/transaction';
import { flag, fromJson, isSet, toJson } from '../db/json';
import { ApiError, notFound } from '../http/errors';
import { ErrorAnswer, Id, strict } from '../http/schemas';
import type { RouteModule } from './types';

/** Largest body a guest call accepts. */
const GUEST_BODY_LIMIT = 8 * 1024;
const RATE_WINDOW_MS = 60_000;

const Code = Type.String({ minLength: 1, maxLength: 100 });
const Person = Type.String({ maxLength: 50 });

const unknownCode = () => new ApiError(404, 'This link is not valid.', { code: 'UnknownCode' });
const qaOff = () => new ApiError(403, 'Q&A is not enabled for this event.', { code: 'QADisabled' });

/** Which of the booking's link messages a code's owner sees. */
function messageKey(owner: CodeOwner): keyof LinkErrorMessages {
  if (owner.kind === 'attendee' || owner.kind === 'presenter') return owner.kind;
  return owner.kind === 'signUp' ? 'signUp' : 'public';
}

function intakeOf(data: RegistrationData): AttendanceIntakeData {
  return { ...data, address: { ...data.address } };
}

/**
 * Public calls of the guest app (no sign-in; rate-limited per address, bodies of at most 8 KB):
 * entering and leaving the room with a login code (attendance records), and the booking's Q&A
 * (ask, vote once per code, answer as a presenter) while Q&A is on.
 */
export const guestRoutes: RouteModule = async (app, { ctx }) => {
  const { guestRateLimit } = loadBookingAreaOptions();

  app.addHook('onRequest', async (request: FastifyRequest) => {
    const count = await hitRateLimit(ctx.db, `guest:${request.ip}`, RATE_WINDOW_MS, ctx.clock.now().getTime());
    if (count > guestRateLimit) {
      throw new ApiError(429, 'Too many requests. Please wait a few minutes and try again.', { code: 'LimitExceeded' });
    }
  });

  const owned = async (loginCode: string) => {
    const owner = await findLoginCode(ctx.db, loginCode.trim());
    if (!owner) throw unknownCode();
    const booking = await ctx.db.selectFrom('bookings').selectAll().where('booking_id', '=', owner.bookingID).executeTakeFirst();
    if (!booking) throw unknownCode();
    return { owner, booking };
  };

  const guest = { config: { access: access.public() }, bodyLimit: GUEST_BODY_LIMIT };

  app.post(
    '/guest/enter',
    {
      ...guest,
      schema: {
        tags: ['guest'],
        summary:
          "Enter the room with a registration's or the booking's public/mobile-hybrid code, between doors open and doors closed (start and end without Doors Open Early); answers the attendance record's id",
        body: strict({
          loginCode: Code,
          socketID: Type.Optional(Type.String({ maxLength: 100 })),
          intakeData: Type.Optional(strict({ firstName: Person, lastName: Person, company: Type.Optional(Person), emailAddress: Type.Optional(Person) })),
        }),
        response: { 201: Type.Object({ attendeesID: Type.String() }), 403: ErrorAnswer, 404: ErrorAnswer, 409: ErrorAnswer, 429: ErrorAnswer },
      },
    },
    async (request, reply) => {
      const { owner, booking } = await owned(request.body.loginCode);
      if (owner.kind === 'signUp') throw unknownCode();
      const now = ctx.clock.now().getTime();
      const open = isRoomOpen(
        {
          enableDoors: isSet(booking.enable_doors),
          doorsOpen: booking.doors_open,
          doorsClosed: booking.doors_closed,
          start: fromJson(booking.start_time),
          end: fromJson(booking.end_time),
        },
        now,
      );
      if (!open) {
        const messages = fromJson<LinkErrorMessages>(booking.error_messages);
        throw new ApiError(403, messages[messageKey(owner)] || 'This event is not open right now.', { code: 'RoomClosed' });
      }
      const registration = 'registration' in owner ? owner.registration : null;
      const attendeesID = newId();
      await ctx.db.transaction().execute(async (trx) => {
        // The booking's lock keeps two last-place entries from both getting in.
        if (!(await lockBooking(trx, booking.booking_id))) throw unknownCode();
        const inRoom = await trx
          .selectFrom('attendance_records')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('booking_id', '=', booking.booking_id)
          .where('end_time', 'is', null)
          .executeTakeFirst();
        if (Number(inRoom?.count ?? 0) >= booking.capacity) throw new ApiError(409, 'This event is full.', { code: 'Full' });
        await trx
          .insertInto('attendance_records')
          .values({
            attendees_id: attendeesID,
            booking_id: booking.booking_id,
            space_id: booking.space_id,
            registration_id: registration?.registration_id ?? '',
            socket_id: request.body.socketID?.trim() || randomToken().slice(0, 20),
            login_code: owner.kind === 'public' || owner.kind === 'mobileHybrid' ? request.body.loginCode.trim() : registration!.login_code,
            start_time: now,
            end_time: null,
            role: owner.kind === 'presenter' ? 2 : 1,
            brand: registration ? registration.brand : flag(false),
            intake_data: toJson(
              registration
                ? intakeOf(fromJson<RegistrationData>(registration.registration_data))
                : { firstName: request.body.intakeData?.firstName ?? '', lastName: request.body.intakeData?.lastName ?? '', ...request.body.intakeData },
            ),
          })
          .execute();
      });
      return reply.status(201).send({ attendeesID });
    },
  );

  app.post(
    '/guest/leave',
    {
      ...guest,
      schema: {
        tags: ['guest'],
        summary:
          'Leave the room: closes the attendance record entered with this (still valid) code; a stay past doors closed ends at doors closed',
        body: strict({ attendeesID: Id, loginCode: Code }),
        response: { 200: Type.Object({ attendeesID: Type.String(), endTime: Type.String() }), 404: ErrorAnswer, 429: ErrorAnswer },
      },
    },
    async (request) => {
      const { attendeesID } = request.body;
      const loginCode = request.body.loginCode.trim();
      const { booking } = await owned(loginCode);
      const record = await ctx.db
        .selectFrom('attendance_records')
        .selectAll()
        .where('attendees_id', '=', attendeesID)
        .where('booking_id', '=', booking.booking_id)
        .where('login_code', '=', loginCode)
        .executeTakeFirst();
      if (!record) throw notFound('Attendance record');
      if (record.end_time !== null) return { attendeesID, endTime: toIsoSeconds(record.end_time) };
      const { closes } = roomWindow({
        enableDoors: isSet(booking.enable_doors),
        doorsOpen: booking.doors_open,
        doorsClosed: booking.doors_closed,
        start: fromJson(booking.start_time),
        end: fromJson(booking.end_time),
      });
      const now = ctx.clock.now().getTime();
      const endTime = Math.max(record.start_time, closes === null ? now : Math.min(now, closes));
      await ctx.db
        .updateTable('attendance_records')
        .set({ end_time: endTime })
        .where('attendees_id', '=', attendeesID)
        .where('end_time', 'is', null)
        .execute();
      return { attendeesID, endTime: toIsoSeconds(endTime) };
    },
  );

  const qaBooking = async (loginCode: string) => {
    const found = await owned(loginCode);
    if (found.owner.kind === 'signUp') throw unknownCode();
    if (!isSet(found.booking.enable_qa)) throw qaOff();
    return found;
  };

  const loadQuestion = async (bookingID: string, questionID: string) => {
    const row = await ctx.db
      .selectFrom('questions')
      .selectAll()
      .where('question_id', '=', questionID)
      .where('booking_id', '=', bookingID)
      .executeTakeFirst();
    if (!row) throw notFound('Question');
    return row;
  };

  app.get(
    '/guest/questions',
    {
      config: { access: access.public() },
      schema: {
        tags: ['guest'],
        summary: "The booking's questions, most votes first (Q&A must be on)",
        querystring: Type.Object({ loginCode: Code }),
        response: { 200: Type.Array(GuestQuestion), 403: ErrorAnswer, 404: ErrorAnswer, 429: ErrorAnswer },
      },
    },
    async (request) => {
      const { booking } = await qaBooking(request.query.loginCode);
      const rows = await ctx.db
        .selectFrom('questions')
        .selectAll()
        .where('booking_id', '=', booking.booking_id)
        .orderBy('votes', 'desc')
        .orderBy('created_at')
        .execute();
      return rows.map(guestQuestionFromRow);
    },
  );

  app.post(
    '/guest/questions',
    {
      ...guest,
      schema: {
        tags: ['guest'],
        summary: 'Ask a question (Q&A must be on); the asker name defaults to the registration’s name',
        body: strict({ loginCode: Code, questionText: Type.String({ minLength: 1, maxLength: 1000 }), askerName: Type.Optional(Type.String({ maxLength: 101 })) }),
        response: { 201: GuestQuestion, 400: ErrorAnswer, 403: ErrorAnswer, 404: ErrorAnswer, 429: ErrorAnswer },
      },
    },
    async (request, reply) => {
      const { owner, booking } = await qaBooking(request.body.loginCode);
      const questionText = request.body.questionText.trim();
      if (questionText === '') throw new ApiError(400, 'Invalid request', { code: 'BadRequest', fieldErrors: { questionText: 'Required' } });
      const data = 'registration' in owner ? fromJson<RegistrationData>(owner.registration.registration_data) : null;
      const askerName = request.body.askerName?.trim() || (data ? `${data.firstName} ${data.lastName}`.trim() : '') || 'Anonymous';
      const now = ctx.clock.now().getTime();
      const row = {
        question_id: newId(),
        booking_id: booking.booking_id,
        question_text: questionText,
        asker_name: askerName,
        votes: 0,
        answer_text: '',
        answerer_name: '',
        status: 'open',
        created_at: now,
        last_update_time: now,
      };
      await ctx.db.insertInto('questions').values(row).execute();
      return reply.status(201).send(guestQuestionFromRow(row));
    },
  );

  app.post(
    '/guest/questions/:questionID/vote',
    {
      ...guest,
      schema: {
        tags: ['guest'],
        summary: 'Vote for a question, once per login code (Q&A must be on)',
        params: Type.Object({ questionID: Id }),
        body: strict({ loginCode: Code }),
        response: { 200: GuestQuestion, 403: ErrorAnswer, 404: ErrorAnswer, 409: ErrorAnswer, 429: ErrorAnswer },
      },
    },
    async (request) => {
      const loginCode = request.body.loginCode.trim();
      const { booking } = await qaBooking(loginCode);
      const { questionID } = request.params;
      await loadQuestion(booking.booking_id, questionID);
      await ctx.db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('question_votes')
          .values({ question_id: questionID, voter_code: loginCode, created_at: ctx.clock.now().getTime() })
          .onConflict((oc) => oc.columns(['question_id', 'voter_code']).doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
          throw new ApiError(409, 'You have already voted for this question.', { code: 'AlreadyVoted' });
        }
        await trx
          .updateTable('questions')
          .set((eb) => ({ votes: eb('votes', '+', 1), last_update_time: ctx.clock.now().getTime() }))
          .where('question_id', '=', questionID)
          .execute();
      });
      return guestQuestionFromRow(await loadQuestion(booking.booking_id, questionID));
    },
  );

  app.post(
    '/guest/questions/:questionID/answer',
    {
      ...guest,
      schema: {
        tags: ['guest'],
        summary: "Answer a question with a presenter's code (Q&A must be on); the question becomes 'answered'",
        params: Type.Object({ questionID: Id }),
        body: strict({ loginCode: Code, answerText: Type.String({ minLength: 1, maxLength: 2000 }), answererName: Type.Optional(Type.String({ maxLength: 101 })) }),
        response: { 200: GuestQuestion, 400: ErrorAnswer, 403: ErrorAnswer, 404: ErrorAnswer, 429: ErrorAnswer },
      },
    },
    async (request) => {
      const { owner, booking } = await qaBooking(request.body.loginCode);
      if (owner.kind !== 'presenter') throw new ApiError(403, 'Only presenters can answer questions.', { code: 'Forbidden' });
      const { questionID } = request.params;
      await loadQuestion(booking.booking_id, questionID);
      const answerText = request.body.answerText.trim();
      if (answerText === '') throw new ApiError(400, 'Invalid request', { code: 'BadRequest', fieldErrors: { answerText: 'Required' } });
      const data = fromJson<RegistrationData>(owner.registration.registration_data);
      await ctx.db
        .updateTable('questions')
        .set({
          answer_text: answerText,
          answerer_name: request.body.answererName?.trim() || `${data.firstName} ${data.lastName}`.trim(),
          status: 'answered',
          last_update_time: ctx.clock.now().getTime(),
        })
        .where('question_id', '=', questionID)
        .execute();
      return guestQuestionFromRow(await loadQuestion(booking.booking_id, questionID));
    },
  );
};
