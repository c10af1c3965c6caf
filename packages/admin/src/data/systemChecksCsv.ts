import { CHICAGO_TIMEZONE, formatInZone, formatTexts, toCsv, type SystemCheck } from '@greenroom/core';
import { adminTexts, type AdminTexts } from '../texts';

// The flags in the spec's order (the keys of the English table; every locale has the same).
const flagKeys = Object.keys(adminTexts.flags) as (keyof typeof adminTexts.flags)[];

/**
 * The CSV export of System Check Admin: every field and flag of each check, times in
 * America/Chicago, safe to open in a spreadsheet (core's `toCsv`). Headers, yes/no and the date
 * pattern follow the texts and formats given (English by default).
 * @example saveFile(systemChecksCsv(checks, useTexts(adminTextTable), useTexts(formatTexts)), 'system-checks-2026-11-21.csv', 'text/csv')
 */
export function systemChecksCsv(
  checks: readonly SystemCheck[],
  texts: AdminTexts = adminTexts,
  formats: { dateTime: string } = formatTexts.english,
): string {
  const headers = [
    texts.systemCheckID,
    texts.firstName,
    texts.lastName,
    texts.dateTime,
    texts.browser,
    texts.operatingSystem,
    texts.comment,
    ...flagKeys.map((key) => texts.flags[key]),
  ];
  const rows = checks.map((c) => [
    c.systemCheckID,
    c.firstName,
    c.lastName,
    formatInZone(c.timestamp, CHICAGO_TIMEZONE, `${formats.dateTime} z`),
    `${c.data.browserName} ${c.data.browserVersion}`.trim(),
    `${c.data.operatingSystem} ${c.data.operatingSystemVersion}`.trim(),
    c.comment,
    ...flagKeys.map((key) => (c.data[key] ? texts.yes : texts.no)),
  ]);
  return toCsv(headers, rows);
}
