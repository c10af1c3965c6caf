/** The JSON body of every error answer (see the auth/HTTP contract). */
export interface ErrorBody {
  message: string;
  code?: string;
  fieldErrors?: Record<string, string>;
}

/**
 * An expected refusal: thrown by handlers and the guard, turned into `{ message, code?, fieldErrors? }`
 * with its status by the error handler. Never carries a stack trace to the client.
 * @example
 * throw new ApiError(404, 'Space not found');
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code?: string;
  readonly fieldErrors?: Record<string, string>;

  constructor(status: number, message: string, options: { code?: string; fieldErrors?: Record<string, string> } = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    if (options.code !== undefined) this.code = options.code;
    if (options.fieldErrors !== undefined) this.fieldErrors = options.fieldErrors;
  }

  toBody(): ErrorBody {
    const body: ErrorBody = { message: this.message };
    if (this.code !== undefined) body.code = this.code;
    if (this.fieldErrors !== undefined) body.fieldErrors = this.fieldErrors;
    return body;
  }
}

/** 404 for a record that is missing or outside the caller's reach (the two are indistinguishable). @example throw notFound('Calendar') */
export function notFound(what: string): ApiError {
  return new ApiError(404, `${what} not found`, { code: 'NotFound' });
}

/** 400 with per-field messages. @example throw badRequest({ name: 'Required' }) */
export function badRequest(fieldErrors: Record<string, string>, message = 'Invalid request'): ApiError {
  return new ApiError(400, message, { code: 'BadRequest', fieldErrors });
}
