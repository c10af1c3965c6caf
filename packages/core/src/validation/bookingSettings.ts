import { validateReplyTo } from './email';
import { collectFieldErrors, type FieldErrors } from './fieldErrors';
import { messages } from './messages';
import { isBlank, validateRequired, type TextValue } from './text';

/**
 * In-App leave-meeting destination URL: required, and it must begin with http:// or https://
 * (any case) followed by an address without spaces.
 * @example validateLeaveMeetingUrl('www.example.com') // 'Please ensure that your URL begins with HTTP or HTTPS.'
 * @example validateLeaveMeetingUrl('https://example.com/bye') // null
 */
export function validateLeaveMeetingUrl(url: TextValue): string | null {
  if (isBlank(url)) return messages.required;
  return /^https?:\/\/\S+$/i.test((url ?? '').trim()) ? null : messages.leaveUrlInvalid;
}

/**
 * Support message: required (non-blank) only while support is active.
 * @example validateSupportMessage('', { active: true }) // 'Required'
 * @example validateSupportMessage('', { active: false }) // null
 */
export function validateSupportMessage(message: TextValue, options: { active: boolean }): string | null {
  return options.active ? validateRequired(message) : null;
}

/**
 * Fields of the Manage Template dialog that must be filled.
 * @example const v: EmailTemplateValues = { subject: 'Welcome', from: 'Events Team', replyTo: 'events@example.com' }
 */
export interface EmailTemplateValues {
  subject: string;
  from: string;
  replyTo: string;
}

/**
 * Manage Template: subject, from name and reply-to each required, and the reply-to an address mail
 * can carry (issue 25: the spec has no format check, but an invalid one was dropped without a word).
 * @example validateEmailTemplate({ subject: 'Hi', from: ' ', replyTo: 'x' }) // { from: 'Required', replyTo: 'Reply-to must be a valid email address' }
 */
export function validateEmailTemplate(values: EmailTemplateValues): FieldErrors<keyof EmailTemplateValues> {
  return collectFieldErrors({
    subject: validateRequired(values.subject),
    from: validateRequired(values.from),
    replyTo: validateReplyTo(values.replyTo),
  });
}
