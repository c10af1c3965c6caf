import { ERROR_CODES, type ErrorCode } from './errorCodes';
import { USERNAME_TAKEN } from './newProducer';

/**
 * A refused call as both backends answer it: the HTTP status, the body's `message` and `code`,
 * and the field errors of a 400. The server throws it as an ApiError, the memory backend as an
 * HttpError; neither writes the text or the code itself.
 * @example const refusal: Refusal = { status: 409, message: 'System email templates cannot be deleted.', code: 'SystemTemplate' };
 */
export interface Refusal {
  status: number;
  message: string;
  code: ErrorCode;
  fieldErrors?: Record<string, string>;
}

/**
 * The refusal texts the backends answer, word for word as the reference server sends them.
 * @example REFUSAL_TEXTS.staleBooking // 'This booking was changed by someone else. Reload it and try again.'
 */
export const REFUSAL_TEXTS = {
  /** The message of a 400 whose field errors say what is wrong. */
  invalidRequest: 'Invalid request',
  staleBooking: 'This booking was changed by someone else. Reload it and try again.',
  /** Any other record a producer edits (registration, presenter, template, skin item, calendar, presentation, producer). */
  staleRecord: 'This record was changed by someone else. Reload it and try again.',
  systemTemplateUndeletable: 'System email templates cannot be deleted.',
  uploadAddressInvalid: 'This upload address is not valid.',
} as const;

/**
 * The message of a 404 naming what is missing (no full stop, as the server words it).
 * @example notFoundMessage('Booking') // 'Booking not found'
 */
export function notFoundMessage(what: string): string {
  return `${what} not found`;
}

/**
 * 404 for a record that is missing or out of reach.
 * @example notFoundRefusal('Calendar') // { status: 404, message: 'Calendar not found', code: 'NotFound' }
 */
export function notFoundRefusal(what: string): Refusal {
  return { status: 404, message: notFoundMessage(what), code: ERROR_CODES.notFound };
}

/**
 * 400 with per-field messages.
 * @example badRequestRefusal({ name: 'Required' }) // { status: 400, message: 'Invalid request', code: 'BadRequest', fieldErrors: { name: 'Required' } }
 */
export function badRequestRefusal(fieldErrors: Record<string, string>, message: string = REFUSAL_TEXTS.invalidRequest): Refusal {
  return { status: 400, message, code: ERROR_CODES.badRequest, fieldErrors };
}

/** 412: the booking was saved over a newer version. @example throw toError(STALE_BOOKING_REFUSAL) */
export const STALE_BOOKING_REFUSAL: Refusal = { status: 412, message: REFUSAL_TEXTS.staleBooking, code: ERROR_CODES.staleVersion };

/** 409: a system email template is never deleted. @example if (template.system) throw toError(SYSTEM_TEMPLATE_REFUSAL) */
export const SYSTEM_TEMPLATE_REFUSAL: Refusal = { status: 409, message: REFUSAL_TEXTS.systemTemplateUndeletable, code: ERROR_CODES.systemTemplate };

/** 403: an upload address that was never issued. @example if (!grant) throw toError(UPLOAD_ADDRESS_REFUSAL) */
export const UPLOAD_ADDRESS_REFUSAL: Refusal = { status: 403, message: REFUSAL_TEXTS.uploadAddressInvalid, code: ERROR_CODES.invalidSignature };

/**
 * 409 with the refusal text of a rule (a clashing name, a delivery that did not fail).
 * @example conflictRefusal(MAIL_RETRY_NOT_FAILED) // { status: 409, message: MAIL_RETRY_NOT_FAILED, code: 'Conflict' }
 */
export function conflictRefusal(message: string): Refusal {
  return { status: 409, message, code: ERROR_CODES.conflict };
}

/** 409: the username is in use (also as the username field's error). @example throw toError(USERNAME_TAKEN_REFUSAL) */
export const USERNAME_TAKEN_REFUSAL: Refusal = { status: 409, message: USERNAME_TAKEN, code: ERROR_CODES.usernameExists, fieldErrors: { username: USERNAME_TAKEN } };
