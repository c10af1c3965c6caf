import { HttpError } from '@greenroom/core';

/**
 * The server's message for one field when it refused the input (400 with fieldErrors), else null.
 * @example
 * serverFieldError(new HttpError(400, 'Invalid request', undefined, { url: 'Enter a full https:// address.' }), 'url')
 */
export function serverFieldError(error: unknown, field: string): string | null {
  if (!(error instanceof HttpError) || error.status !== 400) return null;
  return error.fieldErrors?.[field] ?? null;
}

/**
 * Whether the server refused the input field by field (a 400 with fieldErrors), which the form shows under its fields.
 * @example if (!hasFieldErrors(create.error)) showGeneralError();
 */
export function hasFieldErrors(error: unknown): boolean {
  return error instanceof HttpError && error.status === 400 && Object.keys(error.fieldErrors ?? {}).length > 0;
}
