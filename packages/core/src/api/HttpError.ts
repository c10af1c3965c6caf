/**
 * The one error type every adapter rejects with.
 * @example
 * throw new HttpError(404, 'Not found', { message: 'Not found' });
 */
export class HttpError extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly fieldErrors?: Record<string, string>;

  constructor(status: number, message: string, body?: unknown, fieldErrors?: Record<string, string>) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
    if (fieldErrors) this.fieldErrors = fieldErrors;
  }
}

/** True when `error` is an HttpError with the given status. @example if (isHttpStatus(e, 404)) return []; */
export function isHttpStatus(error: unknown, status: number): error is HttpError {
  return error instanceof HttpError && error.status === status;
}

/**
 * True when a save was refused because someone else saved the record after it was read (412, the
 * lost-update rule of `checkVersion`): the caller tells the producer (core's `staleRecord` text)
 * and reads the record again.
 * @example if (isStaleWrite(error)) { alert(messageText(REFUSAL_TEXTS.staleRecord)); void refetch(); }
 */
export function isStaleWrite(error: unknown): error is HttpError {
  return isHttpStatus(error, 412);
}
