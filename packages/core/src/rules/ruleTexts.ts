import { messages } from '../validation/messages';
import { API_KEY_TEXTS } from './apiKeys';
import { AUTH_MESSAGES } from './authMessages';
import { TEMPLATE_REPLY_TO_UNSENDABLE } from './customTemplate';
import { ERROR_CODES } from './errorCodes';
import { DEFAULT_ERROR_MESSAGES } from './linkErrors';
import { MAIL_RETRY_NOT_FAILED } from './mailOutbox';
import { USERNAME_INVALID, USERNAME_TAKEN } from './newProducer';
import { SLIDE_LISTED_TWICE, SLIDE_NOT_UPLOADED } from './presentations';
import { PROJECT_KEY_MISMATCH } from './projectMap';
import { REFUSAL_TEXTS } from './refusals';
import { SEND_REFUSALS } from './sendRefusal';
import { DATE_MESSAGE, DATE_TIME_MESSAGE, SINGLE_LINE_MESSAGE } from './textInput';
import { ATTENDANCE_ALREADY_CLOSED, END_BEFORE_ENTRY } from './usageRepair';
import { WEBHOOK_TEXTS } from './webhooks';
import { GUEST_FLOW_TEXTS } from './guestFlow';
import { REGISTRATION_STATUS_TEXTS } from './registrationStatus';

/** The string entries of a table, named `table.key` (parameterised texts, functions, are left out). */
function entriesOf(table: string, values: Readonly<Record<string, unknown>>): [string, string][] {
  return Object.entries(values)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([key, text]) => [`${table}.${key}`, text]);
}

/**
 * Every user-facing text and error code the backends answer, by the name it is exported under:
 * the validation messages, the user pool's answers, link error defaults, refusal texts and error
 * codes. A backend names these, never writes them (packages/testing/src/lint/backendTexts.test.ts
 * fails on a string literal equal to one of them); a new refusal text of the rule book joins here.
 * @example RULE_TEXTS['ERROR_CODES.capacityReached'] // 'CapacityReached'
 */
export const RULE_TEXTS: Readonly<Record<string, string>> = Object.freeze(
  Object.fromEntries([
    ...entriesOf('messages', messages),
    ...entriesOf('AUTH_MESSAGES', AUTH_MESSAGES),
    ...entriesOf('DEFAULT_ERROR_MESSAGES', DEFAULT_ERROR_MESSAGES),
    ...entriesOf('REFUSAL_TEXTS', REFUSAL_TEXTS),
    ...entriesOf('SEND_REFUSALS', SEND_REFUSALS),
    ...entriesOf('ERROR_CODES', ERROR_CODES),
    ...entriesOf('API_KEY_TEXTS', API_KEY_TEXTS),
    ...entriesOf('WEBHOOK_TEXTS', WEBHOOK_TEXTS),
    ...entriesOf('GUEST_FLOW_TEXTS', GUEST_FLOW_TEXTS),
    ...entriesOf('REGISTRATION_STATUS_TEXTS', REGISTRATION_STATUS_TEXTS),
    ...entriesOf('rules', {
      USERNAME_INVALID,
      USERNAME_TAKEN,
      MAIL_RETRY_NOT_FAILED,
      ATTENDANCE_ALREADY_CLOSED,
      END_BEFORE_ENTRY,
      PROJECT_KEY_MISMATCH,
      SLIDE_NOT_UPLOADED,
      SLIDE_LISTED_TWICE,
      SINGLE_LINE_MESSAGE,
      DATE_TIME_MESSAGE,
      DATE_MESSAGE,
      TEMPLATE_REPLY_TO_UNSENDABLE,
    }),
  ]),
);
