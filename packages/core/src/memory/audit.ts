import type { JsonValue } from '../entities';
import type { AuditAction, AuditEntry } from '../rules/index';
import type { MemoryStore } from './store';

// The audit log of each memory store (the store itself has no place for it). A leaf: every domain
// of the memory backend records here, and none of them imports another to do so.
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

/** The store's audit entries, oldest first. @example auditEntries(store).length */
export function auditEntries(store: MemoryStore): readonly AuditEntry[] {
  return auditLogs.get(store) ?? [];
}
