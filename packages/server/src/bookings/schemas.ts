import { Type } from 'typebox';
import { Id, IsoDateTime, keyed, Line, MultiLineText, OptionalInstant, strict } from '../platform/http/schemas';

// TypeBox schemas of the bookings calls: request allow-lists (objects refuse unknown fields)
// and answer shapes (docs/architecture.md#the-servers-shape).

export const BookingTime = Type.Object({ time: Type.String(), timezone: Type.String(), timeValue: Type.Number() }, { title: 'BookingTime' });

export const IntakeField = Type.Object(
  {
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
  },
  { title: 'IntakeField' },
);

export const EmailTemplateSummary = Type.Object({ id: Type.String(), name: Type.String(), system: Type.Boolean(), HTML: Type.Boolean() }, { title: 'EmailTemplateSummary' });

export const LinkErrorMessages = Type.Object(
  {
    public: Type.String(),
    signUp: Type.String(),
    attendee: Type.String(),
    presenter: Type.String(),
  },
  { title: 'LinkErrorMessages' },
);

const ReminderAnchor = Type.Union([Type.Literal('beforeStart'), Type.Literal('afterEnd')]);
const ReminderAudience = Type.Union([Type.Literal('registered'), Type.Literal('attended'), Type.Literal('missed')]);

/** A booking's guest flow as answered (issue 27; defaults when never saved). */
export const GuestFlow = Type.Object(
  {
    requireApproval: Type.Boolean(),
    waitlist: Type.Boolean(),
    claimWindowHours: Type.Number(),
    reminders: Type.Array(
      Type.Object(
        {
          reminderID: Type.String(),
          anchor: ReminderAnchor,
          offsetMinutes: Type.Number(),
          audience: ReminderAudience,
          emailTemplateID: Type.String(),
          enabled: Type.Boolean(),
        },
        { title: 'ReminderRule' },
      ),
    ),
    language: Type.String(),
  },
  { title: 'GuestFlow' },
);

/** PUT /booking's guestFlow: the answer's shape, refusing unknown fields (core's checkGuestFlow checks the values). */
const GuestFlowInput = strict({
  requireApproval: Type.Boolean(),
  waitlist: Type.Boolean(),
  claimWindowHours: Type.Integer(),
  reminders: Type.Array(
    strict({
      reminderID: Line(100),
      anchor: ReminderAnchor,
      offsetMinutes: Type.Integer(),
      audience: ReminderAudience,
      emailTemplateID: Line(100),
      enabled: Type.Boolean(),
    }),
    { maxItems: 20 },
  ),
  language: Line(20),
});

export const Booking = Type.Object(
  {
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
    guestFlow: Type.Optional(GuestFlow),
  },
  { title: 'Booking' },
);

export const BookingTimeInput = strict({ time: IsoDateTime, timezone: Line(64), timeValue: Type.Number() });

export const BookingCreateBody = strict({
  spaceID: Id,
  name: Line(200),
  start: BookingTimeInput,
  end: BookingTimeInput,
  capacity: Type.Integer({ minimum: 0 }),
  gracePeriodMinutes: Type.Integer({ minimum: 0, maximum: 1440 }),
  accessTime: OptionalInstant,
  doorsOpen: OptionalInstant,
  doorsClosed: OptionalInstant,
});

/** One intake field as PUT /booking sends it: the answer's shape, refusing unknown fields. */
const IntakeFieldInput = strict(IntakeField.properties);

const VideoAddress = strict({ url: Line(2048), appID: Line(200) });

const GameAddress = strict({ url: Line(2048), port: Type.Integer({ minimum: 0, maximum: 65535 }) });

/** PUT /booking: the whole booking as GET /booking answers it, plus the optional server changes. */
export const BookingPutBody = strict({
  bookingID: Id,
  spaceID: Id,
  name: Line(200),
  calendarID: Line(100),
  start: BookingTimeInput,
  end: BookingTimeInput,
  doorsOpen: OptionalInstant,
  doorsClosed: OptionalInstant,
  enableDoors: Type.Boolean(),
  accessTime: OptionalInstant,
  capacity: Type.Integer({ minimum: 0 }),
  registrationCapacity: Type.Integer({ minimum: 0 }),
  useRegistrationCapacity: Type.Boolean(),
  gracePeriodMinutes: Type.Integer({ minimum: 0, maximum: 1440 }),
  registrationCount: Type.Number(),
  sendEntryNotifications: Type.Boolean(),
  showInRoomHelpButton: Type.Boolean(),
  privateCloud: Type.Boolean(),
  enableQA: Type.Boolean(),
  videoServer: Line(2048),
  videoServerAppID: Line(200),
  gameServer: Line(2048),
  gamePort: Type.Integer({ minimum: 0, maximum: 65535 }),
  publicAppLoginCode: Line(200),
  signUpLoginCode: Line(200),
  mobileHybridLoginCode: Line(200),
  emailTemplates: Type.Record(
    Type.String(),
    Type.Object({ id: Line(100), name: Line(200), system: Type.Boolean(), HTML: Type.Boolean() }),
    { maxProperties: 1000 },
  ),
  intakeFields: Type.Array(IntakeFieldInput, { maxItems: 6 }),
  errorMessages: strict({ public: Line(1000), signUp: Line(1000), attendee: Line(1000), presenter: Line(1000) }),
  supportMessage: MultiLineText(2000),
  enableSupport: Type.Boolean(),
  hangUpURL: Line(2048),
  registrationNotificationEmailAddress: Line(254),
  version: Type.Integer({ minimum: 0 }),
  guestFlow: Type.Optional(GuestFlowInput),
  updatedVideoServer: Type.Optional(
    Type.Union([Type.Literal('Public Cloud'), Type.Literal('US Private Cloud'), Type.Literal('Europe Private Cloud'), VideoAddress]),
  ),
  updatedGameServer: Type.Optional(
    Type.Union([Type.Literal('Public Server'), Type.Literal('Development Server'), Type.Literal('Europe Server'), GameAddress]),
  ),
});

export const BookingIdBody = strict({ bookingID: Id });

export const MobileHybridBody = strict({ bookingID: Id, create: Type.Optional(Type.Boolean()) });

export const QAQuestion = Type.Object(
  {
    questionText: Type.String(),
    askerName: Type.String(),
    votes: Type.Integer(),
    answerText: Type.String(),
    answererName: Type.String(),
    status: Type.String(),
    lastUpdateTime: Type.Number(),
  },
  { title: 'QAQuestion' },
);

export const ServerOptionsAnswer = Type.Object({
  video: Type.Array(Type.Object({ name: Type.String(), url: Type.String(), appID: Type.String() })),
  game: Type.Array(Type.Object({ name: Type.String(), url: Type.String(), port: Type.Integer() })),
});
