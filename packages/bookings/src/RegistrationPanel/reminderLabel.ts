import type { ReminderRule } from '@greenroom/core';
import type { BookingsTexts } from '../texts.en';

/** The reminder texts a label is built from. */
export type ReminderTexts = BookingsTexts['guestFlow']['reminders'];

/**
 * An offset in minutes as people say it: whole hours as hours, else hours and minutes.
 * @example offsetText(texts, 90) // '1 hour 30 minutes'
 */
export function offsetText(texts: ReminderTexts, minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return texts.minutes(rest);
  return rest === 0 ? texts.hours(hours) : `${texts.hours(hours)} ${texts.minutes(rest)}`;
}

/**
 * A reminder's readable name from its anchor, offset and audience.
 * @example reminderLabel(texts, { anchor: 'afterEnd', offsetMinutes: 60, audience: 'missed' }) // '1 hour after the end · guests who missed it'
 */
export function reminderLabel(texts: ReminderTexts, rule: Pick<ReminderRule, 'anchor' | 'offsetMinutes' | 'audience'>): string {
  const anchor = rule.anchor === 'beforeStart' ? texts.beforeStart : texts.afterEnd;
  return texts.label(offsetText(texts, rule.offsetMinutes), anchor, texts.audiences[rule.audience]);
}
