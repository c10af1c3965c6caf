import type { EmailTemplate } from '../entities';
import { compareNames } from './names';

/** Names of the three system templates every booking gets. */
export const SYSTEM_TEMPLATE_NAMES = ['Attendee Invite Link', 'Presenter Invite Link', 'Registration Confirmation'] as const;

/** One system template name. @example const n: SystemTemplateName = 'Presenter Invite Link' */
export type SystemTemplateName = (typeof SYSTEM_TEMPLATE_NAMES)[number];

/** A template as created on a new booking, before it gets its id. */
export type DefaultTemplate = Omit<EmailTemplate, 'emailTemplateID'>;

interface TemplateTexts {
  subject: string;
  html: string;
  text: string;
}

const footerHtml = `<p style="font-size:12px;color:#666">This link is personal. Please do not share it.</p>`;

const TEXTS: Record<SystemTemplateName, TemplateTexts> = {
  'Attendee Invite Link': {
    subject: 'You are invited: {{mainHeader}}',
    html: `<h1>{{mainHeader}}</h1>
<p>Hi {{firstName}},</p>
<p>{{welcomeHeader}}</p>
<h2>{{sectionHeader}}</h2>
<p>{{eventDetails}}</p>
<p><a href="{{intakeLink}}">Join the event</a></p>
<p><a href="{{addToCalendarLink}}">Add to calendar</a></p>
<p>Know someone who should attend? They can register here: <a href="{{registrationLink}}">{{registrationLink}}</a></p>
${footerHtml}`,
    text: `{{mainHeader}}

Hi {{firstName}},

{{welcomeHeader}}

{{sectionHeader}}
{{eventDetails}}

Join the event: {{intakeLink}}
Add to calendar: {{addToCalendarLink}}

Know someone who should attend? They can register here: {{registrationLink}}

This link is personal. Please do not share it.`,
  },
  'Presenter Invite Link': {
    subject: 'Presenter invitation: {{mainHeader}}',
    html: `<h1>{{mainHeader}}</h1>
<p>Hi {{firstName}},</p>
<p>{{welcomeHeader}} You are invited as a presenter.</p>
<h2>{{sectionHeader}}</h2>
<p>{{eventDetails}}</p>
<p><a href="{{intakeLink}}">Join as a presenter</a></p>
<p><a href="{{addToCalendarLink}}">Add to calendar</a></p>
${footerHtml}`,
    text: `{{mainHeader}}

Hi {{firstName}},

{{welcomeHeader}} You are invited as a presenter.

{{sectionHeader}}
{{eventDetails}}

Join as a presenter: {{intakeLink}}
Add to calendar: {{addToCalendarLink}}

This link is personal. Please do not share it.`,
  },
  'Registration Confirmation': {
    subject: 'Registration confirmed: {{mainHeader}}',
    html: `<h1>{{mainHeader}}</h1>
<p>Hi {{firstName}},</p>
<p>{{welcomeHeader}} Thank you for registering.</p>
<h2>{{sectionHeader}}</h2>
<p>{{eventDetails}}</p>
<p><a href="{{intakeLink}}">Join the event</a></p>
<p><a href="{{addToCalendarLink}}">Add to calendar</a></p>
${footerHtml}`,
    text: `{{mainHeader}}

Hi {{firstName}},

{{welcomeHeader}} Thank you for registering.

{{sectionHeader}}
{{eventDetails}}

Join the event: {{intakeLink}}
Add to calendar: {{addToCalendarLink}}

This link is personal. Please do not share it.`,
  },
};

/**
 * True for the name of a system template.
 * @example isSystemTemplateName('Attendee Invite Link') // true
 */
export function isSystemTemplateName(name: string): name is SystemTemplateName {
  return (SYSTEM_TEMPLATE_NAMES as readonly string[]).includes(name);
}

/**
 * The default body of a system template, HTML or plain text (what the HTML toggle restores).
 * @example defaultTemplateBody('Attendee Invite Link', false).startsWith('{{mainHeader}}') // true
 */
export function defaultTemplateBody(name: SystemTemplateName, html: boolean): string {
  return html ? TEXTS[name].html : TEXTS[name].text;
}

/**
 * The three system templates a new booking starts with: HTML bodies, the product name as the
 * sender name, `replyTo` as the reply-to address.
 * @example
 * defaultSystemTemplates({ senderName: 'Greenroom', replyTo: 'events@example.com' })
 *   .map((t) => t.emailTemplateName) // ['Attendee Invite Link', 'Presenter Invite Link', 'Registration Confirmation']
 */
export function defaultSystemTemplates(options: { senderName: string; replyTo: string }): DefaultTemplate[] {
  return SYSTEM_TEMPLATE_NAMES.map((name) => ({
    emailTemplateName: name,
    subject: TEXTS[name].subject,
    from: options.senderName,
    replyTo: options.replyTo,
    body: TEXTS[name].html,
    HTML: true,
    system: true,
  }));
}

/**
 * The order of a booking's `emailTemplates` map: system templates first, then by name.
 * @example rows.sort((a, b) => compareTemplateSummaries({ system: a.system === 1, name: a.name }, { system: b.system === 1, name: b.name }))
 */
export function compareTemplateSummaries(a: { system: boolean; name: string }, b: { system: boolean; name: string }): number {
  return Number(b.system) - Number(a.system) || compareNames(a.name, b.name);
}
