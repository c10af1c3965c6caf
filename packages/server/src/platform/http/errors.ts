import { badRequestRefusal, notFoundRefusal, type ErrorCode, type Refusal } from '@greenroom/core/rules';

/** The JSON body of every error answer (see the auth/HTTP contract). */
export interface ErrorBody {
  message: string;
  code?: ErrorCode;
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
  readonly code?: ErrorCode;
  readonly fieldErrors?: Record<string, string>;

  constructor(status: number, message: string, options: { code?: ErrorCode; fieldErrors?: Record<string, string> } = {}) {
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

/**
 * A rule book refusal (`@greenroom/core/rules`) as the server throws it: its status, message, code
 * and field errors unchanged, so both backends answer it word for word alike.
 * @example throw apiErrorOf(STALE_BOOKING_REFUSAL);
 */
export function apiErrorOf(refusal: Refusal): ApiError {
  const { status, message, code, fieldErrors } = refusal;
  return new ApiError(status, message, fieldErrors ? { code, fieldErrors } : { code });
}

/** 404 for a record that is missing or outside the caller's reach (the two are indistinguishable). @example throw notFound('Calendar') */
export function notFound(what: string): ApiError {
  return apiErrorOf(notFoundRefusal(what));
}

/** 400 with per-field messages. @example throw badRequest({ name: messages.required }) */
export function badRequest(fieldErrors: Record<string, string>, message?: string): ApiError {
  return apiErrorOf(badRequestRefusal(fieldErrors, message));
}
