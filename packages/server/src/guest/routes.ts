import type { AttendanceIntakeData, LinkErrorMessages, RegistrationData } from '@greenroom/core';
import { isRoomOpen, roomWindow, statusOf, toIsoSeconds, ERROR_CODES, messages, REGISTRATION_STATUS_TEXTS } from '@greenroom/core/rules';
import { registrationFromRow } from '../registrations/store/registrations';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { access } from '../platform/auth/access';
import { hitRateLimit } from '../platform/rateLimits/store';
import { newId, randomToken } from '../platform/lib/tokens';
import { loadBookingAreaOptions } from '../bookings/areaOptions';
import { GuestQuestion } from './schemas';
import { findLoginCode, type CodeOwner } from '../registrations/store/loginCodes';
import { addVote, answerQuestion, findQuestion, insertQuestion, questionsByVotes } from './store/questions';
import { closeStay, enterRoom, findBookingRow, findStay, roomTimesOf } from './store/visits';
import { guestQuestionFromRow } from '../bookings/store/questions';
import { flag, fromJson, isSet, toJson } from '../platform/db/json';
import type { AttendanceRecordsTable } from '../attendance/tables';
import type { BookingsTable } from '../bookings/tables';
import { ApiError, notFound, badRequest } from '../platform/http/errors';
import { ErrorAnswer, Id, Line, MultiLineText, singleLine, strict } from '../platform/http/schemas';
import type { RouteModule } from '../platform/routeModule';

/** Largest body a guest call accepts. */
const GUEST_BODY_LIMIT = 8 * 1024;
const RATE_WINDOW_MS = 60_000;

const Code = singleLine({ minLength: 1, maxLength: 100 });
const Person = Line(50);

const unknownCode = () => new ApiError(404, 'This link is not valid.', { code: ERROR_CODES.unknownCode });
const qaOff = () => new ApiError(403, 'Q&A is not enabled for this event.', { code: ERROR_CODES.qaDisabled });

/** Which of the booking's link messages a code's owner sees. */
function messageKey(owner: CodeOwner): keyof LinkErrorMessages {
  if (owner.kind === 'attendee' || owner.kind === 'presenter') return owner.kind;
  return owner.kind === 'signUp' ? 'signUp' : 'public';
}

function intakeOf(data: RegistrationData): AttendanceIntakeData {
  return { ...data, address: { ...data.address } };
}

/** The attendance record of one entry: a registration's own code and data, or the shared code with the typed-in intake. */
function attendanceRow(
  attendeesID: string,
  owner: CodeOwner,
  booking: BookingsTable,
  body: { loginCode: string; socketID?: string; intakeData?: Partial<AttendanceIntakeData> & { firstName: string; lastName: string } },
  now: number,
): AttendanceRecordsTable {
  const registration = 'registration' in owner ? owner.registration : null;
  return {
    attendees_id: attendeesID,
    booking_id: booking.booking_id,
    space_id: booking.space_id,
    registration_id: registration?.registration_id ?? '',
    socket_id: body.socketID?.trim() || randomToken().slice(0, 20),
    login_code: owner.kind === 'public' || owner.kind === 'mobileHybrid' ? body.loginCode.trim() : registration!.login_code,
    start_time: now,
    end_time: null,
    role: owner.kind === 'presenter' ? 2 : 1,
    brand: registration ? registration.brand : flag(false),
    intake_data: toJson(
      registration
        ? intakeOf(fromJson<RegistrationData>(registration.registration_data))
        : { firstName: body.intakeData?.firstName ?? '', lastName: body.intakeData?.lastName ?? '', ...body.intakeData },
    ),
  };
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
      throw new ApiError(429, 'Too many requests. Please wait a few minutes and try again.', { code: ERROR_CODES.limitExceeded });
    }
  });

  const owned = async (loginCode: string) => {
    const owner = await findLoginCode(ctx.db, loginCode.trim());
    if (!owner) throw unknownCode();
    const booking = await findBookingRow(ctx.db, owner.bookingID);
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
          socketID: Type.Optional(Line(100)),
          intakeData: Type.Optional(strict({ firstName: Person, lastName: Person, company: Type.Optional(Person), emailAddress: Type.Optional(Person) })),
        }),
        response: { 201: Type.Object({ attendeesID: Type.String() }), 403: ErrorAnswer, 404: ErrorAnswer, 409: ErrorAnswer, 429: ErrorAnswer },
      },
    },
    async (request, reply) => {
      const { owner, booking } = await owned(request.body.loginCode);
      if (owner.kind === 'signUp') throw unknownCode();
      // Only a guest holding an approved place enters (issue 27: pending, waitlisted, offered… do not).
      if (owner.kind === 'attendee' && statusOf(registrationFromRow(owner.registration)) !== 'approved') {
        throw new ApiError(403, REGISTRATION_STATUS_TEXTS.noPlaceYet, { code: ERROR_CODES.forbidden });
      }
      const now = ctx.clock.now().getTime();
      if (!isRoomOpen(roomTimesOf(booking), now)) {
        const linkMessages = fromJson<LinkErrorMessages>(booking.error_messages);
        throw new ApiError(403, linkMessages[messageKey(owner)] || 'This event is not open right now.', { code: ERROR_CODES.roomClosed });
      }
      const attendeesID = newId();
      const entered = await enterRoom(ctx.db, attendanceRow(attendeesID, owner, booking, request.body, now), booking.capacity);
      if (entered === 'gone') throw unknownCode();
      if (entered === 'full') throw new ApiError(409, 'This event is full.', { code: ERROR_CODES.full });
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
      const record = await findStay(ctx.db, { attendeesID, bookingID: booking.booking_id, loginCode });
      if (!record) throw notFound('Attendance record');
      if (record.end_time !== null) return { attendeesID, endTime: toIsoSeconds(record.end_time) };
      const { closes } = roomWindow(roomTimesOf(booking));
      const now = ctx.clock.now().getTime();
      const endTime = Math.max(record.start_time, closes === null ? now : Math.min(now, closes));
      await closeStay(ctx.db, attendeesID, endTime, now);
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
    const row = await findQuestion(ctx.db, bookingID, questionID);
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
      const rows = await questionsByVotes(ctx.db, booking.booking_id);
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
        body: strict({ loginCode: Code, questionText: MultiLineText(1000, { minLength: 1 }), askerName: Type.Optional(Line(101)) }),
        response: { 201: GuestQuestion, 400: ErrorAnswer, 403: ErrorAnswer, 404: ErrorAnswer, 429: ErrorAnswer },
      },
    },
    async (request, reply) => {
      const { owner, booking } = await qaBooking(request.body.loginCode);
      const questionText = request.body.questionText.trim();
      if (questionText === '') throw badRequest({ questionText: messages.required });
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
      await insertQuestion(ctx.db, row);
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
      if (!(await addVote(ctx.db, questionID, loginCode, ctx.clock.now().getTime()))) {
        throw new ApiError(409, 'You have already voted for this question.', { code: ERROR_CODES.alreadyVoted });
      }
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
        body: strict({ loginCode: Code, answerText: MultiLineText(2000, { minLength: 1 }), answererName: Type.Optional(Line(101)) }),
        response: { 200: GuestQuestion, 400: ErrorAnswer, 403: ErrorAnswer, 404: ErrorAnswer, 429: ErrorAnswer },
      },
    },
    async (request) => {
      const { owner, booking } = await qaBooking(request.body.loginCode);
      if (owner.kind !== 'presenter') throw new ApiError(403, 'Only presenters can answer questions.', { code: ERROR_CODES.forbidden });
      const { questionID } = request.params;
      await loadQuestion(booking.booking_id, questionID);
      const answerText = request.body.answerText.trim();
      if (answerText === '') throw badRequest({ answerText: messages.required });
      const data = fromJson<RegistrationData>(owner.registration.registration_data);
      await answerQuestion(ctx.db, questionID, {
        answerText,
        answererName: request.body.answererName?.trim() || `${data.firstName} ${data.lastName}`.trim(),
        now: ctx.clock.now().getTime(),
      });
      return guestQuestionFromRow(await loadQuestion(booking.booking_id, questionID));
    },
  );
};
