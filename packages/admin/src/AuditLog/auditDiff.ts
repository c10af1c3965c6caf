import type { JsonValue } from '@greenroom/core';
import type { AuditEntry } from '@greenroom/core/rules';

/** How one field of a record changed: it appeared, it went, or its value changed. */
export type FieldChangeKind = 'added' | 'removed' | 'changed';

/**
 * One field of an audited record, before and after (each as display text; absent on the side where
 * the field did not exist). Nested objects are flattened to dotted paths ('endDate.date').
 * @example { field: 'projectName', kind: 'changed', before: 'Gala', after: 'Winter Gala' }
 */
export interface FieldChange {
  /** The field's dotted path; '' when the record itself is a single value. */
  field: string;
  kind: FieldChangeKind;
  before?: string;
  after?: string;
}

type JsonObject = { [key: string]: JsonValue };

function isObject(value: JsonValue | null | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A value as one readable line: strings as they are, everything else as compact JSON. */
function shown(value: JsonValue): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The leaves of a record by dotted path (an empty object counts as a leaf, so it is not lost). */
function leaves(value: JsonValue | null, prefix = '', into = new Map<string, JsonValue>()): Map<string, JsonValue> {
  if (value === null && prefix === '') return into;
  if (isObject(value) && (Object.keys(value).length > 0 || prefix === '')) {
    for (const [key, child] of Object.entries(value)) leaves(child, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, value as JsonValue);
  }
  return into;
}

/**
 * The field-by-field difference between an audited record's before and after: every field that
 * was added, removed or changed, in the order the fields first appear (before's, then after's new
 * ones). Unchanged fields are left out; a record that did not exist (null) has no fields.
 * @example
 * auditDiff({ name: 'Gala', capacity: 20 }, { name: 'Gala', capacity: 30, hidden: true })
 * // [{ field: 'capacity', kind: 'changed', before: '20', after: '30' }, { field: 'hidden', kind: 'added', after: 'true' }]
 */
export function auditDiff(before: JsonValue | null, after: JsonValue | null): FieldChange[] {
  const old = leaves(before);
  const now = leaves(after);
  const fields = [...old.keys(), ...[...now.keys()].filter((field) => !old.has(field))];
  const changes: FieldChange[] = [];
  for (const field of fields) {
    const was = old.get(field);
    const is = now.get(field);
    if (was === undefined && is !== undefined) changes.push({ field, kind: 'added', after: shown(is) });
    else if (is === undefined && was !== undefined) changes.push({ field, kind: 'removed', before: shown(was) });
    else if (was !== undefined && is !== undefined && JSON.stringify(was) !== JSON.stringify(is)) {
      changes.push({ field, kind: 'changed', before: shown(was), after: shown(is) });
    }
  }
  return changes;
}

/**
 * The names of the changed fields for a one-line summary: the first `max`, then '…' when there are more.
 * A change of a record that is a single value (its field is '') is named `valueName`.
 * @example changedFieldNames(auditDiff(a, b), 2) // 'name, capacity, …'
 */
export function changedFieldNames(changes: readonly FieldChange[], max = 3, valueName = 'Value'): string {
  const names = changes.slice(0, max).map((change) => change.field || valueName);
  return [...names, ...(changes.length > max ? ['…'] : [])].join(', ');
}

/** What the audit log can be narrowed to: a producer, an action, and a day range (YYYY-MM-DD, inclusive, in `timezone`). */
export interface AuditFilter {
  producerID?: string;
  action?: string;
  from?: string;
  to?: string;
}

/**
 * The entries that pass the filter. `dayOf` turns an entry's instant into its YYYY-MM-DD day in
 * the zone the log is shown in (the caller's time helper), so the range matches the dates shown.
 * @example filterAudit(entries, { producerID: 'producer-admin', from: '2026-11-01' }, (at) => at.slice(0, 10))
 */
export function filterAudit<T extends Pick<AuditEntry, 'producerID' | 'action' | 'at'>>(
  entries: readonly T[],
  filter: AuditFilter,
  dayOf: (at: string) => string,
): T[] {
  return entries.filter((entry) => {
    if (filter.producerID && entry.producerID !== filter.producerID) return false;
    if (filter.action && entry.action !== filter.action) return false;
    if (!filter.from && !filter.to) return true;
    const day = dayOf(entry.at);
    return (!filter.from || day >= filter.from) && (!filter.to || day <= filter.to);
  });
}
