import { defaultIntakeFields, type EmailTemplateSummary, type FormRules } from '@greenroom/core';

/**
 * The attendee form of a partner event. The partner's backend has no per-event intake settings,
 * so every event uses Greenroom's defaults (all fields shown, First Name required, a US address).
 * @example checkPerson(row, partnerFormRules)
 */
export const partnerFormRules: FormRules = { intakeFields: defaultIntakeFields(), addressType: 'US' };

/**
 * The partner's own invitation mail, offered to the panel as the event's 'Attendee Invite Link'
 * template, so "Resend invite" and the Emails column work on the partner's mailer.
 * @example booking.emailTemplates = { [partnerInviteTemplate.id]: partnerInviteTemplate }
 */
export const partnerInviteTemplate: EmailTemplateSummary = { id: 'partner-invite', name: 'Attendee Invite Link', system: true, HTML: true };
