import { isMailboxAddress } from '../validation/email';
import { messages } from '../validation/messages';
import { validateRequired } from '../validation/text';
import { ERROR_CODES } from './errorCodes';
import { unknownPlaceholders } from './placeholders';
import type { Refusal } from './refusals';
import type { DefaultTemplate } from './systemTemplates';
import { isSingleLine, SINGLE_LINE_MESSAGE } from './textInput';

/** Who a booking's templates come from and whom replies go to (a server setting). */
export interface TemplateSender {
  senderName: string;
  replyTo: string;
}

/** A checked POST /email-template: the template to store, or why not (400 field error, 409 name taken). */
export type CheckedCustomTemplate =
  | { ok: true; template: DefaultTemplate }
  | { ok: false; status: 400; fieldErrors: { emailTemplateName: string } }
  | { ok: false; status: 409; message: string };

/**
 * A new custom template of a booking (docs/reference/bookings.md §5): the name required and trimmed, unique
 * among the booking's templates in any case (the system templates' names included); HTML, empty
 * body, subject = the name, sender and reply-to from the server's settings.
 * @example
 * newCustomTemplate(' Reminder ', ['Attendee Invite Link'], { senderName: 'Greenroom', replyTo: 'no-reply@localhost' })
 * // { ok: true, template: { emailTemplateName: 'Reminder', subject: 'Reminder', from: 'Greenroom', ... } }
 */
export function newCustomTemplate(name: string, takenNames: readonly string[], sender: TemplateSender): CheckedCustomTemplate {
  const error = validateRequired(name);
  if (error) return { ok: false, status: 400, fieldErrors: { emailTemplateName: error } };
  const trimmed = name.trim();
  if (takenNames.some((taken) => taken.toLowerCase() === trimmed.toLowerCase())) {
    return { ok: false, status: 409, message: `A template named '${trimmed}' already exists for this booking.` };
  }
  return {
    ok: true,
    template: { emailTemplateName: trimmed, subject: trimmed, from: sender.senderName, replyTo: sender.replyTo, body: '', HTML: true, system: false },
  };
}


/**
 * Field errors of a template save (PUT /email-template): subject, sender and reply-to required and
 * one line each (they become mail headers), and the reply-to an address mail can carry (issue 25:
 * an invalid one was dropped from the mail without a word). Empty when the fields are fine.
 * @example checkTemplateHeaders({ subject: 'Hi\nBcc: x', from: 'Events', replyTo: '' }) // { subject: SINGLE_LINE_MESSAGE, replyTo: 'Required' }
 * @example checkTemplateHeaders({ subject: 'Hi', from: 'Events', replyTo: 'events team' }) // { replyTo: 'Reply-to must be a valid email address' }
 */
export function checkTemplateHeaders(fields: { subject: string; from: string; replyTo: string }): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, value] of Object.entries(fields)) {
    const error = validateRequired(value) ?? (isSingleLine(value) ? undefined : SINGLE_LINE_MESSAGE);
    if (error) errors[field] = error;
  }
  if (!errors.replyTo && !isMailboxAddress(fields.replyTo)) errors.replyTo = messages.replyToInvalid;
  return errors;
}

/**
 * Why a stored template cannot be sent: its reply-to address is one mail could not carry (saved
 * before the check above existed). Sending is refused rather than the reply-to silently dropped.
 * @example TEMPLATE_REPLY_TO_UNSENDABLE // "This template's reply-to address is not a valid email address. Correct it in Manage Template, then send again."
 */
export const TEMPLATE_REPLY_TO_UNSENDABLE = "This template's reply-to address is not a valid email address. Correct it in Manage Template, then send again.";

/**
 * The refusal of a send of `template` (409, nothing queued), or null when it may be sent: both
 * backends ask before queueing anyone.
 * @example templateSendRefusal({ replyTo: 'events team' }) // { status: 409, message: TEMPLATE_REPLY_TO_UNSENDABLE, code: 'Conflict' }
 */
export function templateSendRefusal(template: { replyTo: string }): Refusal | null {
  if (isMailboxAddress(template.replyTo)) return null;
  return { status: 409, message: TEMPLATE_REPLY_TO_UNSENDABLE, code: ERROR_CODES.conflict };
}

/**
 * Field errors for placeholders the renderer does not know in a template's subject or body (ours:
 * 'Unknown placeholder: {{first_name}}', each unknown one named). Empty when all are known.
 * @example checkTemplatePlaceholders({ subject: 'Hi', body: 'Dear {{first_name}}' }) // { body: 'Unknown placeholder: {{first_name}}' }
 */
export function checkTemplatePlaceholders(fields: { subject: string; body: string }): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, value] of Object.entries(fields)) {
    const unknown = unknownPlaceholders(value);
    if (unknown.length > 0) errors[field] = `${unknown.length === 1 ? 'Unknown placeholder' : 'Unknown placeholders'}: ${unknown.join(', ')}`;
  }
  return errors;
}
