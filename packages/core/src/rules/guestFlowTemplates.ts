import type { EmailTemplate, RegistrationStatus } from '../entities';
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
  const texts = GUEST_FLOW_TEMPLATE_TEXTS[status];
  return {
    emailTemplateName: GUEST_FLOW_TEMPLATE_NAMES[status],
    subject: texts.subject,
    from: sender.senderName,
    replyTo: sender.replyTo,
    body: texts.body,
    HTML: true,
    system: true,
    translations: {},
  };
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
