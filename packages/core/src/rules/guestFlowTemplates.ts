import type { EmailTemplate, RegistrationStatus, ReminderRule } from '../entities';
import type { DefaultTemplate } from './systemTemplates';

/**
 * The system templates of the guest flow's outcomes (issue 27), by the status a guest moved to. A
 * booking gets each the first time it is needed, so bookings that never use approval or a waitlist
 * keep their three.
 */
export const GUEST_FLOW_TEMPLATE_NAMES = {
  approved: 'Registration Approved',
  denied: 'Registration Not Approved',
  waitlisted: 'Waitlist Confirmation',
  offered: 'Waitlist Place Offered',
} as const satisfies Partial<Record<RegistrationStatus, string>>;

/** A status whose outcome is mailed. @example const s: MailedStatus = 'offered' */
export type MailedStatus = keyof typeof GUEST_FLOW_TEMPLATE_NAMES;

const footer = 'This link is personal. Please do not share it.';

/**
 * The default subject and HTML body of each outcome's template ({{intakeLink}} is the guest's
 * personal link: the join page, where an offered guest claims the place).
 * @example GUEST_FLOW_TEMPLATE_TEXTS.offered.subject // 'A place is free for you: {{mainHeader}}'
 */
export const GUEST_FLOW_TEMPLATE_TEXTS: Record<MailedStatus, { subject: string; body: string }> = {
  approved: {
    subject: 'Registration approved: {{mainHeader}}',
    body: `<h1>{{mainHeader}}</h1>
<p>Hi {{firstName}},</p>
<p>Your registration was approved. We look forward to seeing you.</p>
<p>{{eventDetails}}</p>
<p><a href="{{intakeLink}}">Join the event</a></p>
<p><a href="{{addToCalendarLink}}">Add to calendar</a></p>
<p style="font-size:12px;color:#666">${footer}</p>`,
  },
  denied: {
    subject: 'Your registration: {{mainHeader}}',
    body: `<h1>{{mainHeader}}</h1>
<p>Hi {{firstName}},</p>
<p>We are sorry: your registration was not approved.</p>`,
  },
  waitlisted: {
    subject: 'You are on the waitlist: {{mainHeader}}',
    body: `<h1>{{mainHeader}}</h1>
<p>Hi {{firstName}},</p>
<p>The event is full, so you are on the waitlist. We will write to you as soon as a place is free.</p>
<p><a href="{{intakeLink}}">See where you stand</a></p>
<p style="font-size:12px;color:#666">${footer}</p>`,
  },
  offered: {
    subject: 'A place is free for you: {{mainHeader}}',
    body: `<h1>{{mainHeader}}</h1>
<p>Hi {{firstName}},</p>
<p>A place is free for you. Claim it before the offer lapses; after that it goes to the next person on the waitlist.</p>
<p><a href="{{intakeLink}}">Claim your place</a></p>
<p style="font-size:12px;color:#666">${footer}</p>`,
  },
};

/**
 * The template a booking gets for an outcome: HTML, a system template, with the given sender.
 * @example guestFlowTemplate('approved', { senderName: 'Greenroom', replyTo: '' }).emailTemplateName // 'Registration Approved'
 */
export function guestFlowTemplate(status: MailedStatus, sender: { senderName: string; replyTo: string }): DefaultTemplate {
  return systemHtmlTemplate(GUEST_FLOW_TEMPLATE_NAMES[status], GUEST_FLOW_TEMPLATE_TEXTS[status], sender);
}

/** Who a system template is sent as. */
type TemplateSender = { senderName: string; replyTo: string };

/** A system HTML template of the guest flow from its name, texts (and their translations) and sender. */
function systemHtmlTemplate(
  emailTemplateName: string,
  texts: { subject: string; body: string; translations?: Record<string, { subject: string; body: string }> },
  sender: TemplateSender,
): DefaultTemplate {
  const translations = Object.fromEntries(Object.entries(texts.translations ?? {}).map(([language, text]) => [language, { ...text }]));
  return { emailTemplateName, subject: texts.subject, from: sender.senderName, replyTo: sender.replyTo, body: texts.body, HTML: true, system: true, translations };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The template with the producer's message of a decision added at the end of its body (as a
 * paragraph in HTML), so the guest reads it; braces are broken up so a message is never a placeholder.
 * @example withProducerMessage(template, 'See you next time.').body.endsWith('<p>See you next time.</p>') // true
 */
export function withProducerMessage<T extends Pick<EmailTemplate, 'body' | 'HTML'>>(template: T, message: string | undefined): T {
  const text = (message ?? '').trim().replace(/\{\{/g, '{ {').replace(/\}\}/g, '} }');
  if (text === '') return template;
  const body = template.HTML ? `${template.body}\n<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>` : `${template.body}\n\n${text}`;
  return { ...template, body };
}

/**
 * The system templates of the reminders and follow-ups (issue 27), by kind. A reminder whose
 * template id is '' uses the booking's system template of its kind (reminderTemplateKind), created
 * the first time it is needed.
 */
export const REMINDER_TEMPLATE_NAMES = {
  dayBefore: 'Reminder: 1 Day Before',
  hourBefore: 'Reminder: 1 Hour Before',
  thanks: 'Thanks for Coming',
  missed: 'Sorry We Missed You',
} as const;

/** One kind of reminder template. @example const k: ReminderTemplateKind = 'thanks' */
export type ReminderTemplateKind = keyof typeof REMINDER_TEMPLATE_NAMES;

/** The texts of a template in its base language (English) and its translations by language code. */
export interface TranslatedTexts {
  subject: string;
  body: string;
  translations: Record<string, { subject: string; body: string }>;
}

const footerDe = 'Dieser Link ist persönlich. Bitte geben Sie ihn nicht weiter.';

/**
 * The default subject and HTML body of each reminder template, in English with a German
 * translation (`translations.de`). The texts hold for a guest who registered late too (no "tomorrow").
 * @example REMINDER_TEMPLATE_TEXTS.dayBefore.translations.de.subject // 'Erinnerung: {{mainHeader}}'
 */
export const REMINDER_TEMPLATE_TEXTS: Record<ReminderTemplateKind, TranslatedTexts> = {
  dayBefore: {
    subject: 'Reminder: {{mainHeader}}',
    body: `<h1>{{mainHeader}}</h1>
<p>Hi {{firstName}},</p>
<p>A reminder: the event is coming up.</p>
<p>{{eventDetails}}</p>
<p><a href="{{intakeLink}}">Join the event</a></p>
<p><a href="{{addToCalendarLink}}">Add to calendar</a></p>
<p style="font-size:12px;color:#666">${footer}</p>`,
    translations: {
      de: {
        subject: 'Erinnerung: {{mainHeader}}',
        body: `<h1>{{mainHeader}}</h1>
<p>Hallo {{firstName}},</p>
<p>Zur Erinnerung: Die Veranstaltung steht bevor.</p>
<p>{{eventDetails}}</p>
<p><a href="{{intakeLink}}">Zur Veranstaltung</a></p>
<p><a href="{{addToCalendarLink}}">Zum Kalender hinzufügen</a></p>
<p style="font-size:12px;color:#666">${footerDe}</p>`,
      },
    },
  },
  hourBefore: {
    subject: 'Starting soon: {{mainHeader}}',
    body: `<h1>{{mainHeader}}</h1>
<p>Hi {{firstName}},</p>
<p>The event starts soon. Your personal link takes you in.</p>
<p>{{eventDetails}}</p>
<p><a href="{{intakeLink}}">Join the event</a></p>
<p style="font-size:12px;color:#666">${footer}</p>`,
    translations: {
      de: {
        subject: 'Gleich geht es los: {{mainHeader}}',
        body: `<h1>{{mainHeader}}</h1>
<p>Hallo {{firstName}},</p>
<p>Die Veranstaltung beginnt in Kürze. Ihr persönlicher Link bringt Sie hinein.</p>
<p>{{eventDetails}}</p>
<p><a href="{{intakeLink}}">Zur Veranstaltung</a></p>
<p style="font-size:12px;color:#666">${footerDe}</p>`,
      },
    },
  },
  thanks: {
    subject: 'Thanks for coming: {{mainHeader}}',
    body: `<h1>{{mainHeader}}</h1>
<p>Hi {{firstName}},</p>
<p>Thank you for coming. We hope you enjoyed it and look forward to seeing you again.</p>`,
    translations: {
      de: {
        subject: 'Danke für Ihre Teilnahme: {{mainHeader}}',
        body: `<h1>{{mainHeader}}</h1>
<p>Hallo {{firstName}},</p>
<p>Vielen Dank für Ihre Teilnahme. Wir hoffen, es hat Ihnen gefallen, und freuen uns auf ein Wiedersehen.</p>`,
      },
    },
  },
  missed: {
    subject: 'Sorry we missed you: {{mainHeader}}',
    body: `<h1>{{mainHeader}}</h1>
<p>Hi {{firstName}},</p>
<p>We are sorry we missed you. We hope to see you at the next one.</p>`,
    translations: {
      de: {
        subject: 'Schade, dass Sie nicht dabei waren: {{mainHeader}}',
        body: `<h1>{{mainHeader}}</h1>
<p>Hallo {{firstName}},</p>
<p>Schade, dass Sie nicht dabei sein konnten. Wir hoffen, Sie beim nächsten Mal zu sehen.</p>`,
      },
    },
  },
};

const DEFAULT_REMINDER_KINDS: Record<string, ReminderTemplateKind> = {
  'day-before': 'dayBefore',
  'hour-before': 'hourBefore',
  'thanks-for-coming': 'thanks',
  'sorry-we-missed-you': 'missed',
};

/**
 * The kind of system template a reminder without its own template uses: the default reminders'
 * own; else by audience (those who came: thanks; those who did not: missed), and for everyone
 * registered a day-before reminder from 12 h on, an hour-before one below, thanks after the end.
 * @example reminderTemplateKind({ reminderID: 'r9', anchor: 'beforeStart', offsetMinutes: 10, audience: 'registered' }) // 'hourBefore'
 */
export function reminderTemplateKind(rule: Pick<ReminderRule, 'reminderID' | 'anchor' | 'offsetMinutes' | 'audience'>): ReminderTemplateKind {
  const known = DEFAULT_REMINDER_KINDS[rule.reminderID];
  if (known) return known;
  if (rule.audience === 'attended') return 'thanks';
  if (rule.audience === 'missed') return 'missed';
  if (rule.anchor === 'afterEnd') return 'thanks';
  return rule.offsetMinutes >= 720 ? 'dayBefore' : 'hourBefore';
}

/**
 * The template a booking gets for a kind of reminder: HTML, a system template, with the given
 * sender and the German translation.
 * @example reminderTemplate('missed', { senderName: 'Greenroom', replyTo: '' }).emailTemplateName // 'Sorry We Missed You'
 */
export function reminderTemplate(kind: ReminderTemplateKind, sender: { senderName: string; replyTo: string }): DefaultTemplate {
  return systemHtmlTemplate(REMINDER_TEMPLATE_NAMES[kind], REMINDER_TEMPLATE_TEXTS[kind], sender);
}
