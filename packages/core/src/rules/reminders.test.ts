import { describe, expect, it } from 'vitest';
import type { BookingTime } from '../entities';
import { defaultGuestFlow } from './guestFlow';
import { REMINDER_TEMPLATE_NAMES, REMINDER_TEMPLATE_TEXTS, reminderTemplate, reminderTemplateKind } from './guestFlowTemplates';
import { carriesInvite, guestEventUid, INVITE_ICS, inviteSequence } from './icsInvite';
import { REMINDER_BEFORE_START_LATE_MS, REMINDER_LATE_WINDOW_MS, reminderAudience, reminderDueAt, reminderIsDue, remindersDue, reminderScanRange } from './reminders';
import { checkTemplateTranslations, pickTranslation } from './templateTranslations';

const HOUR = 3_600_000;
const at = (iso: string, timezone = 'Europe/Berlin'): BookingTime => ({ time: iso, timezone, timeValue: 0 });
const booking = { start: at('2026-11-21T15:00:00Z'), end: at('2026-11-21T17:00:00Z') };
const START = Date.UTC(2026, 10, 21, 15);
const END = Date.UTC(2026, 10, 21, 17);

describe('reminderDueAt', () => {
  it('counts before the start and after the end of the booking as it stands now', () => {
    expect(reminderDueAt(booking, { anchor: 'beforeStart', offsetMinutes: 1440 })).toBe(START - 24 * HOUR);
    expect(reminderDueAt(booking, { anchor: 'afterEnd', offsetMinutes: 60 })).toBe(END + HOUR);
    const moved = { start: at('2026-11-22T15:00:00Z'), end: at('2026-11-22T17:00:00Z') };
    expect(reminderDueAt(moved, { anchor: 'beforeStart', offsetMinutes: 60 })).toBe(START + 23 * HOUR);
  });

  it('falls back to timeValue when the ISO time cannot be read', () => {
    expect(reminderDueAt({ start: { time: '', timezone: 'UTC', timeValue: 5 * HOUR }, end: booking.end }, { anchor: 'beforeStart', offsetMinutes: 60 })).toBe(4 * HOUR);
  });
});

describe('reminderIsDue', () => {
  it('sends a reminder before the start from its moment on, never once the event began', () => {
    const due = START - HOUR;
    expect(reminderIsDue(due, due - 1, 'beforeStart', booking)).toBe(false);
    expect(reminderIsDue(due, due, 'beforeStart', booking)).toBe(true);
    expect(reminderIsDue(due, START - 1, 'beforeStart', booking)).toBe(true);
    expect(reminderIsDue(due, START, 'beforeStart', booking)).toBe(false);
  });

  it('sends a reminder before the start at most an hour late: a late registrant gets the next one only', () => {
    const dayBefore = START - 24 * HOUR;
    expect(reminderIsDue(dayBefore, dayBefore + REMINDER_BEFORE_START_LATE_MS - 1, 'beforeStart', booking)).toBe(true);
    expect(reminderIsDue(dayBefore, dayBefore + REMINDER_BEFORE_START_LATE_MS, 'beforeStart', booking)).toBe(false);
  });

  it('sends a follow-up within 24 hours of its moment only', () => {
    const due = END + HOUR;
    expect(reminderIsDue(due, due - 1, 'afterEnd', booking)).toBe(false);
    expect(reminderIsDue(due, due + REMINDER_LATE_WINDOW_MS - 1, 'afterEnd', booking)).toBe(true);
    expect(reminderIsDue(due, due + REMINDER_LATE_WINDOW_MS, 'afterEnd', booking)).toBe(false);
  });

  it('answers the enabled reminders due at a moment, and the booking range worth looking at', () => {
    const flow = defaultGuestFlow();
    expect(remindersDue(flow, booking, START - 23.5 * HOUR).map((r) => r.reminderID)).toEqual(['day-before']);
    expect(remindersDue(flow, booking, START - 30 * 60_000).map((r) => r.reminderID)).toEqual(['hour-before']);
    expect(remindersDue(flow, booking, END + 2 * HOUR).map((r) => r.reminderID)).toEqual(['thanks-for-coming', 'sorry-we-missed-you']);
    const off = { reminders: flow.reminders.map((r) => ({ ...r, enabled: r.reminderID !== 'day-before' })) };
    expect(remindersDue(off, booking, START - 23.5 * HOUR)).toEqual([]);
    expect(reminderScanRange(1_000)).toEqual({ startsAfter: 1_000, startsBefore: 1_000 + 43_200 * 60_000, endsAfter: 1_000 - 43_200 * 60_000 - REMINDER_LATE_WINDOW_MS, endsBefore: 1_000 });
  });
});

describe('reminderAudience', () => {
  const guests = [
    { registrationID: 'r1', status: 'approved' as const },
    { registrationID: 'r2', status: 'approved' as const },
    { registrationID: 'r3', status: 'waitlisted' as const },
    { registrationID: 'r4', status: 'offered' as const },
    { registrationID: 'r5', status: undefined },
    { registrationID: 'r6', status: 'cancelled' as const },
  ];
  it('sends to those holding a place, split by the attendance records after the end', () => {
    expect(reminderAudience({ audience: 'registered' }, guests, [])).toEqual(['r1', 'r2', 'r4', 'r5']);
    expect(reminderAudience({ audience: 'attended' }, guests, ['r2', 'r3', 'r6'])).toEqual(['r2']);
    expect(reminderAudience({ audience: 'missed' }, guests, new Set(['r2']))).toEqual(['r1', 'r4', 'r5']);
  });
});

describe('reminder templates', () => {
  it('names a system template for every default reminder and picks one for other rules', () => {
    expect(defaultGuestFlow().reminders.map((rule) => REMINDER_TEMPLATE_NAMES[reminderTemplateKind(rule)])).toEqual([
      'Reminder: 1 Day Before',
      'Reminder: 1 Hour Before',
      'Thanks for Coming',
      'Sorry We Missed You',
    ]);
    expect(reminderTemplateKind({ reminderID: 'x', anchor: 'beforeStart', offsetMinutes: 10, audience: 'registered' })).toBe('hourBefore');
    expect(reminderTemplateKind({ reminderID: 'x', anchor: 'beforeStart', offsetMinutes: 2880, audience: 'registered' })).toBe('dayBefore');
    expect(reminderTemplateKind({ reminderID: 'x', anchor: 'afterEnd', offsetMinutes: 0, audience: 'missed' })).toBe('missed');
  });

  it('has German translations that use known placeholders only', () => {
    for (const texts of Object.values(REMINDER_TEMPLATE_TEXTS)) {
      expect(Object.keys(texts.translations)).toEqual(['de']);
      expect(checkTemplateTranslations(texts.translations)).toEqual({});
    }
    const template = reminderTemplate('dayBefore', { senderName: 'Greenroom', replyTo: 'r@x.test' });
    expect(template).toMatchObject({ emailTemplateName: 'Reminder: 1 Day Before', from: 'Greenroom', replyTo: 'r@x.test', system: true, HTML: true });
    expect(template.translations?.de.subject).toBe('Erinnerung: {{mainHeader}}');
  });
});

describe('pickTranslation', () => {
  const template = { subject: 'Hi', body: 'Hello', translations: { de: { subject: 'Hallo', body: 'Guten Tag' }, fr: { subject: '', body: 'Bonjour' } } };
  it("takes the guest's language, else the booking's, else the template's own text", () => {
    expect(pickTranslation(template, 'de', 'en')).toEqual({ subject: 'Hallo', body: 'Guten Tag' });
    expect(pickTranslation(template, 'de-AT', 'en')).toEqual({ subject: 'Hallo', body: 'Guten Tag' });
    expect(pickTranslation(template, '', 'de')).toEqual({ subject: 'Hallo', body: 'Guten Tag' });
    expect(pickTranslation(template, 'es', 'en')).toEqual({ subject: 'Hi', body: 'Hello' });
    expect(pickTranslation({ subject: 'Hi', body: 'Hello' }, 'de', 'de')).toEqual({ subject: 'Hi', body: 'Hello' });
    // An empty translated field keeps the template's own.
    expect(pickTranslation(template, 'fr', 'en')).toEqual({ subject: 'Hi', body: 'Bonjour' });
  });
});

describe('the invitation .ics', () => {
  it('has one UID per booking and guest, a sequence growing with the version, and goes with invitations and reminders', () => {
    expect(guestEventUid('b1', 'r1')).toBe('b1.r1@greenroom');
    expect([inviteSequence(1), inviteSequence(4), inviteSequence(0)]).toEqual([0, 3, 0]);
    expect(INVITE_ICS).toMatchObject({ fileName: 'invite.ics', contentType: 'text/calendar; method=REQUEST; charset=UTF-8' });
    expect(carriesInvite({ emailTemplateName: 'Attendee Invite Link', system: true })).toBe(true);
    expect(carriesInvite({ emailTemplateName: 'Reminder: 1 Hour Before', system: true })).toBe(true);
    expect(carriesInvite({ emailTemplateName: 'Registration Approved', system: true })).toBe(true);
    expect(carriesInvite({ emailTemplateName: 'Registration Not Approved', system: true })).toBe(false);
    expect(carriesInvite({ emailTemplateName: 'Thanks for Coming', system: true })).toBe(false);
    expect(carriesInvite({ emailTemplateName: 'Attendee Invite Link', system: false })).toBe(false);
  });
});
