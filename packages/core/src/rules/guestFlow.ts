import type { GuestFlow, ReminderAnchor, ReminderAudience, ReminderRule } from '../entities';
import { badRequestRefusal, type Refusal } from './refusals';

/** The limits of a guest flow: the claim window in hours and a reminder's offset in minutes (30 days). */
export const GUEST_FLOW_LIMITS = { minClaimWindowHours: 1, maxClaimWindowHours: 168, maxOffsetMinutes: 43_200 } as const;

const ANCHORS: readonly ReminderAnchor[] = ['beforeStart', 'afterEnd'];
const AUDIENCES: readonly ReminderAudience[] = ['registered', 'attended', 'missed'];

/**
 * The refusal texts of a guest flow (ours: issue 27, beyond the spec).
 * @example GUEST_FLOW_TEXTS.claimWindow // 'The claim window must be a whole number of hours from 1 to 168.'
 */
export const GUEST_FLOW_TEXTS = {
  claimWindow: `The claim window must be a whole number of hours from ${GUEST_FLOW_LIMITS.minClaimWindowHours} to ${GUEST_FLOW_LIMITS.maxClaimWindowHours}.`,
  offset: `A reminder's offset must be a whole number of minutes from 0 to ${GUEST_FLOW_LIMITS.maxOffsetMinutes}.`,
  anchor: 'A reminder must be sent before the start or after the end.',
  audience: 'A reminder must go to registered guests, to those who came or to those who missed it.',
  reminderID: 'Each reminder needs its own id.',
  language: 'Enter a language code such as en or de.',
} as const;

/**
 * The reminders a booking starts with: a day and an hour before the start to every registered
 * guest, and an hour after the end a thank-you to those who came and a note to those who missed it.
 * The template ids stay '' until the booking's system templates exist.
 * @example defaultReminders()[0] // { reminderID: 'day-before', anchor: 'beforeStart', offsetMinutes: 1440, audience: 'registered', emailTemplateID: '', enabled: true }
 */
export function defaultReminders(): ReminderRule[] {
  const rule = (reminderID: string, anchor: ReminderAnchor, offsetMinutes: number, audience: ReminderAudience): ReminderRule => ({
    reminderID,
    anchor,
    offsetMinutes,
    audience,
    emailTemplateID: '',
    enabled: true,
  });
  return [
    rule('day-before', 'beforeStart', 1440, 'registered'),
    rule('hour-before', 'beforeStart', 60, 'registered'),
    rule('thanks-for-coming', 'afterEnd', 60, 'attended'),
    rule('sorry-we-missed-you', 'afterEnd', 60, 'missed'),
  ];
}

/**
 * A booking's guest flow when none was saved: no approval, no waitlist, a 24-hour claim window,
 * the default reminders and English.
 * @example defaultGuestFlow().claimWindowHours // 24
 */
export function defaultGuestFlow(): GuestFlow {
  return { requireApproval: false, waitlist: false, claimWindowHours: 24, reminders: defaultReminders(), language: 'en' };
}

const isWhole = (value: unknown, min: number, max: number): boolean => typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/**
 * Checks a guest flow a producer saves: a 400 naming the first wrong field, or null when it is fine.
 * Both backends call it on PUT /booking before anything is written.
 * @example
 * checkGuestFlow({ ...defaultGuestFlow(), claimWindowHours: 0 })
 * // { status: 400, message: 'Invalid request', code: 'BadRequest', fieldErrors: { 'guestFlow.claimWindowHours': GUEST_FLOW_TEXTS.claimWindow } }
 */
export function checkGuestFlow(input: GuestFlow): Refusal | null {
  const fail = (field: string, text: string): Refusal => badRequestRefusal({ [`guestFlow.${field}`]: text });
  if (!isWhole(input.claimWindowHours, GUEST_FLOW_LIMITS.minClaimWindowHours, GUEST_FLOW_LIMITS.maxClaimWindowHours)) {
    return fail('claimWindowHours', GUEST_FLOW_TEXTS.claimWindow);
  }
  if (!/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/.test(input.language)) return fail('language', GUEST_FLOW_TEXTS.language);
  const seen = new Set<string>();
  for (const [index, reminder] of input.reminders.entries()) {
    const field = (name: string): string => `reminders.${index}.${name}`;
    if (!ANCHORS.includes(reminder.anchor)) return fail(field('anchor'), GUEST_FLOW_TEXTS.anchor);
    if (!AUDIENCES.includes(reminder.audience)) return fail(field('audience'), GUEST_FLOW_TEXTS.audience);
    if (!isWhole(reminder.offsetMinutes, 0, GUEST_FLOW_LIMITS.maxOffsetMinutes)) return fail(field('offsetMinutes'), GUEST_FLOW_TEXTS.offset);
    if (reminder.reminderID.trim() === '' || seen.has(reminder.reminderID)) return fail(field('reminderID'), GUEST_FLOW_TEXTS.reminderID);
    seen.add(reminder.reminderID);
  }
  return null;
}
