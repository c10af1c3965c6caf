import { Type } from 'typebox';
import { MAX_BULK_ROWS } from '@greenroom/core/rules';
import { Id, Line, strict, VersionAnswer, VersionInput } from '../platform/http/schemas';

// TypeBox schemas of the registrations calls: request allow-lists (objects refuse unknown fields)
// and answer shapes (docs/architecture.md#the-servers-shape).

export const RegistrationIdBody = strict({ registrationID: Id });

export const AddressInput = strict({
  addressLine1: Type.Optional(Line(500)),
  addressLine2: Type.Optional(Line(500)),
  city: Type.Optional(Line(500)),
  state: Type.Optional(Line(500)),
  zipCode: Type.Optional(Line(500)),
  stateProvinceRegion: Type.Optional(Line(500)),
  zipPostalCode: Type.Optional(Line(500)),
  country: Type.Optional(Line(500)),
});

const personFields = {
  first: Line(500),
  last: Line(500),
  email: Line(500),
  company: Line(500),
  phone: Line(500),
  address: AddressInput,
  brand: Type.Boolean(),
  allowEarlyAccess: Type.Boolean(),
};

/** The guest's IANA zone ('' = unknown; core's checkGuestTimeZone checks the name). */
const TimeZoneInput = Type.Optional(Line(100));

/**
 * A bulk-import row: the person fields, and the guest's language and time zone as the file spells
 * them ('DE', 'de_de'); core's planGuestImport normalises them, and one naming no language or zone
 * is that row's field error (a 400 listing the rows), not a schema refusal.
 */
export const RegistrationRowInput = strict({ ...personFields, language: Type.Optional(Line(100)), timeZone: TimeZoneInput });

/** The guest's language ('' = the booking's). */
const LanguageInput = Type.Optional(Type.String({ maxLength: 20, pattern: '^([a-z]{2,3}(-[A-Za-z0-9]{2,8})?)?$' }));

export const RegistrationCreateBody = strict({ bookingID: Id, ...personFields, timeZone: TimeZoneInput, language: LanguageInput });

export const RegistrationUpdateBody = strict({
  bookingID: Id,
  registrationID: Id,
  ...personFields,
  timeZone: TimeZoneInput,
  language: LanguageInput,
  version: Type.Optional(VersionInput),
});

export const PermissionsInput = strict({
  canPresent: Type.Boolean(),
  canUseLaser: Type.Boolean(),
  canControlAvatarAudio: Type.Boolean(),
  canTeleport: Type.Boolean(),
  canBreakout: Type.Boolean(),
  canShareWebcam: Type.Boolean(),
  canScreenshare: Type.Boolean(),
  canShareSlides: Type.Boolean(),
  canShareLocalVideo: Type.Boolean(),
  canShareLivestream: Type.Boolean(),
  canShareDefault: Type.Boolean(),
});

export const PresenterUpdateBody = strict({
  bookingID: Id,
  registrationID: Id,
  ...personFields,
  timeZone: TimeZoneInput,
  language: LanguageInput,
  permissions: PermissionsInput,
  bridgeAccess: Type.Boolean(),
  version: Type.Optional(VersionInput),
});

// Either address form, whole (registrationFromRow fills the parts a stored address lacks).
const AddressAnswer = Type.Union(
  [
    Type.Object(
      { addressLine1: Type.String(), addressLine2: Type.String(), city: Type.String(), state: Type.String(), zipCode: Type.String() },
      { title: 'USAddress' },
    ),
    Type.Object(
      {
        addressLine1: Type.String(),
        addressLine2: Type.String(),
        city: Type.String(),
        stateProvinceRegion: Type.String(),
        zipPostalCode: Type.String(),
        country: Type.String(),
      },
      { title: 'InternationalAddress' },
    ),
  ],
  { title: 'Address' },
);

const RegistrationData = Type.Object(
  {
    firstName: Type.String(),
    lastName: Type.String(),
    company: Type.String(),
    emailAddress: Type.String(),
    phone: Type.String(),
    address: AddressAnswer,
  },
  { title: 'RegistrationData' },
);

/** Where a registration stands (core's RegistrationStatus, issue 27). */
export const RegistrationStatus = Type.Union(
  [Type.Literal('approved'), Type.Literal('pending'), Type.Literal('denied'), Type.Literal('waitlisted'), Type.Literal('offered'), Type.Literal('cancelled')],
  { title: 'RegistrationStatus' },
);

/** PUT /registrations/decision (core's RegistrationDecision). */
export const RegistrationDecisionBody = strict({
  bookingID: Id,
  registrationIDs: Type.Array(Id, { minItems: 1, maxItems: MAX_BULK_ROWS }),
  decision: Type.Union([Type.Literal('approve'), Type.Literal('deny')]),
  message: Type.Optional(Type.String({ maxLength: 2000 })),
});

/** POST /registrations/promote. */
export const PromoteBody = strict({ bookingID: Id, registrationID: Id });

const registrationProperties = {
  registrationID: Type.String(),
  bookingID: Type.String(),
  loginCode: Type.String(),
  brand: Type.Boolean(),
  allowEarlyAccess: Type.Boolean(),
  emails: Type.Array(Type.String()),
  registrationData: RegistrationData,
  timeZone: Type.Optional(Type.String({ description: "The guest's IANA zone; '' when unknown" })),
  status: Type.Optional(RegistrationStatus),
  language: Type.Optional(Type.String({ description: "The guest's language; '' = the booking's" })),
  waitlistPosition: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  offerExpiresAt: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  version: VersionAnswer,
};

export const Registration = Type.Object(registrationProperties, { title: 'Registration' });

export const Presenter = Type.Object(
  {
    ...registrationProperties,
    permissions: Type.Object(PermissionsInput.properties, { title: 'PresenterPermissions' }),
    bridgeAccess: Type.Boolean(),
    presentation: Type.Object({ presentationID: Type.String() }),
  },
  { title: 'Presenter' },
);

export const BulkRowError = Type.Object({ row: Type.Integer(), fieldErrors: Type.Record(Type.String(), Type.String()) }, { title: 'BulkRowError' });

/** A row's status in a guest import (core's ImportRowStatus). */
const ImportRowStatus = Type.Union([
  Type.Literal('new'),
  Type.Literal('update'),
  Type.Literal('unchanged'),
  Type.Literal('duplicate'),
  Type.Literal('error'),
]);

/** POST /registrations/bulk: the rows, plus the preview (dryRun) and update-by-email options. */
export const BulkImportBody = strict({
  bookingID: Id,
  rows: Type.Array(RegistrationRowInput, { maxItems: MAX_BULK_ROWS }),
  dryRun: Type.Optional(Type.Boolean()),
  updateByEmail: Type.Optional(Type.Boolean()),
});

/** The accepted import (or, with dryRun, what it would do). */
export const BulkImportOk = Type.Object({
  ok: Type.Literal(true),
  created: Type.Integer(),
  updated: Type.Optional(Type.Integer()),
  unchanged: Type.Optional(Type.Integer()),
  duplicates: Type.Optional(Type.Integer()),
  statuses: Type.Optional(Type.Array(ImportRowStatus)),
  dryRun: Type.Optional(Type.Boolean()),
});

/** The refused import: every bad row, and with the options every row's status. */
export const BulkImportRefused = Type.Object({
  ok: Type.Literal(false),
  message: Type.String(),
  errors: Type.Array(BulkRowError),
  statuses: Type.Optional(Type.Array(ImportRowStatus)),
});
