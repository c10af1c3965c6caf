import { HttpError } from '../api/HttpError';
import { REFUSAL_TEXTS } from '../rules/refusals';

const defaultMessages: Record<number, string> = {
  0: 'Unable to reach the server. Please check your connection and try again.',
  400: 'The request was not valid.',
  401: 'Your session has expired. Please sign in again.',
  403: 'You do not have permission to do this.',
  404: 'Not found.',
  409: 'This conflicts with existing data.',
  412: REFUSAL_TEXTS.staleRecord,
  413: 'The file is too large.',
  415: 'This file type is not supported.',
  429: 'Too many requests. Please wait a moment and try again.',
};

/**
 * The message used when an error answer carries none.
 * @example defaultErrorMessage(404) // 'Not found.'
 */
export function defaultErrorMessage(status: number): string {
  if (defaultMessages[status]) return defaultMessages[status];
  if (status >= 500) return 'The server could not complete the request.';
  return `The request failed (status ${status}).`;
}

function fieldErrorsOf(body: unknown): Record<string, string> | undefined {
  if (typeof body !== 'object' || body === null || !('fieldErrors' in body)) return undefined;
  const { fieldErrors } = body;
  if (typeof fieldErrors !== 'object' || fieldErrors === null) return undefined;
  const entries = Object.entries(fieldErrors).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/**
 * The HttpError for an error answer: the body's `message` (or a default for the status), the body
 * and its `fieldErrors`.
 * @example errorFromBody(400, { message: 'Bad', fieldErrors: { name: 'Required' } })
 */
export function errorFromBody(status: number, body: unknown): HttpError {
  const message =
    typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' && body.message
      ? body.message
      : defaultErrorMessage(status);
  return new HttpError(status, message, body, fieldErrorsOf(body));
}
