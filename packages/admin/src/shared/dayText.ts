import { dayjs, toCalendarDay } from '@greenroom/core';

/**
 * A picked calendar day as the admin screens show it, in the locale's date pattern
 * (`useTexts(formatTexts).date`: 'MM/DD/YYYY' in English, 'DD.MM.YYYY' in German).
 * @example dayText(new Date(2026, 10, 21), 'MM/DD/YYYY') // '11/21/2026'
 */
export function dayText(day: Date, pattern: string): string {
  return dayjs(toCalendarDay(day)).format(pattern);
}

/**
 * The machine-local Date of a 'YYYY-MM-DD' day (what the date pickers hold).
 * @example localDate('2026-11-21').getDate() // 21
 */
export function localDate(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d);
}
