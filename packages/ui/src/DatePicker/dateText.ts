import { DATE_FORMAT, dayjs } from '@greenroom/core/rules';

export { DATE_FORMAT };

/** A date as MM/DD/YYYY, or '' for none. */
export function formatDate(date: Date | null): string {
  return date ? dayjs(date).format(DATE_FORMAT) : '';
}

/**
 * The local-midnight Date written in `text` as MM/DD/YYYY (M/D/YYYY also accepted), or null when
 * the text is not a real calendar date (02/30/2025 is refused).
 */
export function parseDate(text: string): Date | null {
  const parsed = dayjs(text.trim(), [DATE_FORMAT, 'M/D/YYYY'], true);
  return parsed.isValid() ? parsed.startOf('day').toDate() : null;
}

/** Local midnight of the given moment. */
export function startOfDay(date: Date): Date {
  return dayjs(date).startOf('day').toDate();
}
