import { checkTemplateHeaders, newCustomTemplate } from './customTemplate';

const SENDER = { senderName: 'Greenroom', replyTo: 'no-reply@localhost' };

describe('newCustomTemplate', () => {
  it('makes an HTML template with an empty body, the name as subject and the sender prefilled', () => {
    expect(newCustomTemplate(' Reminder ', [], SENDER)).toEqual({
      ok: true,
      template: { emailTemplateName: 'Reminder', subject: 'Reminder', from: 'Greenroom', replyTo: 'no-reply@localhost', body: '', HTML: true, system: false },
    });
  });

  it('refuses a name the booking has in any case, a system template name included, with 409', () => {
    expect(newCustomTemplate('REMINDER', ['Reminder'], SENDER)).toEqual({ ok: false, status: 409, message: "A template named 'REMINDER' already exists for this booking." });
    expect(newCustomTemplate('attendee invite link', ['Attendee Invite Link'], SENDER)).toMatchObject({ ok: false, status: 409 });
  });

  it('refuses a blank name with Required', () => {
    expect(newCustomTemplate('  ', [], SENDER)).toEqual({ ok: false, status: 400, fieldErrors: { emailTemplateName: 'Required' } });
  });
});

describe('checkTemplateHeaders', () => {
  it('requires subject, sender and reply-to, each on one line', () => {
    expect(checkTemplateHeaders({ subject: 'Hi\r\nBcc: x@example.com', from: ' ', replyTo: 'a@example.com' })).toEqual({
      subject: 'May not contain a line break',
      from: 'Required',
    });
    expect(checkTemplateHeaders({ subject: 'Hi', from: 'Events', replyTo: 'a@example.com' })).toEqual({});
  });
});
