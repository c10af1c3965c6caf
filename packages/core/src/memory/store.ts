import type {
  ApiKey,
  AttendanceRecord,
  Booking,
  Calendar,
  EmailTemplate,
  JsonValue,
  Presentation,
  Presenter,
  Producer,
  Project,
  QAQuestion,
  Registration,
  Space,
  SystemCheck,
  Webhook,
  WebhookDelivery,
  World,
} from '../entities';
import { fillGuestFlowDefaults, versionSeededRecords } from './versions';
import { newWebhookSecret } from './secrets';

/** An email template together with the booking it belongs to. @example { bookingID: 'b1', emailTemplateID: 't1', ... } */
export interface MemoryEmailTemplate extends EmailTemplate {
  bookingID: string;
}

/** An attendance record together with its booking. @example { bookingID: 'b1', attendeesID: 'a1', ... } */
export interface MemoryAttendanceRecord extends AttendanceRecord {
  bookingID: string;
}

/**
 * The data an in-memory backend starts with; every list is optional.
 * @example
 * createMemoryApi({ spaces: [space], calendars: [{ calendarID: 'c1', calendarName: 'Season', loginCode: 'x', bookings: [], spaceID: space.spaceID }] });
 */
export interface MemorySeed {
  producers?: Producer[];
  projects?: Project[];
  worlds?: World[];
  spaces?: Space[];
  bookings?: Booking[];
  calendars?: Calendar[];
  registrations?: Registration[];
  presenters?: Presenter[];
  emailTemplates?: MemoryEmailTemplate[];
  presentations?: Presentation[];
  attendance?: MemoryAttendanceRecord[];
  /** Q&A entries keyed by bookingID, then by question id. */
  questions?: Record<string, Record<string, QAQuestion>>;
  systemChecks?: SystemCheck[];
  /** Booking caches keyed by bookingID. */
  caches?: Record<string, JsonValue>;
  /** API keys (their secrets are not kept: a seeded key is only listed). */
  apiKeys?: ApiKey[];
  /** Webhooks (each gets a random secret). */
  webhooks?: Webhook[];
  /** The webhooks' delivery log, in any order. */
  webhookDeliveries?: WebhookDelivery[];
}

/** A webhook with its signing secret (never answered but by create and rotate). */
export interface MemoryWebhook extends Webhook {
  secret: string;
}

/** An upload address handed out by the memory backend, and the file once PUT. */
export interface MemoryUpload {
  url: string;
  fileID: string;
  folder: string;
  file?: Blob;
}

/** The mutable state behind createMemoryApi. */
export interface MemoryStore {
  producers: Map<string, Producer>;
  projects: Map<string, Project>;
  worlds: Map<string, World>;
  spaces: Map<string, Space>;
  bookings: Map<string, Booking>;
  calendars: Map<string, Calendar>;
  registrations: Map<string, Registration>;
  presenters: Map<string, Presenter>;
  emailTemplates: Map<string, MemoryEmailTemplate>;
  presentations: Map<string, Presentation>;
  attendance: Map<string, MemoryAttendanceRecord>;
  questions: Map<string, Record<string, QAQuestion>>;
  systemChecks: Map<string, SystemCheck>;
  caches: Map<string, JsonValue>;
  uploads: Map<string, MemoryUpload>;
  apiKeys: Map<string, ApiKey>;
  webhooks: Map<string, MemoryWebhook>;
  webhookDeliveries: Map<string, WebhookDelivery>;
  /** A fresh id `<prefix>-<n>` not used in `taken`. */
  nextId(prefix: string, taken: Map<string, unknown>): string;
}

function byKey<T>(items: T[] | undefined, key: (item: T) => string): Map<string, T> {
  return new Map((items ?? []).map((item) => [key(item), structuredClone(item)]));
}

/**
 * A calendar's bookings are those whose calendarID names it; a seed may list them on the calendar
 * instead, so a listed booking without a calendar joins the calendar that lists it.
 */
function linkSeededCalendars(store: MemoryStore): void {
  for (const calendar of store.calendars.values()) {
    for (const bookingID of calendar.bookings) {
      const booking = store.bookings.get(bookingID);
      if (booking && booking.calendarID === '') booking.calendarID = calendar.calendarID;
    }
  }
}

/** Builds the store from a seed (deep-copied, so the seed is never mutated). */
export function createStore(seed: MemorySeed = {}): MemoryStore {
  const counters = new Map<string, number>();
  const store: MemoryStore = {
    producers: byKey(seed.producers, (p) => p.producerID),
    projects: byKey(seed.projects, (p) => p.projectID),
    worlds: byKey(seed.worlds, (w) => w.worldID),
    spaces: byKey(seed.spaces, (s) => s.spaceID),
    bookings: byKey(seed.bookings, (b) => b.bookingID),
    calendars: byKey(seed.calendars, (c) => c.calendarID),
    registrations: byKey(seed.registrations, (r) => r.registrationID),
    presenters: byKey(seed.presenters, (r) => r.registrationID),
    emailTemplates: byKey(seed.emailTemplates, (t) => t.emailTemplateID),
    presentations: byKey(seed.presentations, (p) => p.presentationID),
    attendance: byKey(seed.attendance, (a) => a.attendeesID),
    questions: new Map(Object.entries(structuredClone(seed.questions ?? {}))),
    systemChecks: byKey(seed.systemChecks, (c) => c.systemCheckID),
    caches: new Map(Object.entries(structuredClone(seed.caches ?? {}))),
    uploads: new Map(),
    apiKeys: byKey(seed.apiKeys, (k) => k.apiKeyID),
    webhooks: new Map((seed.webhooks ?? []).map((w) => [w.webhookID, { ...structuredClone(w), secret: newWebhookSecret() }])),
    webhookDeliveries: byKey(seed.webhookDeliveries, (d) => d.deliveryID),
    nextId(prefix, taken) {
      let n = counters.get(prefix) ?? taken.size;
      let id: string;
      do {
        n += 1;
        id = `${prefix}-${n}`;
      } while (taken.has(id));
      counters.set(prefix, n);
      return id;
    },
  };
  linkSeededCalendars(store);
  versionSeededRecords({
    edited: [store.registrations, store.presenters, store.emailTemplates, store.calendars, store.presentations, store.producers, store.webhooks].map(
      (map) => map.values(),
    ),
    guests: [...store.registrations.values(), ...store.presenters.values()],
    spaces: store.spaces.values(),
  });
  fillGuestFlowDefaults(store);
  return store;
}
