import { HttpError } from '@greenroom/core';

/**
 * The server's message for one field when it refused the input (400 with fieldErrors), else null.
 * @example
 * serverFieldError(new HttpError(400, 'Invalid request', undefined, { calendarName: 'Too long' }), 'calendarName') // 'Too long'
 */
export function serverFieldError(error: unknown, field: string): string | null {
  if (!(error instanceof HttpError) || error.status !== 400) return null;
  return error.fieldErrors?.[field] ?? null;
}
