import type { AdminMailDelivery, MaintenanceApi, ProducersApi, ProjectsApi, SpacesApi, WorldsApi } from '../api/PortalApi';
import type { JsonValue, Project, ProjectMap, Space, SpaceSummary } from '../entities';
import { chicagoToday } from '../time/days';
import { HttpError } from '../api/HttpError';
import { collectFieldErrors, hasFieldErrors } from '../validation/fieldErrors';
import { validateRequired } from '../validation/text';
import {
  checkEndTimeUpdate,
  checkNewProducer,
  checkProjectMap,
  checkNewSpace,
  endBeforeStart,
  requireName,
  sortByName,
  USERNAME_TAKEN,
  checkUsageRepair,
  usernameKey,
  worldRepairItem,
  type UsageRepairRefusal,
  auditLimit,
  sortAuditNewestFirst,
  type AuditAction,
  type AuditEntry,
  canRetryDelivery,
  mailOutboxLimit,
  MAIL_RETRY_NOT_FAILED,
  sortDeliveriesNewestFirst,
  staySeconds,
  compareWorldSkins,
} from '../rules/index';
import { toIsoSeconds } from '../time/instant';
import { buildSpace } from './builders';
import { memoryEmailTemplates } from './guests';
import { badRequest, createResponder, findRecord, notFound, refused, type Respond } from './respond';
import type { MemoryStore } from './store';
import { bookingUsageSeconds } from './usage';

// The audit log of each memory store (the store itself has no place for it).
const auditLogs = new WeakMap<MemoryStore, AuditEntry[]>();

/**
 * Appends one admin change to the store's audit log, by the store's super-admin (the memory
 * backend has no caller of its own).
 * @example recordAudit(store, 'project.create', project.projectID, null, project);
 */
export function recordAudit(store: MemoryStore, action: AuditAction, target: string, before: unknown, after: unknown): void {
  const log = auditLogs.get(store) ?? [];
  auditLogs.set(store, log);
  const admin = [...store.producers.values()].find((p) => p.role === 0);
  const copy = (value: unknown) => (value === undefined || value === null ? null : (structuredClone(value) as JsonValue));
  log.push({
    auditID: `audit-${log.length + 1}`,
    at: new Date().toISOString(),
    producerID: admin?.producerID ?? '',
    action,
    target,
    before: copy(before),
    after: copy(after),
  });
}

/**
 * Every template delivery of the store as the admin outbox lists it, read through the email
 * templates' own `deliveries` call (the log lives beside guests.ts). The memory "mail server"
 * accepts at once, so every delivery is 'sent'.
 */
async function memoryMailDeliveries(store: MemoryStore): Promise<AdminMailDelivery[]> {
  const templates = memoryEmailTemplates(store, createResponder(0));
  const perBooking = await Promise.all(
    [...store.bookings.values()].map(async (booking) => ({ booking, deliveries: await templates.deliveries({ bookingID: booking.bookingID }) })),
  );
  return perBooking.flatMap(({ booking, deliveries }) =>
    deliveries.map((d) => {
      const person = store.registrations.get(d.registrationID) ?? store.presenters.get(d.registrationID);
      const template = store.emailTemplates.get(d.emailTemplateID);
      return {
        deliveryID: d.deliveryID,
        recipient: person?.registrationData.emailAddress ?? '',
        subject: template?.subject ?? '',
        bookingID: booking.bookingID,
        bookingName: booking.name,
        emailTemplateID: d.emailTemplateID,
        emailTemplateName: template?.emailTemplateName ?? '',
        state: d.state,
        reason: d.reason,
        attempts: d.attempts,
        createdAt: d.updatedAt,
        updatedAt: d.updatedAt,
      };
    }),
  );
}

/** The error a refused usage repair answers, as the server's. */
function usageRepairError(refusal: UsageRepairRefusal): HttpError {
  if (refusal.status === 400) return badRequest(refusal.fieldErrors);
  if (refusal.status === 404) return notFound(refusal.what);
  return new HttpError(409, refusal.message, { message: refusal.message, code: refusal.code });
}

/**
 * Usage repair on the memory store (PUT /booking/usage/repair): closes the chosen open records of
 * the booking at `endTime`, all or none, by core's checkUsageRepair.
 * @example repairUsage(store, { attendees: ['attendee-5'], endTime: '2026-11-19T16:00:00Z', bookingID: 'booking-2' })
 */
export function repairUsage(store: MemoryStore, { attendees, endTime, bookingID }: { attendees: string[]; endTime: string; bookingID: string }): void {
  findRecord(store.bookings, bookingID, 'Booking');
  const records = [...store.attendance.values()].filter((r) => r.bookingID === bookingID && attendees.includes(r.attendeesID));
  const checked = checkUsageRepair({ attendees, endTime }, records);
  if (!checked.ok) throw usageRepairError(checked);
  const before = records.map((r) => ({ attendeesID: r.attendeesID, endTime: null }));
  for (const record of records) {
    record.endTime = toIsoSeconds(checked.endMs);
    record.totalSeconds = staySeconds({ startTime: Date.parse(record.startTime), endTime: checked.endMs }, checked.endMs);
  }
  recordAudit(store, 'usage.repair', bookingID, before, records.map((r) => ({ attendeesID: r.attendeesID, endTime: new Date(checked.endMs).toISOString() })));
}

/** Producers: roles, list, create, project assignments. */
export function memoryProducers(store: MemoryStore, respond: Respond): ProducersApi {
  const producer = (producerID: string) => findRecord(store.producers, producerID, 'Producer');
  // A checked map of existing projects, with their stored names (as the server answers them).
  const storedProjects = (projects: ProjectMap): ProjectMap => {
    const checked = checkProjectMap(projects);
    if (!checked.ok) throw badRequest(checked.fieldErrors);
    const found = checked.projectIDs.map((id) => findRecord(store.projects, id, 'Project'));
    return Object.fromEntries(found.map(({ projectID, projectName }) => [projectID, { projectID, projectName }]));
  };
  return {
    getRole: ({ producerID, signal }) => respond(signal, () => producer(producerID).role),
    list: (p = {}) => respond(p.signal, () => sortByName([...store.producers.values()], (x) => x.name)),
    create: ({ signal, ...payload }) =>
      respond(signal, () => {
        const checked = checkNewProducer(payload);
        if (!checked.ok) throw badRequest(checked.fieldErrors);
        const projects = storedProjects(payload.projects);
        const { username, email, first, last } = checked.fields;
        if ([...store.producers.values()].some((p) => usernameKey(p.username ?? '') === usernameKey(username))) {
          const fieldErrors = { username: USERNAME_TAKEN };
          throw new HttpError(409, USERNAME_TAKEN, { message: USERNAME_TAKEN, code: 'UsernameExists', fieldErrors }, fieldErrors);
        }
        const producerID = store.nextId('producer', store.producers);
        const created = {
          producerID,
          name: `${first} ${last}`,
          role: 1,
          projects,
          username,
          email,
        };
        store.producers.set(producerID, created);
        recordAudit(store, 'producer.create', producerID, null, { ...created, projects: Object.keys(created.projects) });
        return created;
      }),
    updateProjects: ({ producerID, projects, signal }) =>
      respond(signal, () => {
        const found = producer(producerID);
        const assigned = storedProjects(projects);
        const before = Object.keys(found.projects);
        found.projects = assigned;
        recordAudit(store, 'producer.projects', producerID, { projects: before }, { projects: Object.keys(assigned) });
        return found;
      }),
  };
}

/** Projects, and the producer's projects with their spaces. */
export function memoryProjects(store: MemoryStore, respond: Respond): ProjectsApi {
  const sorted = (projects: Project[]) => sortByName(projects, (p) => p.projectName);
  return {
    create: ({ name, signal }) =>
      respond(signal, () => {
        const checked = requireName(name);
        if (!checked.ok) throw badRequest({ name: checked.error });
        const projectID = store.nextId('project', store.projects);
        const project: Project = { projectID, projectName: checked.name, spaces: {} };
        store.projects.set(projectID, project);
        recordAudit(store, 'project.create', projectID, null, { projectID, projectName: project.projectName });
        return project;
      }),
    get: ({ projectID, signal }) =>
      respond(signal, () => findRecord(store.projects, projectID, 'Project')),
    list: (p = {}) => respond(p.signal, () => sorted([...store.projects.values()])),
    listWithSpaces: ({ producerID, signal }) =>
      respond(signal, () => {
        const producer = findRecord(store.producers, producerID, 'Producer');
        // Role 0 reaches every project; others only those assigned to them.
        const projects =
          producer.role === 0
            ? [...store.projects.values()]
            : Object.keys(producer.projects).flatMap((id) => store.projects.get(id) ?? []);
        return sorted(projects);
      }),
  };
}

/** Worlds, sorted by name. */
export function memoryWorlds(store: MemoryStore, respond: Respond): WorldsApi {
  return { list: (p = {}) => respond(p.signal, () => sortByName([...store.worlds.values()], (w) => w.name)) };
}

/** Properties a space's worldSkin has that its world lacks, and the reverse. */
// Spaces made without a world (test seeds) have nothing to compare.
function worldMismatches(store: MemoryStore) {
  const spaces = [...store.spaces.values()].flatMap((s) => (s.worldID ? [{ spaceID: s.spaceID, spaceName: s.spaceName, worldID: s.worldID, properties: Object.keys(s.worldSkin) }] : []));
  const worlds = new Map([...store.worlds.values()].map((w) => [w.worldID, { name: w.name, properties: Object.keys(w.worldSkin) }]));
  return compareWorldSkins(spaces, worlds);
}

/** Spaces and their admin maintenance calls. */
export function memorySpaces(store: MemoryStore, respond: Respond): SpacesApi {
  const space = (spaceID: string): Space => findRecord(store.spaces, spaceID, 'Space');
  return {
    list: (p = {}) =>
      respond(p.signal, () =>
        sortByName([...store.spaces.values()], (s) => s.spaceName).map(
          (s): SpaceSummary => ({
            spaceID: s.spaceID,
            spaceName: s.spaceName,
            projectID: s.projectID,
            bookings: s.bookings,
            startDate: s.startDate,
            endDate: s.endDate,
          }),
        ),
      ),
    create: ({ signal, ...payload }) =>
      respond(signal, () => {
        const errors = collectFieldErrors({ projectID: validateRequired(payload.projectID), worldID: validateRequired(payload.worldID) });
        const checked = checkNewSpace(payload);
        if (!checked.ok || hasFieldErrors(errors)) throw badRequest({ ...(checked.ok ? {} : checked.fieldErrors), ...errors });
        const project = findRecord(store.projects, payload.projectID, 'Project');
        const world = findRecord(store.worlds, payload.worldID, 'World');
        const spaceID = store.nextId('space', store.spaces);
        const created = buildSpace(checked.fields, { spaceID, projectID: project.projectID }, world);
        store.spaces.set(spaceID, created);
        project.spaces[spaceID] = { spaceID, spaceName: created.spaceName };
        const { spaceName, startDate, endDate } = created;
        recordAudit(store, 'space.create', spaceID, null, { spaceID, spaceName, projectID: project.projectID, worldID: world.worldID, startDate, endDate });
        return created;
      }),
    get: ({ spaceID, signal }) =>
      respond(signal, () => {
        const found = space(spaceID);
        const project = store.projects.get(found.projectID);
        return project ? { ...found, project } : found;
      }),
    usage: ({ spaceID, signal }) =>
      respond(signal, () => {
        space(spaceID);
        const bookingIDs = [...store.bookings.values()].filter((b) => b.spaceID === spaceID).map((b) => b.bookingID);
        return { usageSeconds: bookingIDs.reduce((sum, id) => sum + bookingUsageSeconds(store, id), 0) };
      }),
    checkWorlds: (p = {}) => respond(p.signal, () => worldMismatches(store)),
    // The sent value is ignored: the space gets the world's item with the world's value.
    repairWorldSkin: ({ spaceID, property, signal }) =>
      respond(signal, () => {
        const found = space(spaceID);
        const world = found.worldID ? store.worlds.get(found.worldID) : undefined;
        const item = worldRepairItem(world?.worldSkin[property]);
        if (!item) throw notFound('World property');
        recordAudit(store, 'space.worldRepair', spaceID, found.worldSkin[property] ?? null, item);
        found.worldSkin[property] = item;
      }),
    updateEndTimes: ({ spaceIDArr, endTime, signal }) =>
      respond(signal, () => {
        const checked = checkEndTimeUpdate({ spaceIDArr, endTime });
        if (!checked.ok) throw badRequest(checked.fieldErrors);
        // Check every id and start before changing any: no partial writes.
        const spaces = spaceIDArr.map(space);
        for (const s of spaces) {
          const problem = endBeforeStart(s.startDate, checked.endDate, s.spaceName);
          if (problem) throw badRequest({ endTime: problem });
        }
        const before = spaces.map((s) => ({ spaceID: s.spaceID, endDate: s.endDate }));
        for (const s of spaces) s.endDate = { date: checked.endDate, timezone: s.endDate.timezone };
        recordAudit(store, 'space.endTime', spaceIDArr.join(','), before, spaces.map((s) => ({ spaceID: s.spaceID, endDate: s.endDate })));
      }),
  };
}

/** Super-admin look-ups: system checks, login codes, caches. */
export function memoryMaintenance(store: MemoryStore, respond: Respond): MaintenanceApi {
  return {
    systemChecks: ({ dateString, signal }) =>
      respond(signal, () =>
        [...store.systemChecks.values()]
          .filter((check) => chicagoToday(check.timestamp) === dateString)
          .sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp)),
      ),
    lookupLoginCode: ({ loginCode, signal }) =>
      respond(signal, () => {
        const code = loginCode.trim();
        const booking = [...store.bookings.values()].find((b) =>
          [b.publicAppLoginCode, b.signUpLoginCode, b.mobileHybridLoginCode].includes(code),
        );
        if (booking) return { bookingID: booking.bookingID };
        const registration = [...store.registrations.values(), ...store.presenters.values()].find((r) => r.loginCode === code);
        if (registration) return { bookingID: registration.bookingID };
        throw notFound('Login code');
      }),
    getCache: ({ bookingID, signal }) =>
      respond(signal, () => {
        const cache = store.caches.get(bookingID);
        if (cache === undefined) throw notFound('Cache');
        return cache;
      }),
    deleteCache: ({ bookingID, signal }) =>
      respond(signal, () => {
        if (!store.caches.delete(bookingID)) throw notFound('Cache');
        // The cache is derived data (rebuilt on the next read): the log names it, not its content.
        recordAudit(store, 'cache.delete', bookingID, { bookingID }, null);
      }),
    auditLog: (p = {}) => respond(p.signal, () => sortAuditNewestFirst(auditLogs.get(store) ?? []).slice(0, auditLimit(p.limit))),
    // The memory backend sends no mail: its outbox stays empty.
    outbox: (p = {}) => respond(p.signal, () => []),
    mailDeliveries: async (p = {}) => {
      const all = await memoryMailDeliveries(store);
      return respond(p.signal, () =>
        sortDeliveriesNewestFirst(all.filter((d) => p.state === undefined || d.state === p.state)).slice(0, mailOutboxLimit(p.limit)),
      );
    },
    retryMailDelivery: async ({ deliveryID, signal }) => {
      const found = (await memoryMailDeliveries(store)).find((d) => d.deliveryID === deliveryID);
      return respond(signal, () => {
        if (!found) throw notFound('Delivery');
        if (!canRetryDelivery(found.state)) throw refused(409, MAIL_RETRY_NOT_FAILED, 'Conflict');
      });
    },
  };
}
