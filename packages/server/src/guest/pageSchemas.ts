import { Type } from 'typebox';
import { BookingTime, IntakeField } from '../bookings/schemas';
import { AddressInput, RegistrationStatus } from '../registrations/schemas';
import { Line, singleLine, strict } from '../platform/http/schemas';

// TypeBox schemas of the guest pages' calls (issue 27): the answers are titled like core's types in
// packages/core/src/guest/types.ts, the request bodies are allow-lists.

/** A login code in a query or body. */
export const GuestCode = singleLine({ minLength: 1, maxLength: 100 });

export const GuestCodeQuery = strict({ code: GuestCode });

export const GuestPage = Type.Object(
  {
    bookingName: Type.String(),
    start: BookingTime,
    end: BookingTime,
    enableDoors: Type.Boolean(),
    doorsOpen: Type.String(),
    doorsClosed: Type.String(),
    accessTime: Type.String(),
    gracePeriodMinutes: Type.Number(),
    roomOpens: Type.String(),
    roomCloses: Type.String(),
    roomState: Type.Union([Type.Literal('notOpenYet'), Type.Literal('open'), Type.Literal('closed'), Type.Literal('full')]),
    linkMessage: Type.String(),
    firstName: Type.String(),
    timeZone: Type.String(),
    supportMessage: Type.String(),
    intakeUrl: Type.String(),
    joinUrl: Type.String(),
    status: RegistrationStatus,
    waitlistPosition: Type.Union([Type.Integer(), Type.Null()]),
    offerExpiresAt: Type.Union([Type.String(), Type.Null()]),
  },
  { title: 'GuestPage' },
);

export const GuestSignUpForm = Type.Object(
  {
    bookingName: Type.String(),
    start: BookingTime,
    end: BookingTime,
    intakeFields: Type.Array(IntakeField),
    addressType: Type.Union([Type.Literal('US'), Type.Literal('international')]),
    full: Type.Boolean(),
    capacityMessage: Type.String(),
    supportMessage: Type.String(),
    waitlist: Type.Boolean(),
  },
  { title: 'GuestSignUpForm' },
);

const Field = Line(500);

export const GuestSignUpBody = strict({
  code: GuestCode,
  registrationData: strict({ firstName: Field, lastName: Field, company: Field, emailAddress: Field, phone: Field, address: AddressInput }),
  /** The guest's IANA zone as the browser knows it ('' = unknown). */
  timeZone: Type.Optional(Line(100)),
  /** The browser's language tag ('de-DE'); kept as core's languageCodeOf makes it (a tag naming no language: the booking's). */
  language: Type.Optional(Line(100)),
});

export const GuestSignUpResult = Type.Object({ loginCode: Type.String(), intakeUrl: Type.String(), status: RegistrationStatus }, { title: 'GuestSignUpResult' });

/** POST /api/guest/claim and /api/guest/cancel: the personal link's code. */
export const GuestCodeBody = strict({ code: GuestCode });
