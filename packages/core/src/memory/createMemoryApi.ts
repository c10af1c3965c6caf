import type { PortalApi } from '../api/PortalApi';
import { memoryMaintenance, memoryProducers, memoryProjects, memorySpaces, memoryWorlds } from './admin';
import { memoryAttendance, memoryBookings } from './bookings';
import { memoryCalendars, memoryPresentations, memorySkins, memoryUploads } from './content';
import { memoryEmailTemplates, memoryPresenters, memoryRegistrations } from './guests';
import { memoryApiKeys, memoryWebhooks } from './integrations';
import { createResponder } from './respond';
import { createStore, type MemorySeed } from './store';

/** Options of createMemoryApi. @example createMemoryApi(seed, { delay: 300 }) */
export interface MemoryApiOptions {
  /** Milliseconds before each answer (through setTimeout, so fake timers control it). 0: answer at once. */
  delay?: number;
}

/**
 * An in-memory backend implementing the whole PortalApi contract, for stories, component tests and
 * demos. It is a store over the same rules the reference server calls (`@greenroom/core/rules`:
 * new bookings and their system templates, booking rules and updates, registration form and
 * capacity, new-space dates, name checks and name order), so a screen sees what production shows:
 * HttpError 404 for unknown ids, 400 with fieldErrors for bad input (nothing changed; a line break or
 * control character in a single-line field and an impossible date-time are refused first, with
 * the messages of core's strict-input rule, rules/textInput.ts, as the server's schemas refuse them), 409 past a
 * registration capacity, 412 for a stale version of a booking or of any record a producer edits
 * (core's checkVersion), [] for an empty list, new random codes on regenerate.
 * Answers are deep copies; the seed is never mutated.
 *
 * Deliberately not modelled: authorization and tenancy (every record is reachable, every caller
 * may change super-admin fields), rate limits, mail delivery (send marks the templates as sent),
 * the guest/room calls, file contents and image checks of uploads, server addresses other than the default options, and
 * the clock (usage sums the stored totalSeconds of attendance), and webhook delivery (a booking's
 * events and a resend queue deliveries that stay pending; API keys authorize nothing), and issue 27's
 * clock-driven parts: an offer's expiry is the machine's time plus the claim window, but nothing lapses
 * it (the server's worker does), and no outcome mail is queued.
 * Without a seed it starts empty; pass `createDemoSeed()` for the demo data.
 * @example
 * const api = createMemoryApi(createDemoSeed({ now: new Date('2026-11-21T15:00:00Z') }), { delay: 300 });
 * const calendars = await api.calendars.list({ spaceID: 'space-1' });
 */
export function createMemoryApi(seed: MemorySeed = {}, options: MemoryApiOptions = {}): PortalApi {
  const store = createStore(seed);
  const respond = createResponder(options.delay ?? 0);
  return {
    producers: memoryProducers(store, respond),
    projects: memoryProjects(store, respond),
    worlds: memoryWorlds(store, respond),
    spaces: memorySpaces(store, respond),
    bookings: memoryBookings(store, respond),
    attendance: memoryAttendance(store, respond),
    registrations: memoryRegistrations(store, respond),
    presenters: memoryPresenters(store, respond),
    emailTemplates: memoryEmailTemplates(store, respond),
    calendars: memoryCalendars(store, respond),
    presentations: memoryPresentations(store, respond),
    uploads: memoryUploads(store, respond),
    skins: memorySkins(store, respond),
    maintenance: memoryMaintenance(store, respond),
    apiKeys: memoryApiKeys(store, respond),
    webhooks: memoryWebhooks(store, respond),
  };
}
