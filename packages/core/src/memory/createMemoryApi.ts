import type { PortalApi } from '../api/PortalApi';
import { memoryMaintenance, memoryProducers, memoryProjects, memorySpaces, memoryWorlds } from './admin';
import { memoryAttendance, memoryBookings } from './bookings';
import { memoryCalendars, memoryPresentations, memorySkins, memoryUploads } from './content';
import { memoryEmailTemplates, memoryPresenters, memoryRegistrations } from './guests';
import { createResponder } from './respond';
import { createStore, type MemorySeed } from './store';

/** Options of createMemoryApi. @example createMemoryApi(seed, { delay: 300 }) */
export interface MemoryApiOptions {
  /** Milliseconds before each answer (through setTimeout, so fake timers control it). 0: answer at once. */
  delay?: number;
}

/**
 * An in-memory backend implementing the whole PortalApi contract, for stories, component tests and
 * demos. It behaves like the reference server where it matters to a screen: lists sorted as the
 * server sorts them, HttpError 404 for unknown ids, 400 with fieldErrors for bad input (nothing
 * changed), 412 for a stale booking version, new random codes on regenerate. There is no
 * authorization: every record is reachable. Answers are deep copies; the seed is never mutated.
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
  };
}
