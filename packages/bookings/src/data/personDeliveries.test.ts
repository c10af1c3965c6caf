import type { Booking, EmailDelivery, Registration } from '@greenroom/core';
import { describe, expect, it } from 'vitest';
import { deliveriesByPerson, lastDeliveryOf } from './personDeliveries';

const person = (registrationID: string, emails: string[] = []) => ({ registrationID, emails, brand: false }) as unknown as Registration;
const templates: Booking['emailTemplates'] = {
  t1: { id: 't1', name: 'Attendee Invite Link', system: true, HTML: true },
  t2: { id: 't2', name: 'Reminder', system: false, HTML: false },
};
let n = 0;
const delivery = (registrationID: string, emailTemplateID: string, state: EmailDelivery['state'], reason = ''): EmailDelivery => ({
  deliveryID: `d${++n}`,
  sendID: 's1',
  registrationID,
  emailTemplateID,
  state,
  attempts: 1,
  reason,
  updatedAt: n,
});

describe('deliveriesByPerson', () => {
  it('groups sent (emails), failed (latest failed, with reason) and waiting per person', () => {
    const byPerson = deliveriesByPerson(
      [person('a', ['t1']), person('b'), person('c')],
      templates,
      [delivery('a', 't1', 'sent'), delivery('b', 't1', 'queued'), delivery('b', 't1', 'failed', 'Mailbox full'), delivery('c', 't2', 'queued')],
    );
    expect(byPerson.get('a')).toEqual({ sent: [{ emailTemplateID: 't1', name: 'Attendee Invite Link' }], failed: [], queued: [] });
    expect(byPerson.get('b')?.failed).toEqual([{ emailTemplateID: 't1', name: 'Attendee Invite Link', reason: 'Mailbox full' }]);
    expect(byPerson.get('c')?.queued).toEqual([{ emailTemplateID: 't2', name: 'Reminder' }]);
  });

  it('counts a template that reached the person as sent even when a later resend failed or waits', () => {
    const byPerson = deliveriesByPerson([person('a', ['t1', 't2'])], templates, [delivery('a', 't1', 'failed', 'Timeout'), delivery('a', 't2', 'queued')]);
    expect(byPerson.get('a')).toEqual({
      sent: [
        { emailTemplateID: 't1', name: 'Attendee Invite Link' },
        { emailTemplateID: 't2', name: 'Reminder' },
      ],
      failed: [],
      queued: [],
    });
  });

  it('counts a delivery the server marked sent before the stale emails list is read again', () => {
    const byPerson = deliveriesByPerson([person('a')], templates, [delivery('a', 't2', 'queued'), delivery('a', 't2', 'sent')]);
    expect(byPerson.get('a')).toEqual({ sent: [{ emailTemplateID: 't2', name: 'Reminder' }], failed: [], queued: [] });
  });

  it('leaves out people without any template and deliveries of templates the booking no longer has', () => {
    const byPerson = deliveriesByPerson([person('a'), person('b')], templates, [delivery('b', 'gone', 'failed', 'x')]);
    expect(byPerson.size).toBe(0);
  });
});

describe('lastDeliveryOf', () => {
  it("answers one person's latest delivery of one template, or undefined", () => {
    const older = delivery('a', 't1', 'failed', 'Timeout');
    const newer = delivery('a', 't1', 'sent');
    const deliveries = [older, delivery('b', 't1', 'queued'), newer, delivery('a', 't2', 'queued')];
    expect(lastDeliveryOf(deliveries, 'a', 't1')).toBe(newer);
    expect(lastDeliveryOf(deliveries, 'b', 't2')).toBeUndefined();
  });
});
