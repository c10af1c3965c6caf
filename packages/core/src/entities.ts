/**
 * Entity types of the producer portal, with the field names of docs/reference/portal.md §3 and
 * docs/reference/bookings.md §3. Dates travel as ISO-8601 strings; every zoned value carries its own zone.
 */

/** A point in time together with the IANA zone it is shown in. @example { date: '2026-11-21T00:01:00-06:00', timezone: 'America/Chicago' } */
export interface ZonedDate {
  date: string;
  timezone: string;
}

/** A booking time: ISO `time`, its IANA `timezone` and `timeValue` (ms since epoch). @example { time: '2026-11-21T15:00:00Z', timezone: 'UTC', timeValue: 1795273200000 } */
export interface BookingTime {
  time: string;
  timezone: string;
  timeValue: number;
}

/** A project as referenced from a producer's assignments. @example { projectID: 'p1', projectName: 'Demo' } */
export interface ProjectRef {
  projectID: string;
  projectName: string;
}

/** Project assignments keyed by projectID. @example { p1: { projectID: 'p1', projectName: 'Demo' } } */
export type ProjectMap = Record<string, ProjectRef>;

/** Role 0 is the super-admin; a created producer gets role 1. @example const role: ProducerRole = 0 */
export type ProducerRole = number;

/** A console user. @example { producerID: 'u1', name: 'Ada Lovelace', role: 1, projects: {}, version: 1 } */
export interface Producer {
  producerID: string;
  name: string;
  role: ProducerRole;
  projects: ProjectMap;
  username?: string;
  email?: string;
  /**
   * Moves by 1 on every change of the producer's assignments; PUT /producer may send it (412 when
   * stale). Both backends always answer it; optional in the type for backends that keep none.
   */
  version?: number;
}

/** Body of POST /producer. @example { temporaryPassword: 'Temp1234', email: 'a@b.c', username: 'ada', first: 'Ada', last: 'L', projects: {}, role: 1 } */
export interface ProducerCreatePayload {
  temporaryPassword: string;
  email: string;
  username: string;
  first: string;
  last: string;
  projects: ProjectMap;
  role: 1;
}

/** A space as listed inside a project. @example { spaceID: 's1', spaceName: 'Main Hall' } */
export interface SpaceRef {
  spaceID: string;
  spaceName: string;
}

/** A project with its spaces keyed by spaceID. @example { projectID: 'p1', projectName: 'Demo', spaces: {} } */
export interface Project {
  projectID: string;
  projectName: string;
  spaces: Record<string, SpaceRef>;
}

/** The skin item editors of the Branding tab. @example const t: SkinItemType = 'SingleColor' */
export type SkinItemType =
  | 'Image'
  | 'Video'
  | 'Audio'
  | 'ImageOrVideo'
  | 'SingleColor'
  | 'SingleNumber'
  | 'Boolean'
  | 'ColorPairList';

/** One avatar colour combination. @example { primary: '#FF0000', secondary: '#00FF00' } */
export interface ColorPair {
  primary: string;
  secondary: string;
}

/** What a skin item may hold: an asset address, colour or text, a number, a flag or colour pairs. @example const v: SkinValue = '#383838' */
export type SkinValue = string | number | boolean | ColorPair[];

/** Required pixel size of an image item. @example { width: 145, height: 145 } */
export interface Dimensions {
  width: number;
  height: number;
}

/** One brandable property of a space. @example { property: 'primaryColor', label: 'Hightlight Color', type: 'SingleColor', value: '#7C4DFF', version: 1 } */
export interface SkinItem {
  property: string;
  label: string;
  type: SkinItemType;
  value: SkinValue;
  dimensions?: Dimensions;
  assetFamily?: string;
  hidden?: boolean;
  /**
   * A space's item: moves by 1 on every change of its value; the skin calls may send it (412 when
   * stale). A world's item (a template, never edited) has none.
   */
  version?: number;
}

/** A skin group: items keyed by property. @example { primaryColor: { property: 'primaryColor', label: 'Hightlight Color', type: 'SingleColor', value: '#7C4DFF' } } */
export type SkinGroup = Record<string, SkinItem>;

/** The four skin groups of a space. @example const g: SkinGroupName = 'uiSkin' */
export type SkinGroupName = 'uiSkin' | 'worldSkin' | 'avatarSkin' | 'emailSkin';

/** The web theme of uiSkin.theme. @example const t: WebTheme = 'dark' */
export type WebTheme = 'dark' | 'light';

/** A world: the template of skin items a space is created from. @example { worldID: 'w1', name: 'Atrium', worldSkin: {} } */
export interface World {
  worldID: string;
  name: string;
  worldSkin: SkinGroup;
  uiSkin?: SkinGroup;
  avatarSkin?: SkinGroup;
  emailSkin?: SkinGroup;
}

/** A presentation as listed on a space. @example { presentationID: 'pr1', presentationName: 'Keynote' } */
export interface PresentationRef {
  presentationID: string;
  presentationName: string;
}

/** A booking as listed on a space. @example { bookingID: 'b1', bookingName: 'Launch' } */
export interface BookingRef {
  bookingID: string;
  bookingName: string;
}

/** A space: the room a project's events run in. @example api.spaces.get({ spaceID: 's1', producerID: 'u1' }) */
export interface Space {
  spaceID: string;
  spaceName: string;
  projectID: string;
  project?: Project;
  bookings: Record<string, BookingRef>;
  presentations: Record<string, PresentationRef>;
  startDate: ZonedDate;
  endDate: ZonedDate;
  maximumUserHours: number;
  uiSkin: SkinGroup;
  worldSkin: SkinGroup;
  avatarSkin: SkinGroup;
  emailSkin: SkinGroup;
  worldID?: string;
  defaultVideoServer?: string;
  defaultVideoServerAppID?: string;
  defaultGameServer?: string;
  defaultGamePort?: number;
  jwt?: string;
}

/** A space as listed by GET /spaces/all/admin. @example { spaceID: 's1', spaceName: 'Main Hall', projectID: 'p1', bookings: {}, endDate: { date: '2026-12-31T23:59:00Z', timezone: 'UTC' } } */
export interface SpaceSummary {
  spaceID: string;
  spaceName: string;
  projectID: string;
  bookings: Record<string, BookingRef>;
  startDate?: ZonedDate;
  endDate: ZonedDate;
}

/** Body of POST /space. @example { spaceName: 'Hall', projectID: 'p1', worldID: 'w1', defaultVideoServer: 'wss://v', defaultVideoServerAppID: 'app', defaultGameServer: 'game', defaultGamePort: 443, startDate: { date: '2026-11-21', timezone: 'UTC' }, endDate: { date: '2026-12-21', timezone: 'UTC' } } */
export interface SpaceCreatePayload {
  spaceName: string;
  projectID: string;
  defaultVideoServer: string;
  defaultVideoServerAppID: string;
  defaultGameServer: string;
  defaultGamePort: number;
  startDate: ZonedDate;
  endDate: ZonedDate;
  worldID: string;
}

/** A subscribable calendar of a space. @example { calendarID: 'c1', calendarName: 'Season', loginCode: 'abc', bookings: [], spaceID: 's1', version: 1 } */
export interface Calendar {
  calendarID: string;
  calendarName: string;
  loginCode: string;
  bookings: string[];
  spaceID: string;
  /** Moves by 1 on every rename (not on a new login code); PUT /calendar may send it (412 when stale). Always answered by our backends. */
  version?: number;
}

/** A slide deck. Slides are PNG file names under thumbnailRoot. @example { presentationID: 'pr1', spaceID: 's1', name: 'Keynote', slides: ['f1.png'], thumbnailRoot: 'https://host/files/slides/pr1/', version: 1 } */
export interface Presentation {
  presentationID: string;
  spaceID: string;
  name: string;
  slides: string[];
  thumbnailRoot: string;
  /** Moves by 1 on every save of its name or slides; PUT /presentation may send it (412 when stale). Always answered by our backends. */
  version?: number;
}

/** Address type of a booking's intake. @example const t: AddressType = 'US' */
export type AddressType = 'US' | 'international';

/** A US address. @example { addressLine1: '1 Main St', addressLine2: '', city: 'Austin', state: 'TX', zipCode: '78701' } */
export interface USAddress {
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  zipCode: string;
}

/** An international address. @example { addressLine1: '1 High St', addressLine2: '', city: 'Leeds', stateProvinceRegion: 'Yorkshire', zipPostalCode: 'LS1', country: 'UK' } */
export interface InternationalAddress {
  addressLine1: string;
  addressLine2: string;
  city: string;
  stateProvinceRegion: string;
  zipPostalCode: string;
  country: string;
}

/** Either address form. @example const a: Address = { addressLine1: '', addressLine2: '', city: '', state: '', zipCode: '' } */
export type Address = USAddress | InternationalAddress;

/** The six intake fields, in their fixed order. @example const n: IntakeFieldName = 'Email' */
export type IntakeFieldName = 'First Name' | 'Last Name' | 'Company' | 'Email' | 'Phone' | 'Address';

/** One intake field setting; Address also has its type. @example { name: 'Email', visible: true, mandatory: false } */
export interface IntakeField {
  name: IntakeFieldName;
  visible: boolean;
  mandatory: boolean;
  type?: AddressType;
}

/** Per-link error texts of a booking. @example { public: 'This event has ended', signUp: '', attendee: '', presenter: '' } */
export interface LinkErrorMessages {
  public: string;
  signUp: string;
  attendee: string;
  presenter: string;
}

/** An email template as listed on a booking. @example { id: 't1', name: 'Attendee Invite Link', system: true, HTML: true } */
export interface EmailTemplateSummary {
  id: string;
  name: string;
  system: boolean;
  HTML: boolean;
}

/** The full booking of docs/reference/bookings.md §3, plus the `version` the server uses for stale-write checks. @example api.bookings.get({ bookingID: 'b1' }) */
export interface Booking {
  bookingID: string;
  spaceID: string;
  name: string;
  calendarID: string;
  start: BookingTime;
  end: BookingTime;
  doorsOpen: string;
  doorsClosed: string;
  enableDoors: boolean;
  accessTime: string;
  capacity: number;
  registrationCapacity: number;
  useRegistrationCapacity: boolean;
  gracePeriodMinutes: number;
  registrationCount: number;
  sendEntryNotifications: boolean;
  showInRoomHelpButton: boolean;
  privateCloud: boolean;
  enableQA: boolean;
  videoServer: string;
  videoServerAppID: string;
  gameServer: string;
  gamePort: number;
  publicAppLoginCode: string;
  signUpLoginCode: string;
  mobileHybridLoginCode: string;
  emailTemplates: Record<string, EmailTemplateSummary>;
  intakeFields: IntakeField[];
  errorMessages: LinkErrorMessages;
  supportMessage: string;
  enableSupport: boolean;
  hangUpURL: string;
  registrationNotificationEmailAddress: string;
  /** Incremented on every stored change; PUT /booking must send the version it read. */
  version: number;
  /**
   * PUT only, super-admins only: the video server to move to, by option name (docs/reference/bookings.md §3)
   * or by its configured address. The server sets videoServer, videoServerAppID and privateCloud.
   */
  updatedVideoServer?: VideoServerOption | { url: string; appID: string };
  /** PUT only, super-admins only: the game server to move to, by option name or configured address. */
  updatedGameServer?: GameServerOption | { url: string; port: number };
  /**
   * How guests register, wait and are reminded (issue 27; beyond the spec). Our backends always
   * answer it (defaults from `defaultGuestFlow()`); a PUT without it keeps the stored one.
   */
  guestFlow?: GuestFlow;
}

/** When a reminder or follow-up is sent: minutes before the start, or after the end. @example const a: ReminderAnchor = 'beforeStart' */
export type ReminderAnchor = 'beforeStart' | 'afterEnd';

/**
 * Who a reminder goes to: every guest with a place, or (after the end, from the attendance records)
 * those who came, or those who did not. @example const a: ReminderAudience = 'missed'
 */
export type ReminderAudience = 'registered' | 'attended' | 'missed';

/**
 * One scheduled mail of a booking. Its moment follows the booking: moving the booking moves every
 * reminder not yet sent. @example { reminderID: 'day-before', anchor: 'beforeStart', offsetMinutes: 1440, audience: 'registered', emailTemplateID: 't7', enabled: true }
 */
export interface ReminderRule {
  reminderID: string;
  anchor: ReminderAnchor;
  offsetMinutes: number;
  audience: ReminderAudience;
  emailTemplateID: string;
  enabled: boolean;
}

/**
 * A booking's guest workflow: approval of new registrations, a waitlist once the registration
 * capacity is reached (a freed place is offered to the next guest for `claimWindowHours`), the
 * reminders and follow-ups, and the language guest mail and pages fall back to.
 * @example { requireApproval: true, waitlist: true, claimWindowHours: 24, reminders: [], language: 'en' }
 */
export interface GuestFlow {
  requireApproval: boolean;
  waitlist: boolean;
  claimWindowHours: number;
  reminders: ReminderRule[];
  language: string;
}

/**
 * Where a registration stands (issue 27): `approved` has a place (the only state before approval
 * and waitlists existed); `pending` waits for the producer's decision; `denied` was refused;
 * `waitlisted` waits for a place (`waitlistPosition`); `offered` was promoted and may claim the place
 * until `offerExpiresAt`; `cancelled` gave the place up. Approved and offered guests hold places.
 * @example const s: RegistrationStatus = 'waitlisted'
 */
export type RegistrationStatus = 'approved' | 'pending' | 'denied' | 'waitlisted' | 'offered' | 'cancelled';

/** Body of POST /booking. @example { spaceID: 's1', name: 'Launch', start, end, capacity: 20, gracePeriodMinutes: 0, accessTime: '2026-11-21T15:00:00Z', doorsOpen: '...', doorsClosed: '...' } */
export interface BookingCreatePayload {
  spaceID: string;
  name: string;
  start: BookingTime;
  end: BookingTime;
  capacity: number;
  gracePeriodMinutes: number;
  accessTime: string;
  doorsOpen: string;
  doorsClosed: string;
}

/** Named video server options. @example const v: VideoServerOption = 'Public Cloud' */
export type VideoServerOption = 'Public Cloud' | 'US Private Cloud' | 'Europe Private Cloud';

/** Named game server options (ports 443, 3777, 443). @example const g: GameServerOption = 'Development Server' */
export type GameServerOption = 'Public Server' | 'Development Server' | 'Europe Server';

/** What a registrant typed in. @example { firstName: 'Ada', lastName: 'L', company: '', emailAddress: 'a@b.c', phone: '', address: { addressLine1: '', addressLine2: '', city: '', state: '', zipCode: '' } } */
export interface RegistrationData {
  firstName: string;
  lastName: string;
  company: string;
  emailAddress: string;
  phone: string;
  address: Address;
}

/** An attendee registration. @example api.registrations.listAttendees({ bookingID: 'b1' }) */
export interface Registration {
  registrationID: string;
  bookingID: string;
  loginCode: string;
  brand: boolean;
  allowEarlyAccess: boolean;
  emails: string[];
  registrationData: RegistrationData;
  /**
   * The guest's own IANA time zone ('' when unknown): guest mail then gives the event's times in it
   * too. Both backends answer it ('' when never set).
   */
  timeZone?: string;
  /** Where the registration stands (issue 27); our backends always answer it, `approved` when absent. */
  status?: RegistrationStatus;
  /** The guest's language for mail and pages (a code such as 'de'; '' = the booking's). */
  language?: string;
  /** 1 for the first in line while `waitlisted`; null otherwise. */
  waitlistPosition?: number | null;
  /** While `offered`: when the offer lapses (ISO); null otherwise. */
  offerExpiresAt?: string | null;
  /**
   * Moves by 1 on every change of what the Manage Attendee / Manage Presenter form saves (details,
   * flags, time zone, permissions; an import's update too), not on a new login code or a sent mail;
   * PUT /registration and PUT /presenter may send it (412 when stale). Both backends always answer
   * it; optional in the type for partner backends that keep none.
   */
  version?: number;
}

/** Presenter permissions, all on by default. @example const p: PresenterPermissions = defaultPresenterPermissions */
export interface PresenterPermissions {
  canPresent: boolean;
  canUseLaser: boolean;
  canControlAvatarAudio: boolean;
  canTeleport: boolean;
  canBreakout: boolean;
  canShareWebcam: boolean;
  canScreenshare: boolean;
  canShareSlides: boolean;
  canShareLocalVideo: boolean;
  canShareLivestream: boolean;
  canShareDefault: boolean;
}

/** A presenter: a registration with permissions, bridge access and a presentation. @example api.presenters.list({ bookingID: 'b1' }) */
export interface Presenter extends Registration {
  permissions: PresenterPermissions;
  bridgeAccess: boolean;
  presentation: { presentationID: string };
}

/** Body of POST /registration and POST /presenter. @example { bookingID: 'b1', first: 'Ada', last: 'L', email: 'a@b.c', company: '', phone: '', address: {...}, brand: false, allowEarlyAccess: false } */
export interface RegistrationInput {
  bookingID: string;
  first: string;
  last: string;
  email: string;
  company: string;
  phone: string;
  address: Address;
  brand: boolean;
  allowEarlyAccess: boolean;
  /** The guest's IANA time zone ('' = unknown); left out, a create stores '' and an update keeps the stored one. */
  timeZone?: string;
  /** The guest's language ('' = the booking's); left out, a create stores '' and an update keeps the stored one. */
  language?: string;
}

/** Body of PUT /registration. @example { ...input, registrationID: 'r1', version: 2 } */
export interface RegistrationUpdate extends RegistrationInput {
  registrationID: string;
  /** The version the form was read at: a stale one is refused with 412 (optional for now, see VERSION_REQUIRED). */
  version?: number;
}

/** Body of PUT /presenter. @example { ...update, permissions, bridgeAccess: true } */
export interface PresenterUpdate extends RegistrationUpdate {
  permissions: PresenterPermissions;
  bridgeAccess: boolean;
}

/** A full email template. @example api.emailTemplates.get({ emailTemplateID: 't1' }) */
export interface EmailTemplate {
  emailTemplateID: string;
  emailTemplateName: string;
  subject: string;
  from: string;
  replyTo: string;
  body: string;
  HTML: boolean;
  system: boolean;
  /** Moves by 1 on every save; PUT /email-template may send it (412 when stale). Always answered by our backends. */
  version?: number;
  /**
   * The template in other languages, by language code (issue 27): a guest whose language has an
   * entry gets its subject and body; everyone else the template's own. Our backends answer `{}` when none.
   */
  translations?: Record<string, { subject: string; body: string }>;
}

/**
 * A producer's decision on pending registrations (issue 27), with an optional message for the
 * outcome's mail. @example { bookingID: 'b1', registrationIDs: ['r1', 'r2'], decision: 'approve', message: '' }
 */
export interface RegistrationDecision {
  bookingID: string;
  registrationIDs: string[];
  decision: 'approve' | 'deny';
  message?: string;
}

/** Answer of POST /email-template. @example { emailTemplateID: 't2', emailTemplateName: 'Reminder', system: false, HTML: true } */
export interface EmailTemplateCreated {
  emailTemplateID: string;
  emailTemplateName: string;
  system: boolean;
  HTML: boolean;
}

/** Answer of POST /email-parse-request: who got the mail and who did not. @example { sent: ['r1'], failed: [] } */
export interface EmailSendResult {
  sent: string[];
  failed: { registrationID: string; message: string }[];
}

/** A Q&A entry. @example { questionText: 'When?', askerName: 'Ada', votes: 2, answerText: '', answererName: '', status: 'open', lastUpdateTime: 1795273200000 } */
export interface QAQuestion {
  questionText: string;
  askerName: string;
  votes: number;
  answerText: string;
  answererName: string;
  status: string;
  lastUpdateTime: number;
}

/** Intake data copied onto an attendance record. @example { firstName: 'Ada', lastName: 'L' } */
export interface AttendanceIntakeData {
  firstName: string;
  lastName: string;
  company?: string;
  emailAddress?: string;
  phone?: string;
  address?: Partial<USAddress & InternationalAddress>;
}

/** One stay in the room; endTime '' while still in. Role 2 means presenter. @example api.attendance.list({ bookingID: 'b1', spaceID: 's1' }) */
export interface AttendanceRecord {
  attendeesID: string;
  registrationID: string;
  socketID: string;
  loginCode: string;
  startTime: string;
  endTime: string;
  totalSeconds: number;
  role: number;
  brand: boolean;
  intakeData: AttendanceIntakeData;
}

/** Browser capabilities reported by a guest's system check. @example { browserName: 'Chrome', ... } */
export interface SystemCheckData {
  browserName: string;
  browserVersion: string;
  operatingSystem: string;
  operatingSystemVersion: string;
  canReachAWS: boolean;
  canReachGameServer: boolean;
  canReachLiveswitch: boolean;
  areWebWorkersSupported: boolean;
  hasMic: boolean;
  hasCamera: boolean;
  hasCameraPermissions: boolean;
  hasMicPermissions: boolean;
  canScreenshare: boolean;
  canVideoStream: boolean;
  isWebRTCSupported: boolean;
}

/** A recorded system check. @example api.systemChecks.list({ dateString: '2026-11-21' }) */
export interface SystemCheck {
  systemCheckID: string;
  timestamp: string;
  firstName: string;
  lastName: string;
  comment: string;
  data: SystemCheckData;
}

/** A space whose skin disagrees with its world. @example { spaceID: 's1', spaceName: 'Hall', worldName: 'Atrium', propertyName: 'logo', worldID: 'w1' } */
export interface InvalidSpaceRecord {
  spaceID: string;
  spaceName: string;
  worldName: string;
  propertyName: string;
  worldID: string;
}

/** Answer of GET /space-worlds-admin. @example { invalidSpaces: [], invalidWorlds: [] } */
export interface SpaceWorldsReport {
  invalidSpaces: InvalidSpaceRecord[];
  invalidWorlds: InvalidSpaceRecord[];
}

/** One pre-signed upload address. @example { url: 'http://host/api/uploads/...', fileID: 'f1', fileTypeFormatted: 'png' } */
export interface UploadTarget {
  url: string;
  fileID: string;
  fileTypeFormatted: string;
}

/** A file to ask an upload address for. @example { name: 'slide1.png', type: 'image/png' } */
export interface UploadFileSpec {
  name: string;
  type: string;
}

/** Usage answer. @example { usageSeconds: 8100 } */
export interface Usage {
  usageSeconds: number;
}

/** Any JSON value (the booking cache is shown as markup). @example const v: JsonValue = { a: [1, 'b', null] } */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/**
 * A guest-list row for bulk import, already parsed from CSV; `language` and `timeZone` as the file
 * spells them (absent or blank = not given: a new guest gets '', a stored one keeps its own).
 * @example { first: 'Ada', last: 'L', email: 'a@b.c', company: '', phone: '', address, brand: false, allowEarlyAccess: false, language: 'de' }
 */
export type RegistrationRow = Omit<RegistrationInput, 'bookingID'>;

/** Per-row problems of a refused bulk import (row is 0-based). @example { row: 3, fieldErrors: { email: 'Email must be a valid email address' } } */
export interface BulkRowError {
  row: number;
  fieldErrors: Record<string, string>;
}

/** What an API key may do: read only (GET), or read and write. @example const access: ApiKeyAccess = 'read' */
export type ApiKeyAccess = 'read' | 'readWrite';

/**
 * An API key as listed (never its secret). `projectIDs` null means every project its owner reaches
 * (only a super-admin creates such an install-wide key). Dates are ISO strings.
 * @example { apiKeyID: 'k1', name: 'CRM sync', prefix: 'grk_k1a2b3', projectIDs: ['p1'], access: 'read', ownerID: 'u1', ownerName: 'Ada Lovelace', createdAt: '2026-11-27T10:00:00.000Z', lastUsedAt: null, revokedAt: null }
 */
export interface ApiKey {
  apiKeyID: string;
  name: string;
  /** The first characters of the key, to tell keys apart (the rest is never stored). */
  prefix: string;
  projectIDs: string[] | null;
  access: ApiKeyAccess;
  ownerID: string;
  ownerName: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** Body of POST /api-keys. @example { name: 'CRM sync', projectIDs: ['p1'], access: 'read' } */
export interface ApiKeyCreatePayload {
  name: string;
  projectIDs: string[] | null;
  access: ApiKeyAccess;
}

/** What creating a key answers: the key and its secret, shown this once. @example { key, secret: 'grk_k1a2b3_…' } */
export interface ApiKeyCreated {
  key: ApiKey;
  secret: string;
}

/** An event a webhook may subscribe to (WEBHOOK_EVENT_TYPES lists them). @example const type: WebhookEventType = 'booking.created' */
export type WebhookEventType =
  | 'booking.created'
  | 'booking.updated'
  | 'booking.deleted'
  | 'registration.created'
  | 'registration.updated'
  | 'registration.approved'
  | 'registration.denied'
  | 'registration.cancelled'
  | 'registration.offered'
  | 'attendance.entered'
  | 'attendance.left'
  | 'mail.delivered'
  | 'mail.failed';

/**
 * A project's webhook subscription (never its secret). `disabledReason` says why the server turned it
 * off (repeated failures), null when enabled or turned off by a person.
 * @example { webhookID: 'w1', projectID: 'p1', url: 'https://crm.example.com/hooks/greenroom', events: ['booking.created'], enabled: true, disabledReason: null, createdAt: '2026-11-27T10:00:00.000Z', secretRotatedAt: null, version: 1 }
 */
export interface Webhook {
  webhookID: string;
  projectID: string;
  url: string;
  events: WebhookEventType[];
  enabled: boolean;
  disabledReason: string | null;
  createdAt: string;
  secretRotatedAt: string | null;
  version: number;
}

/** Body of POST /webhooks. @example { projectID: 'p1', url: 'https://crm.example.com/hooks', events: ['booking.created'] } */
export interface WebhookCreatePayload {
  projectID: string;
  url: string;
  events: WebhookEventType[];
}

/** Body of PUT /webhooks (every field but the id optional). @example { webhookID: 'w1', enabled: false, version: 2 } */
export interface WebhookUpdatePayload {
  webhookID: string;
  url?: string;
  events?: WebhookEventType[];
  enabled?: boolean;
  version?: number;
}

/** What creating a webhook or rotating its secret answers: the secret, shown this once. @example { webhook, secret: 'whsec_…' } */
export interface WebhookWithSecret {
  webhook: Webhook;
  secret: string;
}

/** Where one delivery stands. @example const state: WebhookDeliveryState = 'delivered' */
export type WebhookDeliveryState = 'pending' | 'delivered' | 'failed';

/**
 * One event sent (or to be sent) to one webhook, newest first in the log. `responseStatus` is the
 * receiver's last HTTP status (null when it could not be reached); `error` says why it failed.
 * @example { deliveryID: 'd1', webhookID: 'w1', eventID: 'e1', eventType: 'booking.created', state: 'delivered', attempts: 1, responseStatus: 200, error: null, createdAt: '…', lastAttemptAt: '…', nextAttemptAt: null }
 */
export interface WebhookDelivery {
  deliveryID: string;
  webhookID: string;
  eventID: string;
  eventType: WebhookEventType;
  state: WebhookDeliveryState;
  attempts: number;
  responseStatus: number | null;
  error: string | null;
  createdAt: string;
  lastAttemptAt: string | null;
  nextAttemptAt: string | null;
}

/**
 * The JSON body a receiver gets. `data` is the record as the API answers it (for a deletion, its ids).
 * @example { id: 'e1', type: 'booking.created', createdAt: '2026-11-27T10:00:00.000Z', projectID: 'p1', data: { bookingID: 'b1' } }
 */
export interface WebhookEvent<T = JsonValue> {
  id: string;
  type: WebhookEventType;
  createdAt: string;
  projectID: string;
  data: T;
}
