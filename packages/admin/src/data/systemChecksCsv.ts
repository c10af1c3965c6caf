import { CHICAGO_TIMEZONE, formatDateTimeInZone, toCsv, type SystemCheck } from '@greenroom/core';
import { adminTexts } from '../texts';

const flagKeys = Object.keys(adminTexts.flags) as (keyof typeof adminTexts.flags)[];

/**
 * The CSV export of System Check Admin: every field and flag of each check, times in
 * America/Chicago, safe to open in a spreadsheet (core's `toCsv`).
 * @example saveFile(new Blob([systemChecksCsv(checks)]), 'system-checks-2026-11-21.csv')
 */
export function systemChecksCsv(checks: readonly SystemCheck[]): string {
  const headers = [
    adminTexts.systemCheckID,
    adminTexts.firstName,
    adminTexts.lastName,
    adminTexts.dateTime,
    adminTexts.browser,
    adminTexts.operatingSystem,
    adminTexts.comment,
    ...flagKeys.map((key) => adminTexts.flags[key]),
  ];
  const rows = checks.map((c) => [
    c.systemCheckID,
    c.firstName,
    c.lastName,
    formatDateTimeInZone(c.timestamp, CHICAGO_TIMEZONE),
    `${c.data.browserName} ${c.data.browserVersion}`.trim(),
    `${c.data.operatingSystem} ${c.data.operatingSystemVersion}`.trim(),
    c.comment,
    ...flagKeys.map((key) => (c.data[key] ? adminTexts.yes : adminTexts.no)),
  ]);
  return toCsv(headers, rows);
}
