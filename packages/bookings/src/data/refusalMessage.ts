import { HttpError } from '@greenroom/core';

/**
 * What a failed call should say: the server's own text when it refused the request for a reason
 * the producer can act on (a 409, e.g. a template whose reply-to mail cannot carry), else the
 * dialog's own error text.
 * @example refusalMessage(error, emailTexts.sendError)
 */
export function refusalMessage(error: unknown, fallback: string): string {
  return error instanceof HttpError && error.status === 409 && error.message.trim() !== '' ? error.message : fallback;
}
