import { validateRequired } from '../validation/text';
import { unknownPlaceholders } from './placeholders';
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
 * one line each (they become mail headers). Empty when the fields are fine.
 * @example checkTemplateHeaders({ subject: 'Hi\nBcc: x', from: 'Events', replyTo: '' }) // { subject: SINGLE_LINE_MESSAGE, replyTo: 'Required' }
 */
export function checkTemplateHeaders(fields: { subject: string; from: string; replyTo: string }): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, value] of Object.entries(fields)) {
    const error = validateRequired(value) ?? (isSingleLine(value) ? undefined : SINGLE_LINE_MESSAGE);
    if (error) errors[field] = error;
  }
  return errors;
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
