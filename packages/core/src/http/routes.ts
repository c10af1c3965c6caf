import type { PortalApi } from '../api/PortalApi';
import type {
  ApiKey,
  ApiKeyCreated,
  AttendanceRecord,
  Booking,
  Calendar,
  EmailTemplate,
  EmailTemplateCreated,
  JsonValue,
  Presentation,
  Presenter,
  Producer,
  Project,
  QAQuestion,
  Registration,
  Space,
  SpaceSummary,
  SpaceWorldsReport,
  SystemCheck,
  UploadTarget,
  Webhook,
  WebhookDelivery,
  WebhookWithSecret,
  World,
} from '../entities';
import type { AdminMailDelivery, BulkImportResult, EmailDelivery, EmailSendQueued, MailTransport, OutboxMail } from '../api/PortalApi';
import type { AuditEntry } from '../rules/audit';
import {
  readBookingRef,
  readCode,
  readList,
  readNothing,
  readObject,
  readRole,
  readUsage,
  unwrapJsonString,
} from './answers';

/** HTTP methods the product API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

type Method = (...args: never[]) => Promise<unknown>;
/** The (defined) parameter object of an API method. */
export type CallParams<F> = F extends (p: infer P) => Promise<unknown>
  ? NonNullable<P>
  : F extends (p?: infer P) => Promise<unknown>
    ? NonNullable<P>
    : never;
/** What an API method resolves. */
export type CallResult<F> = F extends Method ? Awaited<ReturnType<F>> : never;

/** Parameter names that may go into the query string. */
export type QueryName<P> = Exclude<keyof P, 'signal'> & string;

/** A call to the product API under baseUrl, sent with the Authorization header. */
export interface ApiRoute<P, R> {
  method: HttpMethod;
  /** Appended to baseUrl. */
  path: string;
  /** Parameters sent in the query string, in this order (undefined ones are left out). */
  query?: readonly QueryName<P>[];
  /** The JSON body; POST and PUT default to the parameters without `signal`. */
  body?: (params: P) => unknown;
  /** Turns the parsed answer into the resolved value; the default passes it through. */
  read?: (answer: unknown, params: P) => R;
  /** "404 means none": resolve [] instead of rejecting. */
  emptyOn404?: true;
  /** A 400 whose body is `{ ok: false, ... }` is an answer (the bulk import's row errors), not a failure. */
  resultOn400?: true;
}

/** A PUT of a file to a pre-signed address: no baseUrl and no Authorization header. */
export interface PresignedRoute<P> {
  method: 'PUT';
  /** The address, the file and its type; `onProgress`, when given, hears the bytes sent so far. */
  presigned: (params: P) => { url: string; body: Blob; contentType: string; onProgress?: (loaded: number, total: number) => void };
}

/** One entry of the route table. */
export type Route<P, R> = ApiRoute<P, R> | PresignedRoute<P>;

/** One route per PortalApi method; the compiler refuses a missing one. */
export type RouteTable = {
  [D in keyof PortalApi]: {
    [M in keyof PortalApi[D]]: Route<CallParams<PortalApi[D][M]>, CallResult<PortalApi[D][M]>>;
  };
};

const readBooking = readObject<Booking>('booking');

/**
 * The product API of docs/reference/portal.md §7 and docs/reference/bookings.md §7, one row per call. Methods and
 * paths are exactly those in the PortalApi doc comments.
 */
export const routes: RouteTable = {
  producers: {
    getRole: { method: 'GET', path: '/producer/role', query: ['producerID'], read: readRole },
    list: { method: 'GET', path: '/producers/all/admin', read: readList<Producer>('producer list') },
    create: { method: 'POST', path: '/producer', read: readObject<Producer>('producer') },
    updateProjects: { method: 'PUT', path: '/producer', read: readObject<Producer>('producer') },
  },
  projects: {
    create: { method: 'POST', path: '/project', read: readObject<Project>('project') },
    get: { method: 'GET', path: '/project', query: ['projectID'], read: readObject<Project>('project') },
    list: { method: 'GET', path: '/projects/all/admin', read: readList<Project>('project list') },
    listWithSpaces: {
      method: 'GET',
      path: '/projects-and-spaces',
      query: ['producerID'],
      read: readList<Project>('project list'),
    },
  },
  worlds: {
    list: { method: 'GET', path: '/worlds/all/admin', read: readList<World>('world list') },
  },
  spaces: {
    list: { method: 'GET', path: '/spaces/all/admin', read: readList<SpaceSummary>('space list') },
    create: { method: 'POST', path: '/space', read: readObject<Space>('space') },
    get: { method: 'GET', path: '/space', query: ['spaceID', 'producerID'], read: readObject<Space>('space') },
    usage: { method: 'GET', path: '/space/usage', query: ['spaceID'], read: readUsage },
    checkWorlds: {
      method: 'GET',
      path: '/space-worlds-admin',
      read: readObject<SpaceWorldsReport>('space/world report'),
    },
    repairWorldSkin: { method: 'PUT', path: '/skin/world/repair', read: readNothing },
    updateEndTimes: { method: 'PUT', path: '/spaces-endtime-update-admin', read: readNothing },
  },
  bookings: {
    listForSpace: {
      method: 'GET',
      path: '/space/bookings/all',
      query: ['spaceID'],
      read: readList<Booking>('booking list'),
      emptyOn404: true,
    },
    get: { method: 'GET', path: '/booking', query: ['bookingID', 'producerID'], read: readBooking },
    create: { method: 'POST', path: '/booking', read: readBooking },
    update: {
      method: 'PUT',
      path: '/booking',
      body: (params) => params.booking,
      // The answer is not specified: use it when it is a booking, else what was sent.
      read: (answer, params) => {
        const value = unwrapJsonString(answer);
        return typeof value === 'object' && value !== null && 'bookingID' in value ? (value as Booking) : params.booking;
      },
    },
    delete: { method: 'DELETE', path: '/booking', query: ['spaceID', 'bookingID'], read: readNothing },
    usage: { method: 'GET', path: '/booking/usage', query: ['bookingID'], read: readUsage },
    questions: {
      method: 'GET',
      path: '/booking/questions',
      query: ['bookingID'],
      read: (answer) => (answer === undefined ? {} : readObject<Record<string, QAQuestion>>('Q&A list')(answer)),
    },
    regenerateSignUpCode: {
      method: 'PUT',
      path: '/booking/signup/regenerate',
      read: readCode('signUpLoginCode'),
    },
    regeneratePublicCode: {
      method: 'PUT',
      path: '/booking/public/regenerate',
      read: readCode('publicAppLoginCode'),
    },
    regenerateMobileHybridCode: {
      method: 'PUT',
      path: '/booking/mobile-hybrid/regenerate',
      read: readCode('mobileHybridLoginCode'),
    },
  },
  attendance: {
    list: {
      method: 'GET',
      path: '/attendees/list',
      query: ['bookingID', 'spaceID'],
      read: readList<AttendanceRecord>('attendance list'),
      emptyOn404: true,
    },
    repairUsage: { method: 'PUT', path: '/booking/usage/repair', read: readNothing },
  },
  registrations: {
    listAttendees: {
      method: 'GET',
      path: '/attendees/all',
      query: ['bookingID'],
      read: readList<Registration>('registration list'),
      emptyOn404: true,
    },
    create: { method: 'POST', path: '/registration', read: readObject<Registration>('registration') },
    update: { method: 'PUT', path: '/registration', read: readObject<Registration>('registration') },
    delete: { method: 'DELETE', path: '/registration', query: ['registrationID'], read: readNothing },
    regenerateLogin: { method: 'PUT', path: '/registration/login/regenerate', read: readCode() },
    bulkCreate: {
      method: 'POST',
      path: '/registrations/bulk',
      read: readObject<BulkImportResult>('bulk import result'),
      resultOn400: true,
    },
    decide: { method: 'PUT', path: '/registrations/decision', read: readList<Registration>('registration list') },
    promote: { method: 'POST', path: '/registrations/promote', read: readObject<Registration>('registration') },
  },
  presenters: {
    list: {
      method: 'GET',
      path: '/presenters/all',
      query: ['bookingID'],
      read: readList<Presenter>('presenter list'),
      emptyOn404: true,
    },
    create: { method: 'POST', path: '/presenter', read: readObject<Presenter>('presenter') },
    update: { method: 'PUT', path: '/presenter', read: readObject<Presenter>('presenter') },
    delete: {
      method: 'DELETE',
      path: '/presenter',
      query: ['bookingID', 'registrationID'],
      read: readNothing,
    },
    regenerateLogin: { method: 'PUT', path: '/presenter/login/regenerate', read: readCode() },
  },
  emailTemplates: {
    get: {
      method: 'GET',
      path: '/email-template',
      query: ['emailTemplateID'],
      read: readObject<EmailTemplate>('email template'),
    },
    create: {
      method: 'POST',
      path: '/email-template',
      read: readObject<EmailTemplateCreated>('email template'),
    },
    update: { method: 'PUT', path: '/email-template', read: readObject<EmailTemplate>('email template') },
    delete: {
      method: 'DELETE',
      path: '/email-template',
      query: ['emailTemplateID', 'bookingID'],
      read: readNothing,
    },
    send: {
      method: 'POST',
      path: '/email-parse-request',
      read: readObject<EmailSendQueued>('email send result'),
    },
    deliveries: { method: 'GET', path: '/email-deliveries', query: ['bookingID'], read: readList<EmailDelivery>('email deliveries') },
  },
  calendars: {
    create: { method: 'POST', path: '/calendar', read: readObject<Calendar>('calendar') },
    get: { method: 'GET', path: '/calendar', query: ['calendarID'], read: readObject<Calendar>('calendar') },
    update: { method: 'PUT', path: '/calendar', read: readObject<Calendar>('calendar') },
    delete: { method: 'DELETE', path: '/calendar', query: ['spaceID', 'calendarID'], read: readNothing },
    regenerateLogin: { method: 'PUT', path: '/calendar/login/regenerate', read: readCode() },
    list: {
      method: 'GET',
      path: '/calendars',
      query: ['spaceID'],
      read: readList<Calendar>('calendar list'),
      emptyOn404: true,
    },
  },
  presentations: {
    create: {
      method: 'POST',
      path: '/presentation',
      read: readObject<{ presentationID: string; name: string }>('presentation'),
    },
    get: {
      method: 'GET',
      path: '/presentation',
      query: ['presentationID'],
      read: readObject<Presentation>('presentation'),
    },
    update: { method: 'PUT', path: '/presentation', read: readObject<Presentation>('presentation') },
    delete: {
      method: 'DELETE',
      path: '/presentation',
      query: ['spaceID', 'presentationID'],
      read: readNothing,
    },
  },
  uploads: {
    requestSlideUploads: {
      method: 'POST',
      path: '/slides/upload-request',
      read: readList<UploadTarget>('upload list'),
    },
    requestAssetUploads: {
      method: 'POST',
      path: '/assets/upload-request',
      read: readList<UploadTarget>('upload list'),
    },
    put: {
      method: 'PUT',
      presigned: ({ url, file, contentType, onProgress }) => ({ url, body: file, contentType, onProgress }),
    },
  },
  skins: {
    updateUi: { method: 'PUT', path: '/skin/ui', read: readNothing },
    updateWorld: { method: 'PUT', path: '/skin/world', read: readNothing },
    updateAvatar: { method: 'PUT', path: '/skin/avatar', read: readNothing },
    updateEmail: { method: 'PUT', path: '/skin/email', read: readNothing },
  },
  maintenance: {
    systemChecks: {
      method: 'GET',
      path: '/system-check',
      query: ['dateString'],
      read: readList<SystemCheck>('system check list'),
      emptyOn404: true,
    },
    lookupLoginCode: { method: 'GET', path: '/login-admin', query: ['loginCode'], read: readBookingRef },
    getCache: {
      method: 'GET',
      path: '/cache/admin',
      query: ['bookingID'],
      read: (answer) => (answer === undefined ? null : (answer as JsonValue)),
    },
    deleteCache: { method: 'DELETE', path: '/cache/admin', query: ['bookingID'], read: readNothing },
    auditLog: { method: 'GET', path: '/audit', query: ['limit'], read: readList<AuditEntry>('audit log') },
    outbox: { method: 'GET', path: '/outbox', query: ['limit'], read: readList<OutboxMail>('outbox') },
    mailDeliveries: {
      method: 'GET',
      path: '/mail-deliveries/admin',
      query: ['state', 'limit'],
      read: readList<AdminMailDelivery>('mail deliveries'),
    },
    retryMailDelivery: { method: 'POST', path: '/mail-deliveries/retry', read: readNothing },
    mailTransport: { method: 'GET', path: '/mail-transport/admin', read: readObject<MailTransport>('mail transport') },
  },
  apiKeys: {
    list: { method: 'GET', path: '/api-keys', query: ['projectID'], read: readList<ApiKey>('API key list') },
    create: { method: 'POST', path: '/api-keys', read: readObject<ApiKeyCreated>('API key') },
    revoke: { method: 'DELETE', path: '/api-keys', query: ['apiKeyID'], read: readNothing },
  },
  webhooks: {
    list: { method: 'GET', path: '/webhooks', query: ['projectID'], read: readList<Webhook>('webhook list') },
    create: { method: 'POST', path: '/webhooks', read: readObject<WebhookWithSecret>('webhook') },
    update: { method: 'PUT', path: '/webhooks', read: readObject<Webhook>('webhook') },
    delete: { method: 'DELETE', path: '/webhooks', query: ['webhookID'], read: readNothing },
    rotateSecret: { method: 'POST', path: '/webhooks/rotate-secret', read: readObject<WebhookWithSecret>('webhook') },
    deliveries: {
      method: 'GET',
      path: '/webhook-deliveries',
      query: ['webhookID', 'limit'],
      read: readList<WebhookDelivery>('webhook deliveries'),
    },
    resend: { method: 'POST', path: '/webhook-deliveries/resend', read: readObject<WebhookDelivery>('webhook delivery') },
  },
};
