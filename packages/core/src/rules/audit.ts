import type { JsonValue } from '../entities';

/** Every admin change the audit log records (issue 17), as `<record>.<change>`. */
export const AUDIT_ACTIONS = [
  'project.create',
  'space.create',
  'producer.create',
  'producer.projects',
  'usage.repair',
  'space.worldRepair',
  'space.endTime',
  'cache.delete',
  // Bulk changes of guests, sends, guest deletes, super-admin booking edits and skin changes (issue 32 §11).
  'guests.import',
  'mail.send',
  'guest.delete',
  'booking.adminUpdate',
  'skin.update',
  // API keys and webhooks (issue 28).
  'apiKey.create',
  'apiKey.revoke',
  'webhook.create',
  'webhook.update',
  'webhook.delete',
  'webhook.rotateSecret',
  'webhook.autoDisable',
] as const;

/** One recorded admin change. @example const a: AuditAction = 'cache.delete' */
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * One audit log entry: who (the producer), what (action and target id), when (ISO instant) and
 * the record before and after (null when it did not exist, or no longer does).
 * @example { auditID: 'a1', at: '2026-11-21T15:00:00Z', producerID: 'producer-admin', action: 'project.create', target: 'project-3', before: null, after: { projectName: 'Gala' } }
 */
export interface AuditEntry {
  auditID: string;
  at: string;
  producerID: string;
  action: AuditAction;
  target: string;
  before: JsonValue | null;
  after: JsonValue | null;
}

/** How many entries GET /audit answers unless told (and at most). */
export const AUDIT_LOG_LIMITS = { default: 200, max: 1000 } as const;

/**
 * The number of entries to answer for a `limit` query: the default when absent or not a whole
 * number, clamped to 1…max.
 * @example auditLimit(undefined) // 200
 * @example auditLimit(5000) // 1000
 */
export function auditLimit(limit: number | string | undefined): number {
  const asked = Number(limit);
  if (limit === undefined || limit === '' || !Number.isInteger(asked)) return AUDIT_LOG_LIMITS.default;
  return Math.min(Math.max(asked, 1), AUDIT_LOG_LIMITS.max);
}

/**
 * The log as super-admins read it: newest first; entries of the same moment newest-recorded first
 * (ids grow with time).
 * @example sortAuditNewestFirst(entries)[0].at // the latest change
 */
export function sortAuditNewestFirst<T extends Pick<AuditEntry, 'at' | 'auditID'>>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => Date.parse(b.at) - Date.parse(a.at) || b.auditID.localeCompare(a.auditID, 'en', { numeric: true }));
}

/**
 * What the audit log keeps of a removed guest or presenter (`guest.delete`): who, not the whole record.
 * @example guestDeleteAudit({ bookingID: 'b1', registrationData: { firstName: 'Ada', lastName: 'L', emailAddress: 'a@x.io' } }, 'attendee')
 */
export function guestDeleteAudit(
  registration: { bookingID: string; registrationData: { firstName?: string; lastName?: string; emailAddress?: string } },
  kind: 'attendee' | 'presenter',
): { bookingID: string; kind: 'attendee' | 'presenter'; firstName: string; lastName: string; emailAddress: string } {
  const data = registration.registrationData;
  return { bookingID: registration.bookingID, kind, firstName: data.firstName ?? '', lastName: data.lastName ?? '', emailAddress: data.emailAddress ?? '' };
}

/**
 * What the audit log keeps of an accepted bulk import (`guests.import`): its counts, not the guests.
 * @example importAudit({ ok: true, created: 2, updated: 1 }) // { created: 2, updated: 1 }
 */
export function importAudit(answer: { created: number; updated?: number }): { created: number; updated: number } {
  return { created: answer.created, updated: answer.updated ?? 0 };
}

/**
 * What the audit log keeps of a send (`mail.send`): its id, the template and how many were queued.
 * @example mailSendAudit({ sendID: 's1', emailTemplateID: 't1', queued: 3 }) // { sendID: 's1', emailTemplateID: 't1', queued: 3 }
 */
export function mailSendAudit(send: { sendID: string; emailTemplateID: string; queued: number }): { sendID: string; emailTemplateID: string; queued: number } {
  return { sendID: send.sendID, emailTemplateID: send.emailTemplateID, queued: send.queued };
}

/**
 * What the audit log keeps of a skin change (`skin.update`, target: the space): the item and its
 * value before (null when the optional item did not exist yet) and after.
 * @example skinUpdateAudit({ group: 'worldSkin', property: 'logo', before: undefined, value: 'a.png' })
 * // { before: null, after: { group: 'worldSkin', property: 'logo', value: 'a.png' } }
 */
export function skinUpdateAudit(change: { group: string; property: string; before: { value: unknown } | undefined; value: unknown }): {
  before: { group: string; property: string; value: unknown } | null;
  after: { group: string; property: string; value: unknown };
} {
  const { group, property } = change;
  return { before: change.before === undefined ? null : { group, property, value: change.before.value }, after: { group, property, value: change.value } };
}

/**
 * What the audit log keeps of a super-admin's booking edit (`booking.adminUpdate`): only the
 * fields `next` changes, before and after (a field that was absent is null).
 * @example bookingUpdateAudit({ name: 'A', capacity: 20 }, { name: 'B', capacity: 20 }) // { before: { name: 'A' }, after: { name: 'B' } }
 */
export function bookingUpdateAudit(stored: object, next: object): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) {
    const old = (stored as Record<string, unknown>)[key];
    if (JSON.stringify(old) === JSON.stringify(value)) continue;
    before[key] = old ?? null;
    after[key] = value ?? null;
  }
  return { before, after };
}
