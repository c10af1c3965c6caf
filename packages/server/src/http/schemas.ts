import { Type, type TProperties, type TSchema } from 'typebox';
import { SINGLE_LINE_PATTERN } from './stringFormats';

/**
 * Shared TypeBox schemas: request allow-lists (objects refuse unknown fields) and the answer shapes
 * of the entities in @greenroom/core (docs/reference/portal.md §3, docs/reference/bookings.md §3).
 */

/** An object that refuses unknown fields (400). @example strict({ name: Name }) */
export function strict<P extends TProperties>(properties: P) {
  return Type.Object(properties, { additionalProperties: false });
}

/**
 * A single-line string: refuses NUL and other control characters, CR/LF, line separators and lone
 * surrogates (400), so nothing of the kind reaches the database, a mail header or a calendar line.
 * @example strict({ name: singleLine({ maxLength: 200 }) })
 */
export function singleLine(options: { minLength?: number; maxLength: number }) {
  return Type.String({ ...options, pattern: SINGLE_LINE_PATTERN });
}

/**
 * A real ISO 8601 date-time with a zone, years 1970 to 2199 (`2026-13-45T99:99:99Z` and
 * `0000-01-01T00:00:00Z` are 400).
 * @example strict({ endTime: IsoDateTime })
 */
export const IsoDateTime = Type.String({ maxLength: 40, format: 'iso-date-time' });
/** `YYYY-MM-DD` or an ISO date-time, in the same range. @example strict({ endTime: IsoDateOrDateTime }) */
export const IsoDateOrDateTime = Type.String({ maxLength: 40, format: 'iso-date-or-date-time' });

/** An id sent by the client. */
export const Id = singleLine({ minLength: 1, maxLength: 100 });
/** A free text name; the handler refuses one that is blank after trimming (core's required-field message). */
export const Name = singleLine({ maxLength: 200 });
export const ShortText = singleLine({ maxLength: 500 });
export const ErrorAnswer = Type.Object({
  message: Type.String(),
  code: Type.Optional(Type.String()),
  fieldErrors: Type.Optional(Type.Record(Type.String(), Type.String())),
});

/** A map keyed by id. */
export function keyed<T extends TSchema>(value: T) {
  return Type.Record(Type.String(), value);
}

export const ZonedDate = Type.Object({ date: Type.String({ maxLength: 40 }), timezone: Type.String({ maxLength: 64 }) });
export const ZonedDateInput = strict({ date: IsoDateOrDateTime, timezone: singleLine({ minLength: 1, maxLength: 64 }) });
export const BookingTime = Type.Object({ time: Type.String(), timezone: Type.String(), timeValue: Type.Number() });

export const ProjectRef = Type.Object({ projectID: Type.String(), projectName: Type.String() });
export const ProjectRefInput = strict({ projectID: Id, projectName: Name });
export const ProjectMapInput = Type.Record(singleLine({ maxLength: 100 }), ProjectRefInput, { maxProperties: 1000 });

export const Producer = Type.Object({
  producerID: Type.String(),
  name: Type.String(),
  role: Type.Number(),
  projects: keyed(ProjectRef),
  username: Type.Optional(Type.String()),
  email: Type.Optional(Type.String()),
});

export const SpaceRef = Type.Object({ spaceID: Type.String(), spaceName: Type.String() });
export const Project = Type.Object({ projectID: Type.String(), projectName: Type.String(), spaces: keyed(SpaceRef) });

export const SkinItemType = Type.Union([
  Type.Literal('Image'),
  Type.Literal('Video'),
  Type.Literal('Audio'),
  Type.Literal('ImageOrVideo'),
  Type.Literal('SingleColor'),
  Type.Literal('SingleNumber'),
  Type.Literal('Boolean'),
  Type.Literal('ColorPairList'),
]);
export const ColorPair = Type.Object({ primary: Type.String(), secondary: Type.String() });
export const ColorPairInput = strict({ primary: singleLine({ maxLength: 9 }), secondary: singleLine({ maxLength: 9 }) });
export const SkinValue = Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Array(ColorPair)]);
export const SkinValueInput = Type.Union([
  singleLine({ maxLength: 2048 }),
  Type.Number(),
  Type.Boolean(),
  Type.Array(ColorPairInput, { maxItems: 8 }),
]);
export const Dimensions = Type.Object({ width: Type.Number(), height: Type.Number() });
export const SkinItem = Type.Object({
  property: Type.String(),
  label: Type.String(),
  type: SkinItemType,
  value: SkinValue,
  dimensions: Type.Optional(Dimensions),
  assetFamily: Type.Optional(Type.String()),
  hidden: Type.Optional(Type.Boolean()),
});
export const SkinGroup = keyed(SkinItem);

export const World = Type.Object({
  worldID: Type.String(),
  name: Type.String(),
  worldSkin: SkinGroup,
  uiSkin: Type.Optional(SkinGroup),
  avatarSkin: Type.Optional(SkinGroup),
  emailSkin: Type.Optional(SkinGroup),
});

export const BookingRef = Type.Object({ bookingID: Type.String(), bookingName: Type.String() });
export const PresentationRef = Type.Object({ presentationID: Type.String(), presentationName: Type.String() });

export const Space = Type.Object({
  spaceID: Type.String(),
  spaceName: Type.String(),
  projectID: Type.String(),
  project: Type.Optional(Project),
  bookings: keyed(BookingRef),
  presentations: keyed(PresentationRef),
  startDate: ZonedDate,
  endDate: ZonedDate,
  maximumUserHours: Type.Number(),
  uiSkin: SkinGroup,
  worldSkin: SkinGroup,
  avatarSkin: SkinGroup,
  emailSkin: SkinGroup,
  worldID: Type.Optional(Type.String()),
  defaultVideoServer: Type.Optional(Type.String()),
  defaultVideoServerAppID: Type.Optional(Type.String()),
  defaultGameServer: Type.Optional(Type.String()),
  defaultGamePort: Type.Optional(Type.Number()),
  jwt: Type.Optional(Type.String()),
});

export const SpaceSummary = Type.Object({
  spaceID: Type.String(),
  spaceName: Type.String(),
  projectID: Type.String(),
  bookings: keyed(BookingRef),
  startDate: Type.Optional(ZonedDate),
  endDate: ZonedDate,
});

export const Calendar = Type.Object({
  calendarID: Type.String(),
  calendarName: Type.String(),
  loginCode: Type.String(),
  bookings: Type.Array(Type.String()),
  spaceID: Type.String(),
});

export const Presentation = Type.Object({
  presentationID: Type.String(),
  spaceID: Type.String(),
  name: Type.String(),
  slides: Type.Array(Type.String()),
  thumbnailRoot: Type.String(),
});

export const IntakeField = Type.Object({
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
export const EmailTemplateSummary = Type.Object({ id: Type.String(), name: Type.String(), system: Type.Boolean(), HTML: Type.Boolean() });
export const LinkErrorMessages = Type.Object({
  public: Type.String(),
  signUp: Type.String(),
  attendee: Type.String(),
  presenter: Type.String(),
});

export const Booking = Type.Object({
  bookingID: Type.String(),
  spaceID: Type.String(),
  name: Type.String(),
  calendarID: Type.String(),
  start: BookingTime,
  end: BookingTime,
  doorsOpen: Type.String(),
  doorsClosed: Type.String(),
  enableDoors: Type.Boolean(),
  accessTime: Type.String(),
  capacity: Type.Number(),
  registrationCapacity: Type.Number(),
  useRegistrationCapacity: Type.Boolean(),
  gracePeriodMinutes: Type.Number(),
  registrationCount: Type.Number(),
  sendEntryNotifications: Type.Boolean(),
  showInRoomHelpButton: Type.Boolean(),
  privateCloud: Type.Boolean(),
  enableQA: Type.Boolean(),
  videoServer: Type.String(),
  videoServerAppID: Type.String(),
  gameServer: Type.String(),
  gamePort: Type.Number(),
  publicAppLoginCode: Type.String(),
  signUpLoginCode: Type.String(),
  mobileHybridLoginCode: Type.String(),
  emailTemplates: keyed(EmailTemplateSummary),
  intakeFields: Type.Array(IntakeField),
  errorMessages: LinkErrorMessages,
  supportMessage: Type.String(),
  enableSupport: Type.Boolean(),
  hangUpURL: Type.String(),
  registrationNotificationEmailAddress: Type.String(),
  version: Type.Number(),
});

export const AttendanceRecord = Type.Object({
  attendeesID: Type.String(),
  registrationID: Type.String(),
  socketID: Type.String(),
  loginCode: Type.String(),
  startTime: Type.String(),
  endTime: Type.String(),
  totalSeconds: Type.Number(),
  role: Type.Number(),
  brand: Type.Boolean(),
  intakeData: Type.Object({
    firstName: Type.String(),
    lastName: Type.String(),
    company: Type.Optional(Type.String()),
    emailAddress: Type.Optional(Type.String()),
    phone: Type.Optional(Type.String()),
    address: Type.Optional(
      Type.Object({
        addressLine1: Type.Optional(Type.String()),
        addressLine2: Type.Optional(Type.String()),
        city: Type.Optional(Type.String()),
        state: Type.Optional(Type.String()),
        zipCode: Type.Optional(Type.String()),
        stateProvinceRegion: Type.Optional(Type.String()),
        zipPostalCode: Type.Optional(Type.String()),
        country: Type.Optional(Type.String()),
      }),
    ),
  }),
});

const Flag = Type.Boolean();
export const SystemCheckDataInput = strict({
  browserName: singleLine({ maxLength: 100 }),
  browserVersion: singleLine({ maxLength: 100 }),
  operatingSystem: singleLine({ maxLength: 100 }),
  operatingSystemVersion: singleLine({ maxLength: 100 }),
  canReachAWS: Flag,
  canReachGameServer: Flag,
  canReachLiveswitch: Flag,
  areWebWorkersSupported: Flag,
  hasMic: Flag,
  hasCamera: Flag,
  hasCameraPermissions: Flag,
  hasMicPermissions: Flag,
  canScreenshare: Flag,
  canVideoStream: Flag,
  isWebRTCSupported: Flag,
});
export const SystemCheck = Type.Object({
  systemCheckID: Type.String(),
  timestamp: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  comment: Type.String(),
  data: Type.Object(SystemCheckDataInput.properties),
});

export const InvalidSpaceRecord = Type.Object({
  spaceID: Type.String(),
  spaceName: Type.String(),
  worldName: Type.String(),
  propertyName: Type.String(),
  worldID: Type.String(),
});

export const UploadFileSpec = strict({ name: singleLine({ minLength: 1, maxLength: 255 }), type: singleLine({ minLength: 1, maxLength: 100 }) });
export const UploadTarget = Type.Object({ url: Type.String(), fileID: Type.String(), fileTypeFormatted: Type.String() });

export const Usage = Type.Object({ usageSeconds: Type.Number() });

/** Answers of calls whose client ignores the body. */
export const Done = Type.Object({ ok: Type.Literal(true) });
