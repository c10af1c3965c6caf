import { describe, expect, it } from 'vitest';
import { checkGuestFlow, defaultGuestFlow, GUEST_FLOW_TEXTS } from './guestFlow';
import { guestFlowTemplate, withProducerMessage } from './guestFlowTemplates';

describe('defaultGuestFlow', () => {
  it('has no approval, no waitlist, a 24-hour claim window, English and the four default reminders', () => {
    const flow = defaultGuestFlow();
    expect(flow).toMatchObject({ requireApproval: false, waitlist: false, claimWindowHours: 24, language: 'en' });
    expect(flow.reminders.map((r) => [r.reminderID, r.anchor, r.offsetMinutes, r.audience, r.emailTemplateID, r.enabled])).toEqual([
      ['day-before', 'beforeStart', 1440, 'registered', '', true],
      ['hour-before', 'beforeStart', 60, 'registered', '', true],
      ['thanks-for-coming', 'afterEnd', 60, 'attended', '', true],
      ['sorry-we-missed-you', 'afterEnd', 60, 'missed', '', true],
    ]);
  });
});

describe('checkGuestFlow', () => {
  const fieldOf = (flow: Parameters<typeof checkGuestFlow>[0]) => checkGuestFlow(flow)?.fieldErrors;

  it('accepts the defaults and the bounds', () => {
    expect(checkGuestFlow(defaultGuestFlow())).toBeNull();
    expect(checkGuestFlow({ ...defaultGuestFlow(), claimWindowHours: 168, language: 'de' })).toBeNull();
  });

  it('refuses a claim window outside 1-168 hours, a bad offset, anchor, audience, language and a repeated id, naming the field', () => {
    const flow = defaultGuestFlow();
    const first = flow.reminders[0];
    expect(fieldOf({ ...flow, claimWindowHours: 169 })).toEqual({ 'guestFlow.claimWindowHours': GUEST_FLOW_TEXTS.claimWindow });
    expect(fieldOf({ ...flow, claimWindowHours: 1.5 })).toEqual({ 'guestFlow.claimWindowHours': GUEST_FLOW_TEXTS.claimWindow });
    expect(fieldOf({ ...flow, reminders: [{ ...first, offsetMinutes: 43_201 }] })).toEqual({ 'guestFlow.reminders.0.offsetMinutes': GUEST_FLOW_TEXTS.offset });
    expect(fieldOf({ ...flow, reminders: [{ ...first, anchor: 'sometime' as never }] })).toEqual({ 'guestFlow.reminders.0.anchor': GUEST_FLOW_TEXTS.anchor });
    expect(fieldOf({ ...flow, reminders: [{ ...first, audience: 'everyone' as never }] })).toEqual({ 'guestFlow.reminders.0.audience': GUEST_FLOW_TEXTS.audience });
    expect(fieldOf({ ...flow, reminders: [first, first] })).toEqual({ 'guestFlow.reminders.1.reminderID': GUEST_FLOW_TEXTS.reminderID });
    expect(fieldOf({ ...flow, language: 'English' })).toEqual({ 'guestFlow.language': GUEST_FLOW_TEXTS.language });
  });
});

describe('guest flow templates', () => {
  it('adds the producer message escaped, its braces broken, and leaves a template alone without one', () => {
    const template = guestFlowTemplate('denied', { senderName: 'Greenroom', replyTo: '' });
    expect(template).toMatchObject({ emailTemplateName: 'Registration Not Approved', system: true, HTML: true });
    expect(withProducerMessage(template, '  ')).toBe(template);
    expect(withProducerMessage(template, 'Full <sorry> {{firstName}}').body.endsWith('\n<p>Full &lt;sorry&gt; { {firstName} }</p>')).toBe(true);
    expect(withProducerMessage({ body: 'Hi', HTML: false }, 'Next time.').body).toBe('Hi\n\nNext time.');
  });
});
