import { defaultSystemTemplates, defaultTemplateBody, isSystemTemplateName, SYSTEM_TEMPLATE_NAMES } from './systemTemplates';
import { PLACEHOLDERS, type PlaceholderValues } from './placeholders';
import { escapeHtml, fillPlaceholders, htmlToText, renderEmail, TemplateRenderError } from './renderTemplate';

const values: PlaceholderValues = {
  firstName: '<Ada & "Bob">',
  addToCalendarLink: 'https://x.test/ical/c1',
  eventDetails: 'Launch\nNov 21, 2026 9:00 AM CST',
  welcomeHeader: 'Welcome!',
  mainHeader: 'Launch',
  sectionHeader: 'Event Details',
  intakeLink: 'https://x.test/guest/intake/code?a=1&b=2',
  registrationLink: 'https://x.test/guest/sign-up/s1',
};

const template = { subject: 'Hi {{firstName}}', from: 'Greenroom', replyTo: 'events@x.test', body: '', HTML: true };

describe('fillPlaceholders', () => {
  it('escapes values in HTML and keeps line breaks visible', () => {
    expect(fillPlaceholders('<p>{{firstName}}</p><p>{{ eventDetails }}</p>', values, 'html')).toBe(
      '<p>&lt;Ada &amp; &quot;Bob&quot;&gt;</p><p>Launch<br>Nov 21, 2026 9:00 AM CST</p>',
    );
  });

  it('leaves values unescaped in text', () => {
    expect(fillPlaceholders('Hi {{firstName}}: {{intakeLink}}', values, 'text')).toBe(
      'Hi <Ada & "Bob">: https://x.test/guest/intake/code?a=1&b=2',
    );
  });

  it('leaves unknown placeholders as written', () => {
    expect(fillPlaceholders('{{lastName}} {{firstname}}', values, 'text')).toBe('{{lastName}} {{firstname}}');
  });

  it('does not re-expand placeholders found inside values', () => {
    const sneaky = { ...values, firstName: '{{intakeLink}}' };
    expect(fillPlaceholders('{{firstName}}', sneaky, 'text')).toBe('{{intakeLink}}');
  });
});

describe('renderEmail', () => {
  it('renders an HTML template with escaped values and a text alternative', () => {
    const mail = renderEmail({ ...template, body: '<p>Hi {{firstName}}</p><a href="{{intakeLink}}">Join</a>' }, values, 'ada@x.test');
    expect(mail.html).toBe('<p>Hi &lt;Ada &amp; &quot;Bob&quot;&gt;</p><a href="https://x.test/guest/intake/code?a=1&amp;b=2">Join</a>');
    expect(mail.text).toBe('Hi <Ada & "Bob">\nJoin (https://x.test/guest/intake/code?a=1&b=2)');
    expect(mail.subject).toBe('Hi <Ada & "Bob">');
    expect(mail).toMatchObject({ to: 'ada@x.test', fromName: 'Greenroom', replyTo: 'events@x.test' });
  });

  it('renders a text template without escaping and without an HTML part', () => {
    const mail = renderEmail({ ...template, HTML: false, body: 'Hi {{firstName}}' }, values, 'ada@x.test');
    expect(mail.text).toBe('Hi <Ada & "Bob">');
    expect(mail.html).toBe('');
  });

  it('refuses a subject that becomes multi-line through a value', () => {
    expect(() => renderEmail(template, { ...values, firstName: 'Ada\r\nBcc: all@x.test' }, 'ada@x.test')).toThrow(
      new TemplateRenderError('The subject of this email may not contain a line break'),
    );
  });

  it.each([
    ['recipient address', { to: 'a@x.test\nBcc: b@x.test' }],
    ['sender name', { from: 'Green\nroom' }],
    ['reply-to address', { replyTo: 'r@x.test\r' }],
    ['subject', { subject: 'Hello\u2028there' }],
  ])('refuses a %s with a line break', (what, change) => {
    const { to = 'ada@x.test', ...rest } = change as { to?: string };
    expect(() => renderEmail({ ...template, ...rest }, values, to)).toThrow(`The ${what} of this email may not contain a line break`);
  });
});

describe('escapeHtml and htmlToText', () => {
  it('escapes the five special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('turns blocks into lines and decodes entities once', () => {
    expect(htmlToText('<h1>T</h1><p>a &amp;lt; b<br/>c</p><style>p{}</style>')).toBe('T\na &lt; b\nc');
  });
});

describe('default system templates', () => {
  const templates = defaultSystemTemplates({ senderName: 'Greenroom', replyTo: 'events@x.test' });

  it('are the three system templates, HTML, with sender and reply-to set', () => {
    expect(templates.map((t) => t.emailTemplateName)).toEqual([...SYSTEM_TEMPLATE_NAMES]);
    for (const t of templates) {
      expect(t).toMatchObject({ system: true, HTML: true, from: 'Greenroom', replyTo: 'events@x.test' });
      expect(t.subject).not.toBe('');
      expect(isSystemTemplateName(t.emailTemplateName)).toBe(true);
    }
    expect(isSystemTemplateName('Reminder')).toBe(false);
  });

  it('use only known placeholders and greet by first name with the personal link', () => {
    const known = new Set(PLACEHOLDERS.map((p) => p.name));
    for (const name of SYSTEM_TEMPLATE_NAMES) {
      for (const html of [true, false]) {
        const body = defaultTemplateBody(name, html);
        const used = [...body.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);
        expect(used.every((p) => known.has(p as never))).toBe(true);
        expect(used).toEqual(expect.arrayContaining(['firstName', 'intakeLink', 'eventDetails', 'addToCalendarLink']));
      }
    }
    expect(defaultTemplateBody('Attendee Invite Link', true)).toContain('{{registrationLink}}');
  });

  it('render to a message that carries the values', () => {
    const mail = renderEmail(templates[0], values, 'ada@x.test');
    expect(mail.subject).toBe('You are invited: Launch');
    expect(mail.html).toContain('Hi &lt;Ada &amp; &quot;Bob&quot;&gt;,');
    expect(mail.text).toContain('Join the event (https://x.test/guest/intake/code?a=1&b=2)');
  });
});

describe('an empty link', () => {
  const noCalendar = { ...values, addToCalendarLink: '' };

  it('never renders as an empty href nor as an empty line in text', () => {
    for (const name of SYSTEM_TEMPLATE_NAMES) {
      const html = renderEmail({ ...template, body: defaultTemplateBody(name, true) }, noCalendar, 'ada@x.test');
      expect(html.html).not.toContain('href=""');
      expect(html.html).not.toContain('Add to calendar');
      expect(html.text).not.toContain('Add to calendar');
      const text = renderEmail({ ...template, HTML: false, body: defaultTemplateBody(name, false) }, noCalendar, 'ada@x.test');
      expect(text.text).not.toContain('Add to calendar');
    }
  });

  it('keeps the link when it has a value, and the rest of the body either way', () => {
    const body = '<p>Hi</p>\n<p><a href="{{ addToCalendarLink }}">Add to calendar</a></p>\n<p>Bye</p>';
    expect(renderEmail({ ...template, body }, values, 'a@x.test').html).toBe('<p>Hi</p>\n<p><a href="https://x.test/ical/c1">Add to calendar</a></p>\n<p>Bye</p>');
    expect(renderEmail({ ...template, body }, noCalendar, 'a@x.test').html).toBe('<p>Hi</p>\n<p>Bye</p>');
  });
});
