import type { BookingTime, LinkErrorMessages, RegistrationData } from '@greenroom/core';
import {
  addressTypeOf,
  bookingDoors,
  checkSignUp,
  guestLinkRefusal,
  guestRoomState,
  isSignUpOpen,
  joinLink,
  normalizeIntakeFields,
  roomWindow,
  signUpCapacity,
  signUpPerson,
  toEpochMs,
  toIsoSeconds,
  defaultIntakeFields,
  isRefusal,
  newRegistrationPlace,
  guestEventUid,
  languageCodeOf,
} from '@greenroom/core/rules';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { access } from '../../platform/auth/access';
import { hitRateLimit } from '../../platform/rateLimits/store';
import { loadBookingAreaOptions } from '../../bookings/areaOptions';
import { bookingFormFacts } from '../../bookings/store/bookingForm';
import { lockedBookingRoom } from '../../bookings/store/bookingRoom';
import { guestFlowOf, registrationCount } from '../../bookings/store/bookingRows';
import { bookingGuestFlow, waitlistLength } from '../../bookings/store/waitlist';
import { cancelRegistration, claimOffer, mailOutcomes } from '../../bookings/guestFlow/transitions';
import { registrationFromRow } from '../../registrations/store/registrations';
import type { BookingsTable } from '../../bookings/tables';
import { findLoginCode } from '../../registrations/store/loginCodes';
import type { RegistrationsTable } from '../../registrations/tables';
import { attendeeKind, createOfKind } from '../../registrations/routes/registrationKinds';
import { findBookingRow, roomTimesOf } from '../store/visits';
import { guestsInRoom } from '../store/pages';
import { buildGuestEventIcs } from '../../calendars/ical';
import { GuestCodeBody, GuestCodeQuery, GuestPage, GuestSignUpBody, GuestSignUpForm, GuestSignUpResult } from '../pageSchemas';
import { fromJson, isSet } from '../../platform/db/json';
import { apiErrorOf, badRequest, notFound } from '../../platform/http/errors';
import { ErrorAnswer } from '../../platform/http/schemas';
import type { RouteModule } from '../../platform/routeModule';

/** Largest body a guest call accepts (as the other guest calls). */
const GUEST_BODY_LIMIT = 8 * 1024;
const RATE_WINDOW_MS = 60_000;
const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/** Worded by the error handler's 429 entry, like every rate-limit refusal. */
const tooManyRequests = () => Object.assign(new Error('guest rate limit'), { statusCode: 429 });

const linkMessagesOf = (booking: BookingsTable) => fromJson<LinkErrorMessages>(booking.error_messages);
const supportOf = (booking: BookingsTable) => (isSet(booking.enable_support) ? booking.support_message : '');
/** Where a guest's registration stands, as the join page tells it (issue 27). */
const standingOf = (row: RegistrationsTable) => {
  const registration = registrationFromRow(row);
  return { status: registration.status ?? 'approved', waitlistPosition: registration.waitlistPosition ?? null, offerExpiresAt: registration.offerExpiresAt ?? null };
};
/** A file name a browser saves safely: letters, digits, dashes, underscores; 'event' when none is left. */
const fileNameOf = (name: string) => name.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'event';

/**
 * The guest pages' calls (issue 27; public, no sign-in, rate-limited per address with the other
 * guest calls): the join page behind a personal link, the registration form behind a booking's
 * sign-up link and the sign-up itself (the producer's POST /registration rules and store), and the
 * guest's .ics file.
 */
export const guestPageRoutes: RouteModule = async (app, { ctx }) => {
  const { guestRateLimit } = loadBookingAreaOptions();

  app.addHook('onRequest', async (request: FastifyRequest) => {
    const count = await hitRateLimit(ctx.db, `guest:${request.ip}`, RATE_WINDOW_MS, ctx.clock.now().getTime());
    if (count > guestRateLimit) throw tooManyRequests();
  });

  /** The attendee registration behind a personal link and its booking, else the attendee link's 404. */
  const personalLink = async (code: string): Promise<{ registration: RegistrationsTable; booking: BookingsTable }> => {
    const owner = await findLoginCode(ctx.db, code.trim());
    const booking = owner ? await findBookingRow(ctx.db, owner.bookingID) : null;
    if (!owner || !booking) throw apiErrorOf(guestLinkRefusal('attendee', null));
    if (owner.kind !== 'attendee') throw apiErrorOf(guestLinkRefusal('attendee', linkMessagesOf(booking)));
    return { registration: owner.registration, booking };
  };

  /** The booking of a sign-up link still taking registrations, else the sign-up link's 404. */
  const signUpLink = async (code: string): Promise<BookingsTable> => {
    const owner = await findLoginCode(ctx.db, code.trim());
    const booking = owner ? await findBookingRow(ctx.db, owner.bookingID) : null;
    if (!owner || !booking) throw apiErrorOf(guestLinkRefusal('signUp', null));
    if (owner.kind !== 'signUp' || !isSignUpOpen(roomTimesOf(booking), ctx.clock.now().getTime())) {
      throw apiErrorOf(guestLinkRefusal('signUp', linkMessagesOf(booking)));
    }
    return booking;
  };

  /** The join page of a personal link, with where the registration stands (issue 27). */
  const pageOf = async (registration: RegistrationsTable, booking: BookingsTable) => {
    const times = roomTimesOf(booking);
    const { opens, closes } = roomWindow(times);
    const start = fromJson<BookingTime>(booking.start_time);
    const end = fromJson<BookingTime>(booking.end_time);
    const inRoom = await guestsInRoom(ctx.db, booking.booking_id);
    return {
      bookingName: booking.name,
      start,
      end,
      enableDoors: times.enableDoors,
      ...bookingDoors({ start, end, doorsOpen: booking.doors_open, doorsClosed: booking.doors_closed }),
      accessTime: booking.access_time,
      gracePeriodMinutes: booking.grace_period_minutes,
      roomOpens: opens === null ? '' : toIsoSeconds(opens),
      roomCloses: closes === null ? '' : toIsoSeconds(closes),
      roomState: guestRoomState(times, ctx.clock.now().getTime(), { inRoom, capacity: booking.capacity }),
      linkMessage: linkMessagesOf(booking).attendee ?? '',
      firstName: fromJson<RegistrationData>(registration.registration_data).firstName,
      timeZone: registration.time_zone,
      supportMessage: supportOf(booking),
      intakeUrl: joinLink(ctx.config.links.intake, registration.login_code),
      joinUrl: joinLink(ctx.config.links.attendeeJoin, registration.login_code),
      ...standingOf(registration),
    };
  };

  app.get(
    '/guest/page',
    {
      config: { access: access.public() },
      schema: {
        tags: ['guest'],
        summary: "The join page of an attendee's personal link: the event, its doors and the room's state now by the server's clock",
        querystring: GuestCodeQuery,
        response: { 200: GuestPage, 404: ErrorAnswer, 429: ErrorAnswer },
      },
    },
    async (request) => {
      const { registration, booking } = await personalLink(request.query.code);
      return pageOf(registration, booking);
    },
  );

  for (const [path, step, summary] of [
    ['/guest/claim', claimOffer, "Claim the place offered to the guest of a personal link (409 when there is no offer or it lapsed); answers the join page"],
    ['/guest/cancel', cancelRegistration, "Give up the registration of a personal link (409 when already cancelled or not approved); a freed place is offered to the next on the waitlist; answers the join page"],
  ] as const) {
    app.post(
      path,
      {
        config: { access: access.public() },
        bodyLimit: GUEST_BODY_LIMIT,
        schema: { tags: ['guest'], summary, body: GuestCodeBody, response: { 200: GuestPage, 404: ErrorAnswer, 409: ErrorAnswer, 429: ErrorAnswer } },
      },
      async (request) => {
        const { registration, booking } = await personalLink(request.body.code);
        await step(ctx, registration);
        const { registration: stored } = await personalLink(request.body.code);
        return pageOf(stored, booking);
      },
    );
  }

  app.get(
    '/guest/sign-up',
    {
      config: { access: access.public() },
      schema: {
        tags: ['guest'],
        summary: "The registration form of a booking's sign-up link: the event, its intake fields and whether the registration capacity is reached",
        querystring: GuestCodeQuery,
        response: { 200: GuestSignUpForm, 404: ErrorAnswer, 429: ErrorAnswer },
      },
    },
    async (request) => {
      const booking = await signUpLink(request.query.code);
      const facts = await bookingFormFacts(ctx.db, booking.booking_id);
      if (!facts) throw apiErrorOf(guestLinkRefusal('signUp', null));
      const intakeFields = normalizeIntakeFields(facts.rules.intakeFields) ?? defaultIntakeFields();
      return {
        bookingName: booking.name,
        start: fromJson<BookingTime>(booking.start_time),
        end: fromJson<BookingTime>(booking.end_time),
        intakeFields,
        addressType: addressTypeOf(intakeFields),
        ...signUpCapacity({ limit: facts.limit, registrationCount: await registrationCount(ctx.db, booking.booking_id) }),
        supportMessage: supportOf(booking),
        waitlist: guestFlowOf(booking).waitlist,
      };
    },
  );

  app.post(
    '/guest/sign-up',
    {
      config: { access: access.public() },
      bodyLimit: GUEST_BODY_LIMIT,
      schema: {
        tags: ['guest'],
        summary:
          "Register through a booking's sign-up link with the producer's form rules (400 with every field error, 409 past the registration capacity); answers the guest's login code and personal link",
        body: GuestSignUpBody,
        response: { 201: GuestSignUpResult, 400: ErrorAnswer, 404: ErrorAnswer, 409: ErrorAnswer, 429: ErrorAnswer },
      },
    },
    async (request, reply) => {
      const { code, registrationData, timeZone, language } = request.body;
      const booking = await signUpLink(code);
      const facts = await bookingFormFacts(ctx.db, booking.booking_id);
      if (!facts) throw apiErrorOf(guestLinkRefusal('signUp', null));
      // Checked here first so the field errors are keyed like `registrationData`; createOfKind runs the same rule again.
      const checked = checkSignUp(registrationData as RegistrationData, timeZone, facts.rules);
      if (!checked.ok) throw badRequest(checked.fieldErrors);
      const registration = await createOfKind(
        ctx,
        attendeeKind,
        { bookingID: booking.booking_id, brand: false, allowEarlyAccess: false, ...signUpPerson(registrationData as RegistrationData), timeZone, language: languageCodeOf(language) },
        async (trx) => {
          const room = await lockedBookingRoom(trx, booking.booking_id);
          const flow = await bookingGuestFlow(trx, booking.booking_id);
          if (!room || !flow) throw notFound('Booking');
          // Approval and the waitlist (issue 27): pending, waitlisted or approved; full without a waitlist is the capacity's 409.
          const place = newRegistrationPlace(flow, room, await waitlistLength(trx, booking.booking_id));
          if (isRefusal(place)) throw apiErrorOf(place);
          return place;
        },
      );
      const status = registration.status ?? 'approved';
      if (status === 'waitlisted') await mailOutcomes(ctx, { bookingID: booking.booking_id, spaceID: booking.space_id }, { waitlisted: [registration.registrationID] });
      return reply.status(201).send({ loginCode: registration.loginCode, intakeUrl: joinLink(ctx.config.links.intake, registration.loginCode), status });
    },
  );

  app.get(
    '/guest/ics',
    {
      config: { access: access.public() },
      schema: {
        tags: ['guest'],
        summary: "The event of an attendee's personal link as an iCalendar file to download (one VEVENT in the event's zone)",
        querystring: GuestCodeQuery,
        response: { 200: { content: { 'text/calendar': { schema: Type.String() } } }, 404: ErrorAnswer, 429: ErrorAnswer },
      },
    },
    async (request, reply) => {
      const { registration, booking } = await personalLink(request.query.code);
      const start = fromJson<BookingTime>(booking.start_time);
      const end = fromJson<BookingTime>(booking.end_time);
      const ics = buildGuestEventIcs({
        uid: guestEventUid(booking.booking_id, registration.registration_id),
        summary: booking.name,
        start: { epochMs: toEpochMs(start.time) ?? start.timeValue, timezone: start.timezone },
        end: { epochMs: toEpochMs(end.time) ?? end.timeValue, timezone: end.timezone },
        url: joinLink(ctx.config.links.intake, registration.login_code),
        nowMs: ctx.clock.now().getTime(),
      });
      return reply
        .header('content-type', ICS_CONTENT_TYPE)
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${fileNameOf(booking.name)}.ics"`)
        .send(ics);
    },
  );
};
