import { formatInZone, formatTexts, toCsv } from '@greenroom/core';
import type { AuditEntry } from '@greenroom/core/rules';
import { adminTexts, type AdminTexts } from '../texts';
import { auditDiff } from './auditDiff';

/**
 * The audit log as CSV (core's `toCsv`, safe to open in a spreadsheet): one line per changed field
 * (an entry without any, one line with the field left empty), with when (in `timezone`), who,
 * what, the record, the field, how it changed, and its value before and after. Headers and words
 * follow the texts given (English by default).
 * @example saveFile(auditCsv(rows, nameOf, 'America/Chicago', texts, formats), 'audit-log.csv', 'text/csv;charset=utf-8')
 */
export function auditCsv(
  entries: readonly AuditEntry[],
  nameOf: (producerID: string) => string,
  timezone: string,
  texts: AdminTexts = adminTexts,
  formats: { dateTime: string } = formatTexts.english,
): string {
  const headers = [texts.auditWhen, texts.auditWho, texts.auditWhat, texts.auditTarget, texts.auditField, texts.auditChangeKind, texts.auditBefore, texts.auditAfter];
  const rows = entries.flatMap((entry) => {
    const start = [formatInZone(entry.at, timezone, `${formats.dateTime} z`), nameOf(entry.producerID), texts.auditActions[entry.action] ?? entry.action, entry.target];
    const changes = auditDiff(entry.before, entry.after);
    if (changes.length === 0) return [[...start, '', '', '', '']];
    return changes.map((change) => [...start, change.field || texts.auditValue, texts.auditChangeKinds[change.kind], change.before ?? '', change.after ?? '']);
  });
  return toCsv(headers, rows);
}
