import { DATE_FORMAT, dayjs } from '@greenroom/core/rules';

export { DATE_FORMAT };

/** A date as `pattern` (a dayjs pattern, MM/DD/YYYY by default), or '' for none. */
export function formatDate(date: Date | null, pattern: string = DATE_FORMAT): string {
  return date ? dayjs(date).format(pattern) : '';
}

/**
 * The local-midnight Date written in `text` as `pattern` (MM/DD/YYYY by default; its short form
 * with one-digit day and month, M/D/YYYY or D.M.YYYY, also accepted), or null when the text is not a
 * real calendar date (02/30/2025 is refused).
 * @example parseDate('21.11.2026', 'DD.MM.YYYY') // new Date(2026, 10, 21)
 */
export function parseDate(text: string, pattern: string = DATE_FORMAT): Date | null {
  const short = pattern.replace('MM', 'M').replace('DD', 'D');
  const parsed = dayjs(text.trim(), [pattern, short], true);
  return parsed.isValid() ? parsed.startOf('day').toDate() : null;
}

/** Local midnight of the given moment. */
export function startOfDay(date: Date): Date {
  return dayjs(date).startOf('day').toDate();
}
