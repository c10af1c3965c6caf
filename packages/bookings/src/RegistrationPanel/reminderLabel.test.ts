import { defaultReminders } from '@greenroom/core';
import { describe, expect, it } from 'vitest';
import { guestFlowTexts } from '../textsGuestFlow';
import { guestFlowTextsDe } from '../textsGuestFlow.de';
import { offsetText, reminderLabel } from './reminderLabel';

describe('reminderLabel', () => {
  it('names the default reminders as the producer reads them', () => {
    expect(defaultReminders().map((rule) => reminderLabel(guestFlowTexts.reminders, rule))).toEqual([
      '24 hours before the start · registered guests',
      '1 hour before the start · registered guests',
      '1 hour after the end · guests who came',
      '1 hour after the end · guests who missed it',
    ]);
  });

  it('writes minutes, hours and both', () => {
    expect(offsetText(guestFlowTexts.reminders, 10)).toBe('10 minutes');
    expect(offsetText(guestFlowTexts.reminders, 1)).toBe('1 minute');
    expect(offsetText(guestFlowTexts.reminders, 90)).toBe('1 hour 30 minutes');
    expect(offsetText(guestFlowTexts.reminders, 0)).toBe('0 minutes');
  });

  it('speaks German', () => {
    expect(reminderLabel(guestFlowTextsDe.reminders, { anchor: 'beforeStart', offsetMinutes: 1440, audience: 'registered' })).toBe(
      '24 Stunden vor dem Beginn · angemeldete Gäste',
    );
  });
});
