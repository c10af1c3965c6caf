import type {
  ApiKey,
  ApiKeyCreatePayload,
  ApiKeyCreated,
  AttendanceRecord,
  Booking,
  BookingCreatePayload,
  Calendar,
  EmailSendResult,
  EmailTemplate,
  EmailTemplateCreated,
  InvalidSpaceRecord,
  JsonValue,
  Presentation,
  Presenter,
  PresenterUpdate,
  Producer,
  ProducerCreatePayload,
  ProjectMap,
  Project,
  QAQuestion,
  Registration,
  RegistrationDecision,
  RegistrationInput,
  RegistrationRow,
  RegistrationUpdate,
  SkinValue,
  SkinItemType,
  Space,
  SpaceCreatePayload,
  SpaceSummary,
  SpaceWorldsReport,
  SystemCheck,
  UploadFileSpec,
  UploadTarget,
  Usage,
  Webhook,
  WebhookCreatePayload,
  WebhookDelivery,
  WebhookUpdatePayload,
  WebhookWithSecret,
  World,
} from '../entities';
import type { BulkImportOptions, BulkImportResult } from './guestImportTypes';
import type { AuditEntry } from '../rules/audit';

export type { BulkImportOptions, BulkImportResult } from './guestImportTypes';

/** Every call takes one object; `signal` aborts it. @example api.calendars.list({ spaceID, signal }) */
export interface CallOptions {
  signal?: AbortSignal;
}

/** Parameters of a call: its own fields plus the optional abort signal. @example type P = Params<{ spaceID: string }> */
export type Params<T extends object = object> = T & CallOptions;

/** Producers and roles (docs/reference/portal.md §7). */
export interface ProducersApi {
  /** GET /producer/role?producerID → the role number (0 = super-admin). */
  getRole(p: Params<{ producerID: string }>): Promise<number>;
  /** GET /producers/all/admin */
  list(p?: Params): Promise<Producer[]>;
  /** POST /producer */
  create(p: Params<ProducerCreatePayload>): Promise<Producer>;
  /** PUT /producer {producerID, projects, version?}: `version` is the one read (412 when stale; optional for now). */
  updateProjects(p: Params<{ producerID: string; projects: ProjectMap; version?: number }>): Promise<Producer>;
}

/** Projects. */
export interface ProjectsApi {
  /** POST /project {name} */
  create(p: Params<{ name: string }>): Promise<Project>;
  /** GET /project?projectID */
  get(p: Params<{ projectID: string }>): Promise<Project>;
  /** GET /projects/all/admin */
  list(p?: Params): Promise<Project[]>;
  /** GET /projects-and-spaces?producerID → the producer's projects with their spaces. */
  listWithSpaces(p: Params<{ producerID: string }>): Promise<Project[]>;
}

/** Worlds (space templates). */
export interface WorldsApi {
  /** GET /worlds/all/admin */
  list(p?: Params): Promise<World[]>;
}

/** Spaces and their admin maintenance calls. */
export interface SpacesApi {
  /** GET /spaces/all/admin */
  list(p?: Params): Promise<SpaceSummary[]>;
  /** POST /space */
  create(p: Params<SpaceCreatePayload>): Promise<Space>;
  /** GET /space?spaceID&producerID */
  get(p: Params<{ spaceID: string; producerID: string }>): Promise<Space>;
  /** GET /space/usage?spaceID */
  usage(p: Params<{ spaceID: string }>): Promise<Usage>;
  /** GET /space-worlds-admin */
  checkWorlds(p?: Params): Promise<SpaceWorldsReport>;
  /** PUT /skin/world/repair {spaceID, property, value} */
  repairWorldSkin(p: Params<{ spaceID: string; property: string; value: SkinValue }>): Promise<void>;
  /** PUT /spaces-endtime-update-admin {spaceIDArr, endTime} */
  updateEndTimes(p: Params<{ spaceIDArr: string[]; endTime: string }>): Promise<void>;
}

/** Bookings and their links (docs/reference/bookings.md §7). */
export interface BookingsApi {
  /** GET /space/bookings/all?spaceID (our server answers [] when there are none; a 404 also means none) */
  listForSpace(p: Params<{ spaceID: string }>): Promise<Booking[]>;
  /** GET /booking?bookingID[&producerID] */
  get(p: Params<{ bookingID: string; producerID?: string }>): Promise<Booking>;
  /** POST /booking; the server answers the booking as a JSON string, which the adapter parses. */
  create(p: Params<BookingCreatePayload>): Promise<Booking>;
  /** PUT /booking with the whole booking (carrying the version it was read at). */
  update(p: Params<{ booking: Booking }>): Promise<Booking>;
  /** DELETE /booking?spaceID&bookingID */
  delete(p: Params<{ spaceID: string; bookingID: string }>): Promise<void>;
  /** GET /booking/usage?bookingID */
  usage(p: Params<{ bookingID: string }>): Promise<Usage>;
  /** GET /booking/questions?bookingID → Q&A entries keyed by id. */
  questions(p: Params<{ bookingID: string }>): Promise<Record<string, QAQuestion>>;
  /** PUT /booking/signup/regenerate {bookingID} → the new code. */
  regenerateSignUpCode(p: Params<{ bookingID: string }>): Promise<string>;
  /** PUT /booking/public/regenerate {bookingID} → the new code. */
  regeneratePublicCode(p: Params<{ bookingID: string }>): Promise<string>;
  /** PUT /booking/mobile-hybrid/regenerate {bookingID, create?} → the new code. */
  regenerateMobileHybridCode(p: Params<{ bookingID: string; create?: boolean }>): Promise<string>;
}

/** Attendance records and usage repair. */
export interface AttendanceApi {
  /** GET /attendees/list?bookingID&spaceID (our server answers [] when there are none; a 404 also means none) */
  list(p: Params<{ bookingID: string; spaceID: string }>): Promise<AttendanceRecord[]>;
  /** PUT /booking/usage/repair {attendees, endTime, bookingID} */
  repairUsage(p: Params<{ attendees: string[]; endTime: string; bookingID: string }>): Promise<void>;
}

/** Attendee registrations (the guest list). */
export interface RegistrationsApi {
  /** GET /attendees/all?bookingID (our server answers [] when there are none; a 404 also means none) */
  listAttendees(p: Params<{ bookingID: string }>): Promise<Registration[]>;
  /** POST /registration */
  create(p: Params<RegistrationInput>): Promise<Registration>;
  /** PUT /registration (with the `version` read: 412 when stale; optional for now) */
  update(p: Params<RegistrationUpdate>): Promise<Registration>;
  /** DELETE /registration?registrationID */
  delete(p: Params<{ registrationID: string }>): Promise<void>;
  /** PUT /registration/login/regenerate {registrationID} → the new login code. */
  regenerateLogin(p: Params<{ registrationID: string }>): Promise<string>;
  /** POST /registrations/bulk {bookingID, rows, dryRun?, updateByEmail?}: all rows stored in one transaction, or none. */
  bulkCreate(p: Params<{ bookingID: string; rows: RegistrationRow[] } & BulkImportOptions>): Promise<BulkImportResult>;
  /**
   * PUT /registrations/decision {bookingID, registrationIDs, decision, message?}: approve or deny
   * pending registrations, all or none (409 when one is not pending, or approving passes the
   * capacity) → the updated registrations. Each guest is mailed the outcome. Optional: a backend
   * without registration approval leaves it out, and the Guest List then offers no APPROVE / DENY.
   */
  decide?(p: Params<RegistrationDecision>): Promise<Registration[]>;
  /**
   * POST /registrations/promote {bookingID, registrationID}: offer a waitlisted guest a place by hand
   * (even past the capacity) → the offered registration. Optional like `decide`: without it the
   * waitlist shows no PROMOTE.
   */
  promote?(p: Params<{ bookingID: string; registrationID: string }>): Promise<Registration>;
}

/** Presenters of a booking. */
export interface PresentersApi {
  /** GET /presenters/all?bookingID (our server answers [] when there are none; a 404 also means none) */
  list(p: Params<{ bookingID: string }>): Promise<Presenter[]>;
  /** POST /presenter */
  create(p: Params<RegistrationInput>): Promise<Presenter>;
  /** PUT /presenter (with permissions and bridgeAccess, and the `version` read: 412 when stale; optional for now) */
  update(p: Params<PresenterUpdate>): Promise<Presenter>;
  /** DELETE /presenter?bookingID&registrationID */
  delete(p: Params<{ bookingID: string; registrationID: string }>): Promise<void>;
  /** PUT /presenter/login/regenerate {registrationID} → the new login code. */
  regenerateLogin(p: Params<{ registrationID: string }>): Promise<string>;
}

/** Email templates and sending. */
export interface EmailTemplatesApi {
  /** GET /email-template?emailTemplateID */
  get(p: Params<{ emailTemplateID: string }>): Promise<EmailTemplate>;
  /** POST /email-template {bookingID, emailTemplateName} */
  create(p: Params<{ bookingID: string; emailTemplateName: string }>): Promise<EmailTemplateCreated>;
  /**
   * PUT /email-template {bookingID, emailTemplateID, subject, from, replyTo, body, system, html, version?}:
   * `replyTo` must be a valid address (400 `fieldErrors.replyTo` otherwise); `version` is the one
   * read (412 when stale; optional for now).
   */
  update(
    p: Params<{
      bookingID: string;
      emailTemplateID: string;
      subject: string;
      from: string;
      replyTo: string;
      body: string;
      system: boolean;
      html: boolean;
      version?: number;
      /** The template in other languages (issue 27); left out, the stored ones stay. */
      translations?: EmailTemplate['translations'];
    }>,
  ): Promise<EmailTemplate>;
  /** DELETE /email-template?emailTemplateID&bookingID */
  delete(p: Params<{ emailTemplateID: string; bookingID: string }>): Promise<void>;
  /**
   * POST /email-parse-request {bookingID, spaceID, emailTemplateID, toSend}: queues one delivery per
   * recipient and answers at once (`queued`; `failed` = refused with why); read progress with `deliveries`.
   */
  send(
    p: Params<{ bookingID: string; spaceID: string; emailTemplateID: string; toSend: string[] }>,
  ): Promise<EmailSendQueued>;
  /** GET /email-deliveries?bookingID: every template delivery of the booking, oldest first. */
  deliveries(p: Params<{ bookingID: string }>): Promise<EmailDelivery[]>;
}

/**
 * What a send answers: the recipients queued (delivered later by the server's worker), the ones
 * refused with why, and the send's id. `sent` stays for older callers (nothing is sent yet).
 * @example { sendID: 's1', queued: ['r1'], sent: [], failed: [{ registrationID: 'r2', message: 'Registration not found' }] }
 */
export interface EmailSendQueued extends EmailSendResult {
  sendID: string;
  queued: string[];
}

/** Where one template mail to one registration stands. */
export type EmailDeliveryState = 'queued' | 'sent' | 'failed';

/**
 * One delivery of a template to a registration: queued (waiting or being retried), sent (the mail
 * server accepted it or the outbox kept it) or failed (`reason` says why).
 * @example { deliveryID: 'd1', sendID: 's1', registrationID: 'r1', emailTemplateID: 't1', state: 'sent', attempts: 1, reason: '', updatedAt: 1795273200000 }
 */
export interface EmailDelivery {
  deliveryID: string;
  sendID: string;
  registrationID: string;
  emailTemplateID: string;
  state: EmailDeliveryState;
  attempts: number;
  reason: string;
  updatedAt: number;
}

/** Calendars of a space. */
export interface CalendarsApi {
  /** POST /calendar {calendarName, spaceID} */
  create(p: Params<{ calendarName: string; spaceID: string }>): Promise<Calendar>;
  /** GET /calendar?calendarID */
  get(p: Params<{ calendarID: string }>): Promise<Calendar>;
  /** PUT /calendar {spaceID, calendarID, calendarName, bookings, version?}: `version` is the one read (412 when stale; optional for now). */
  update(
    p: Params<{ spaceID: string; calendarID: string; calendarName: string; bookings: string[]; version?: number }>,
  ): Promise<Calendar>;
  /** DELETE /calendar?spaceID&calendarID */
  delete(p: Params<{ spaceID: string; calendarID: string }>): Promise<void>;
  /** PUT /calendar/login/regenerate {calendarID} → the new loginCode. */
  regenerateLogin(p: Params<{ calendarID: string }>): Promise<string>;
  /** GET /calendars?spaceID (our server answers [] when there are none; a 404 also means none) */
  list(p: Params<{ spaceID: string }>): Promise<Calendar[]>;
}

/** Presentations (slide decks). */
export interface PresentationsApi {
  /** POST /presentation {spaceID, name, slides: []} */
  create(p: Params<{ spaceID: string; name: string; slides: string[] }>): Promise<{ presentationID: string; name: string }>;
  /** GET /presentation?presentationID */
  get(p: Params<{ presentationID: string }>): Promise<Presentation>;
  /** PUT /presentation {spaceID, presentationID, name, slides, version?}: `version` is the one read (412 when stale; optional for now). */
  update(p: Params<{ spaceID: string; presentationID: string; name: string; slides: string[]; version?: number }>): Promise<Presentation>;
  /** DELETE /presentation?spaceID&presentationID */
  delete(p: Params<{ spaceID: string; presentationID: string }>): Promise<void>;
}

/** Upload addresses and the upload itself. */
export interface UploadsApi {
  /** POST /slides/upload-request {files} */
  requestSlideUploads(p: Params<{ files: UploadFileSpec[] }>): Promise<UploadTarget[]>;
  /** POST /assets/upload-request {files, folderName} */
  requestAssetUploads(p: Params<{ files: UploadFileSpec[]; folderName: string }>): Promise<UploadTarget[]>;
  /**
   * PUT {pre-signed url} with the file itself, without the Authorization header. `onProgress`
   * hears the bytes sent so far (over HTTP as the browser sends them; in memory once, at the end).
   */
  put(p: Params<{ url: string; file: Blob; contentType: string; onProgress?: (loaded: number, total: number) => void }>): Promise<void>;
}

/**
 * Body of the four skin calls; `version` is the item's version as read (412 when stale; optional for
 * now). A saved item is at the sent version + 1 (the calls answer nothing).
 * @example { spaceID: 's1', property: 'primaryColor', value: '#fff', version: 3 }
 */
export type SkinUpdate = Params<{ spaceID: string; property: string; value: SkinValue; type?: SkinItemType; version?: number }>;

/** Skin groups of a space. */
export interface SkinsApi {
  /** PUT /skin/ui */
  updateUi(p: SkinUpdate): Promise<void>;
  /** PUT /skin/world */
  updateWorld(p: SkinUpdate): Promise<void>;
  /** PUT /skin/avatar (for avatarColors the value is the list of colour pairs) */
  updateAvatar(p: SkinUpdate): Promise<void>;
  /** PUT /skin/email */
  updateEmail(p: SkinUpdate): Promise<void>;
}

/** Super-admin maintenance look-ups. */
export interface MaintenanceApi {
  /** GET /system-check?dateString (America/Chicago date, 404 → []) */
  systemChecks(p: Params<{ dateString: string }>): Promise<SystemCheck[]>;
  /** GET /login-admin?loginCode → the booking the code leads to. */
  lookupLoginCode(p: Params<{ loginCode: string }>): Promise<{ bookingID: string }>;
  /** GET /cache/admin?bookingID */
  getCache(p: Params<{ bookingID: string }>): Promise<JsonValue>;
  /** DELETE /cache/admin?bookingID */
  deleteCache(p: Params<{ bookingID: string }>): Promise<void>;
  /** GET /audit?limit → the audit log of admin changes, newest first. */
  auditLog(p?: Params<{ limit?: number }>): Promise<AuditEntry[]>;
  /** GET /outbox?limit → the mail kept in the outbox, newest first. */
  outbox(p?: Params<{ limit?: number }>): Promise<OutboxMail[]>;
  /** GET /mail-deliveries/admin?state&limit → template deliveries across all bookings, newest first. */
  mailDeliveries(p?: Params<{ state?: EmailDeliveryState; limit?: number }>): Promise<AdminMailDelivery[]>;
  /** POST /mail-deliveries/retry {deliveryID}: queues a FAILED delivery again (409 for any other state). */
  retryMailDelivery(p: Params<{ deliveryID: string }>): Promise<void>;
  /** GET /mail-transport/admin → where the backend's mail goes (the SMTP server, the outbox, or nowhere). */
  mailTransport(p?: Params<object>): Promise<MailTransport>;
}

/**
 * API keys (issue 28): a producer's named keys, scoped to projects and to read or read-write. A
 * partner backend without keys marks the domain `notOfferedDomain('apiKeys')`.
 */
export interface ApiKeysApi {
  /** GET /api-keys[?projectID] → the caller's keys (a super-admin: every key), newest first; with projectID, those that reach it. */
  list(p?: Params<{ projectID?: string }>): Promise<ApiKey[]>;
  /** POST /api-keys {name, projectIDs, access} → the key and its secret, shown this once (projectIDs null: every project, super-admin only). */
  create(p: Params<ApiKeyCreatePayload>): Promise<ApiKeyCreated>;
  /** DELETE /api-keys?apiKeyID: the key stops working at once and stays listed with its revokedAt. */
  revoke(p: Params<{ apiKeyID: string }>): Promise<void>;
}

/**
 * Webhook subscriptions of a project and their delivery log (issue 28). A partner backend without
 * webhooks marks the domain `notOfferedDomain('webhooks')`.
 */
export interface WebhooksApi {
  /** GET /webhooks?projectID → the project's webhooks, oldest first. */
  list(p: Params<{ projectID: string }>): Promise<Webhook[]>;
  /** POST /webhooks {projectID, url, events} → the webhook and its signing secret, shown this once. */
  create(p: Params<WebhookCreatePayload>): Promise<WebhookWithSecret>;
  /** PUT /webhooks {webhookID, url?, events?, enabled?, version?} (412 when stale); enabling again clears disabledReason. */
  update(p: Params<WebhookUpdatePayload>): Promise<Webhook>;
  /** DELETE /webhooks?webhookID (its pending deliveries are dropped). */
  delete(p: Params<{ webhookID: string }>): Promise<void>;
  /** POST /webhooks/rotate-secret {webhookID} → a new secret, shown this once (the old one still signs for 24 hours). */
  rotateSecret(p: Params<{ webhookID: string }>): Promise<WebhookWithSecret>;
  /** GET /webhook-deliveries?webhookID[&limit] → the webhook's deliveries, newest first. */
  deliveries(p: Params<{ webhookID: string; limit?: number }>): Promise<WebhookDelivery[]>;
  /** POST /webhook-deliveries/resend {deliveryID} → a new pending delivery of the same event (409 while the original is pending). */
  resend(p: Params<{ deliveryID: string }>): Promise<WebhookDelivery>;
}

/**
 * Where a backend's mail goes: through an SMTP server (`server` is its host:port, never its
 * credentials), into the outbox (no mail server configured), or nowhere (a backend that sends no
 * mail, such as the memory backend).
 * @example { kind: 'smtp', server: 'mail.example.com:587' }
 */
export type MailTransport = { kind: 'smtp'; server: string } | { kind: 'outbox' } | { kind: 'none' };

/**
 * One template delivery as the super-admin's mail outbox lists it (times in epoch ms).
 * @example { deliveryID: 'd1', recipient: 'ada@example.com', subject: 'Your link', bookingID: 'b1', bookingName: 'Keynote', emailTemplateID: 't1', emailTemplateName: 'Attendee Invite Link', state: 'failed', reason: 'Mailbox unavailable', attempts: 3, createdAt: 1795273200000, updatedAt: 1795273260000 }
 */
export interface AdminMailDelivery {
  deliveryID: string;
  recipient: string;
  subject: string;
  bookingID: string;
  bookingName: string;
  emailTemplateID: string;
  emailTemplateName: string;
  state: EmailDeliveryState;
  reason: string;
  attempts: number;
  createdAt: number;
  updatedAt: number;
}

/** A mail kept in the outbox. @example { id: 'm1', to: 'ada@example.com', subject: 'Your link', text: '…', html: '<p>…</p>', createdAt: '2026-11-21T15:00:00.000Z' } */
export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

/**
 * The whole product API, grouped by domain. A feature declares the slice it needs
 * (`type CalendarsSlice = Pick<PortalApi, 'calendars'>`) so a partner implements only that.
 * @example
 * const calendars = await api.calendars.list({ spaceID: 's1' });
 */
export interface PortalApi {
  producers: ProducersApi;
  projects: ProjectsApi;
  worlds: WorldsApi;
  spaces: SpacesApi;
  bookings: BookingsApi;
  attendance: AttendanceApi;
  registrations: RegistrationsApi;
  presenters: PresentersApi;
  emailTemplates: EmailTemplatesApi;
  calendars: CalendarsApi;
  presentations: PresentationsApi;
  uploads: UploadsApi;
  skins: SkinsApi;
  maintenance: MaintenanceApi;
  apiKeys: ApiKeysApi;
  webhooks: WebhooksApi;
}

/** Re-exported for adapters that type invalid-space rows. @example const r: InvalidSpaceRow = report.invalidWorlds[0] */
export type InvalidSpaceRow = InvalidSpaceRecord;
