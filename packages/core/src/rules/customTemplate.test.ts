import { checkTemplateHeaders, checkTemplatePlaceholders, newCustomTemplate, TEMPLATE_REPLY_TO_UNSENDABLE, templateSendRefusal } from './customTemplate';
import { defaultTemplateBody, SYSTEM_TEMPLATE_NAMES } from './systemTemplates';
import { SINGLE_LINE_MESSAGE } from './textInput';

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
      subject: SINGLE_LINE_MESSAGE,
      from: 'Required',
    });
    expect(checkTemplateHeaders({ subject: 'Hi', from: 'Events', replyTo: 'a@example.com' })).toEqual({});
  });

  it('refuses a reply-to mail could not carry, and takes the server default no-reply@localhost (issue 25)', () => {
    for (const replyTo of ['events team', 'events@', '@example.com', 'a@example.com; b@example.com', 'Events <a@example.com>']) {
      expect(checkTemplateHeaders({ subject: 'Hi', from: 'Events', replyTo }), replyTo).toEqual({ replyTo: 'Reply-to must be a valid email address' });
    }
    expect(checkTemplateHeaders({ subject: 'Hi', from: 'Events', replyTo: ' ' })).toEqual({ replyTo: 'Required' });
    expect(checkTemplateHeaders({ subject: 'Hi', from: 'Events', replyTo: 'a@b\nBcc: c@d.e' })).toEqual({ replyTo: SINGLE_LINE_MESSAGE });
    expect(checkTemplateHeaders({ subject: 'Hi', from: 'Events', replyTo: ' no-reply@localhost ' })).toEqual({});
  });
});

describe('templateSendRefusal', () => {
  it('refuses to send a stored template whose reply-to mail could not carry (409), and lets a good one go', () => {
    expect(templateSendRefusal({ replyTo: 'events team' })).toEqual({ status: 409, message: TEMPLATE_REPLY_TO_UNSENDABLE, code: 'Conflict' });
    expect(TEMPLATE_REPLY_TO_UNSENDABLE).toBe("This template's reply-to address is not a valid email address. Correct it in Manage Template, then send again.");
    expect(templateSendRefusal({ replyTo: 'events@example.com' })).toBeNull();
  });
});

describe('checkTemplatePlaceholders', () => {
  it('names each placeholder the renderer does not know, in the field that holds it', () => {
    expect(checkTemplatePlaceholders({ subject: 'For {{ firstName }}', body: 'Dear {{first_name}}, see {{intakeLink}} {{first_name}}' })).toEqual({
      body: 'Unknown placeholder: {{first_name}}',
    });
    expect(checkTemplatePlaceholders({ subject: 'Hi {firstName}', body: '{{ Nope }} and {{}}' })).toEqual({
      subject: 'Unknown placeholder: {firstName}',
      body: 'Unknown placeholders: {{ Nope }}, {{}}',
    });
  });

  it('accepts known placeholders, CSS braces and every default body', () => {
    expect(checkTemplatePlaceholders({ subject: '{{mainHeader}}', body: '<style>p { color: red }</style>{{firstName}}' })).toEqual({});
    for (const name of SYSTEM_TEMPLATE_NAMES) {
      for (const html of [true, false]) expect(checkTemplatePlaceholders({ subject: '', body: defaultTemplateBody(name, html) })).toEqual({});
    }
  });
});
