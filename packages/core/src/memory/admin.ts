import type { AdminMailDelivery, MaintenanceApi, ProducersApi, ProjectsApi, SpacesApi, WorldsApi } from '../api/PortalApi';
import type { Project, ProjectMap, Space, SpaceSummary } from '../entities';
import { chicagoToday } from '../time/days';
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
  USERNAME_TAKEN_REFUSAL,
  conflictRefusal,
  usernameKey,
  worldRepairItem,
  auditLimit,
  sortAuditNewestFirst,
  canRetryDelivery,
  mailOutboxLimit,
  MAIL_RETRY_NOT_FAILED,
  sortDeliveriesNewestFirst,
  compareWorldSkins,
  inputTexts,
  FIRST_VERSION,
  nextVersion,
} from '../rules/index';
import { buildSpace } from './builders';
import { auditEntries, recordAudit } from './audit';
import { deliveryLog } from './deliveryLog';
import { badRequest, findRecord, notFound, refused, refuseBadText, type Respond } from './respond';
import type { MemoryStore } from './store';
import { bookingUsageSeconds } from './usage';
import { refuseStale } from './versions';

/**
 * Every template delivery of the store as the admin outbox lists it, read from the log the email
 * templates' sends append to (deliveryLog.ts); deliveries of deleted bookings are left out. The
 * memory "mail server" accepts at once, so every delivery is 'sent'.
 */
function memoryMailDeliveries(store: MemoryStore): AdminMailDelivery[] {
  return deliveryLog(store).flatMap((d) => {
    const booking = store.bookings.get(d.bookingID);
    if (!booking) return [];
    const person = store.registrations.get(d.registrationID) ?? store.presenters.get(d.registrationID);
    const template = store.emailTemplates.get(d.emailTemplateID);
    return [
      {
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
      },
    ];
  });
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
        refuseBadText({ singleLine: inputTexts(payload) });
        const checked = checkNewProducer(payload);
        if (!checked.ok) throw badRequest(checked.fieldErrors);
        const projects = storedProjects(payload.projects);
        const { username, email, first, last } = checked.fields;
        if ([...store.producers.values()].some((p) => usernameKey(p.username ?? '') === usernameKey(username))) {
          throw refused(USERNAME_TAKEN_REFUSAL);
        }
        const producerID = store.nextId('producer', store.producers);
        const created = {
          producerID,
          name: `${first} ${last}`,
          role: 1,
          projects,
          username,
          email,
          version: FIRST_VERSION,
        };
        store.producers.set(producerID, created);
        recordAudit(store, 'producer.create', producerID, null, { ...created, projects: Object.keys(created.projects) });
        return created;
      }),
    updateProjects: ({ producerID, projects, version, signal }) =>
      respond(signal, () => {
        const found = producer(producerID);
        refuseStale(found, version);
        const assigned = storedProjects(projects);
        const before = Object.keys(found.projects);
        found.projects = assigned;
        found.version = nextVersion(found);
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
        refuseBadText({ singleLine: { name } });
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
        refuseBadText({
          singleLine: inputTexts(payload, ['startDate.date', 'endDate.date']),
          dates: { 'startDate.date': payload.startDate?.date, 'endDate.date': payload.endDate?.date },
        });
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
        // The repair changes what the Branding tab shows: the item moves on a version.
        const held = found.worldSkin[property];
        found.worldSkin[property] = { ...item, version: held ? nextVersion(held) : FIRST_VERSION };
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
    auditLog: (p = {}) => respond(p.signal, () => sortAuditNewestFirst([...auditEntries(store)]).slice(0, auditLimit(p.limit))),
    // The memory backend sends no mail: its outbox stays empty.
    outbox: (p = {}) => respond(p.signal, () => []),
    mailDeliveries: (p = {}) =>
      respond(p.signal, () =>
        sortDeliveriesNewestFirst(memoryMailDeliveries(store).filter((d) => p.state === undefined || d.state === p.state)).slice(0, mailOutboxLimit(p.limit)),
      ),
    // The memory backend sends no mail.
    mailTransport: (p = {}) => respond(p.signal, () => ({ kind: 'none' as const })),
    retryMailDelivery: ({ deliveryID, signal }) =>
      respond(signal, () => {
        const found = memoryMailDeliveries(store).find((d) => d.deliveryID === deliveryID);
        if (!found) throw notFound('Delivery');
        if (!canRetryDelivery(found.state)) throw refused(conflictRefusal(MAIL_RETRY_NOT_FAILED));
      }),
  };
}
