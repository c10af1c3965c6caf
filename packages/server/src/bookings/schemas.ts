import { Type } from 'typebox';
import { Id, strict } from '../http/schemas';

/**
 * TypeBox schemas of the booking area's requests and answers. Request objects refuse unknown
 * fields; lengths are capped generously here, the spec's own limits (with its messages) are
 * checked by the handlers so the answer carries the right text.
 */

const Text = (maxLength: number) => Type.String({ maxLength });
/** One line: refuses line breaks (addresses and header-like values). */
const Line = (maxLength: number) => Type.String({ maxLength, pattern: '^[^\\r\\n]*$' });
const Instant = Text(40);

export const BookingTimeInput = strict({ time: Instant, timezone: Text(64), timeValue: Type.Number() });

export const BookingCreateBody = strict({
  spaceID: Id,
  name: Text(200),
  start: BookingTimeInput,
  end: BookingTimeInput,
  capacity: Type.Integer({ minimum: 0 }),
  gracePeriodMinutes: Type.Integer({ minimum: 0, maximum: 1440 }),
  accessTime: Instant,
  doorsOpen: Instant,
  doorsClosed: Instant,
});

const IntakeFieldInput = strict({
  name: Type.Union([
    Type.Literal('First Name'),
    Type.Literal('Last Name'),
    Type.Literal('Company'),
    Type.Literal('Email'),
    Type.Literal('Phone'),
    Type.Literal('Address'),
  ]),
  visible: Type.Boolean(),
  mandatory: Type.Boolean(),
  type: Type.Optional(Type.Union([Type.Literal('US'), Type.Literal('international')])),
});

const VideoAddress = strict({ url: Text(2048), appID: Text(200) });
const GameAddress = strict({ url: Text(2048), port: Type.Integer({ minimum: 0, maximum: 65535 }) });

/** PUT /booking: the whole booking as GET /booking answers it, plus the optional server changes. */
export const BookingPutBody = strict({
  bookingID: Id,
  spaceID: Id,
  name: Text(200),
  calendarID: Text(100),
  start: BookingTimeInput,
  end: BookingTimeInput,
  doorsOpen: Instant,
  doorsClosed: Instant,
  enableDoors: Type.Boolean(),
  accessTime: Instant,
  capacity: Type.Integer({ minimum: 0 }),
  registrationCapacity: Type.Integer({ minimum: 0 }),
  useRegistrationCapacity: Type.Boolean(),
  gracePeriodMinutes: Type.Integer({ minimum: 0, maximum: 1440 }),
  registrationCount: Type.Number(),
  sendEntryNotifications: Type.Boolean(),
  showInRoomHelpButton: Type.Boolean(),
  privateCloud: Type.Boolean(),
  enableQA: Type.Boolean(),
  videoServer: Text(2048),
  videoServerAppID: Text(200),
  gameServer: Text(2048),
  gamePort: Type.Integer({ minimum: 0, maximum: 65535 }),
  publicAppLoginCode: Text(200),
  signUpLoginCode: Text(200),
  mobileHybridLoginCode: Text(200),
  emailTemplates: Type.Record(
    Type.String(),
    Type.Object({ id: Text(100), name: Text(200), system: Type.Boolean(), HTML: Type.Boolean() }),
    { maxProperties: 1000 },
  ),
  intakeFields: Type.Array(IntakeFieldInput, { maxItems: 6 }),
  errorMessages: strict({ public: Text(1000), signUp: Text(1000), attendee: Text(1000), presenter: Text(1000) }),
  supportMessage: Text(2000),
  enableSupport: Type.Boolean(),
  hangUpURL: Line(2048),
  registrationNotificationEmailAddress: Line(254),
  version: Type.Integer({ minimum: 0 }),
  updatedVideoServer: Type.Optional(
    Type.Union([Type.Literal('Public Cloud'), Type.Literal('US Private Cloud'), Type.Literal('Europe Private Cloud'), VideoAddress]),
  ),
  updatedGameServer: Type.Optional(
    Type.Union([Type.Literal('Public Server'), Type.Literal('Development Server'), Type.Literal('Europe Server'), GameAddress]),
  ),
});

export const BookingIdBody = strict({ bookingID: Id });
export const MobileHybridBody = strict({ bookingID: Id, create: Type.Optional(Type.Boolean()) });
export const RegistrationIdBody = strict({ registrationID: Id });

export const AddressInput = strict({
  addressLine1: Type.Optional(Text(500)),
  addressLine2: Type.Optional(Text(500)),
  city: Type.Optional(Text(500)),
  state: Type.Optional(Text(500)),
  zipCode: Type.Optional(Text(500)),
  stateProvinceRegion: Type.Optional(Text(500)),
  zipPostalCode: Type.Optional(Text(500)),
  country: Type.Optional(Text(500)),
});

const personFields = {
  first: Text(500),
  last: Text(500),
  email: Text(500),
  company: Text(500),
  phone: Text(500),
  address: AddressInput,
  brand: Type.Boolean(),
  allowEarlyAccess: Type.Boolean(),
};

export const RegistrationRowInput = strict(personFields);
export const RegistrationCreateBody = strict({ bookingID: Id, ...personFields });
export const RegistrationUpdateBody = strict({ bookingID: Id, registrationID: Id, ...personFields });

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
  permissions: PermissionsInput,
  bridgeAccess: Type.Boolean(),
});

export const BulkBody = strict({
  bookingID: Id,
  rows: Type.Array(RegistrationRowInput, { maxItems: 10_000 }),
});

// Either address form, whole (registrationFromRow fills the parts a stored address lacks).
const AddressAnswer = Type.Union([
  Type.Object({ addressLine1: Type.String(), addressLine2: Type.String(), city: Type.String(), state: Type.String(), zipCode: Type.String() }),
  Type.Object({
    addressLine1: Type.String(),
    addressLine2: Type.String(),
    city: Type.String(),
    stateProvinceRegion: Type.String(),
    zipPostalCode: Type.String(),
    country: Type.String(),
  }),
]);

const RegistrationData = Type.Object({
  firstName: Type.String(),
  lastName: Type.String(),
  company: Type.String(),
  emailAddress: Type.String(),
  phone: Type.String(),
  address: AddressAnswer,
});

const registrationProperties = {
  registrationID: Type.String(),
  bookingID: Type.String(),
  loginCode: Type.String(),
  brand: Type.Boolean(),
  allowEarlyAccess: Type.Boolean(),
  emails: Type.Array(Type.String()),
  registrationData: RegistrationData,
};

export const Registration = Type.Object(registrationProperties);
export const Presenter = Type.Object({
  ...registrationProperties,
  permissions: Type.Object(PermissionsInput.properties),
  bridgeAccess: Type.Boolean(),
  presentation: Type.Object({ presentationID: Type.String() }),
});

export const BulkRowError = Type.Object({ row: Type.Integer(), fieldErrors: Type.Record(Type.String(), Type.String()) });
export const BulkOk = Type.Object({ ok: Type.Literal(true), created: Type.Integer() });
export const BulkRefused = Type.Object({ ok: Type.Literal(false), message: Type.String(), errors: Type.Array(BulkRowError) });

export const EmailTemplate = Type.Object({
  emailTemplateID: Type.String(),
  emailTemplateName: Type.String(),
  subject: Type.String(),
  from: Type.String(),
  replyTo: Type.String(),
  body: Type.String(),
  HTML: Type.Boolean(),
  system: Type.Boolean(),
});
export const EmailTemplateCreated = Type.Object({
  emailTemplateID: Type.String(),
  emailTemplateName: Type.String(),
  system: Type.Boolean(),
  HTML: Type.Boolean(),
});
export const EmailTemplateCreateBody = strict({ bookingID: Id, emailTemplateName: Text(200) });
export const EmailTemplateUpdateBody = strict({
  bookingID: Id,
  emailTemplateID: Id,
  subject: Text(500),
  from: Text(200),
  replyTo: Text(254),
  body: Text(200_000),
  system: Type.Boolean(),
  html: Type.Boolean(),
});
export const EmailSendBody = strict({
  bookingID: Id,
  spaceID: Id,
  emailTemplateID: Id,
  toSend: Type.Array(Id, { minItems: 1, maxItems: 10_000, uniqueItems: true }),
});
export const EmailSendResult = Type.Object({
  sent: Type.Array(Type.String()),
  failed: Type.Array(Type.Object({ registrationID: Type.String(), message: Type.String() })),
});

export const QAQuestion = Type.Object({
  questionText: Type.String(),
  askerName: Type.String(),
  votes: Type.Integer(),
  answerText: Type.String(),
  answererName: Type.String(),
  status: Type.String(),
  lastUpdateTime: Type.Number(),
});
export const GuestQuestion = Type.Object({ questionID: Type.String(), ...QAQuestion.properties });

export const ServerOptionsAnswer = Type.Object({
  video: Type.Array(Type.Object({ name: Type.String(), url: Type.String(), appID: Type.String() })),
  game: Type.Array(Type.Object({ name: Type.String(), url: Type.String(), port: Type.Integer() })),
});
