import { AUTH_MESSAGES, ERROR_CODES, messages, REFUSAL_TEXTS, type ErrorCode } from '@greenroom/core/rules';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError, type ErrorBody } from './errors';
import { formatMessage } from './stringFormats';

interface ValidationIssue {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** Turn Ajv issues into `{ field: message }`, naming nested fields with dots (files.0.type). */
function fieldErrorsOf(issues: ValidationIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = (issue.instancePath ?? '').replace(/^\//, '').split('/').filter(Boolean).join('.');
    const params = issue.params ?? {};
    let field = path;
    const formatted = formatMessage(issue.keyword, params);
    let message = formatted ?? issue.message ?? 'is invalid';
    if (issue.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
      field = path ? `${path}.${params.additionalProperty}` : params.additionalProperty;
      message = 'Unknown field';
    } else if (issue.keyword === 'required' && typeof params.missingProperty === 'string') {
      field = path ? `${path}.${params.missingProperty}` : params.missingProperty;
      message = messages.required;
    }
    const key = field === '' ? '_' : field;
    // What is wrong with the text itself (a line break, an impossible date) says more than its length.
    if (formatted) errors[key] = message;
    else errors[key] ??= message;
  }
  return errors;
}

// Fastify's and its plugins' refusals, worded by us. A bare 409 says only its code ('Conflict').
const statusMessages: Record<number, [string, ErrorCode]> = {
  400: [REFUSAL_TEXTS.invalidRequest, ERROR_CODES.badRequest],
  401: [AUTH_MESSAGES.sessionExpired, ERROR_CODES.notAuthorized],
  403: ['You do not have privileges to access this page.', ERROR_CODES.forbidden],
  404: ['Not found', ERROR_CODES.notFound],
  405: ['Method not allowed', ERROR_CODES.methodNotAllowed],
  406: ['Not acceptable', ERROR_CODES.notAcceptable],
  409: [ERROR_CODES.conflict, ERROR_CODES.conflict],
  413: ['The request body is too large', ERROR_CODES.payloadTooLarge],
  415: ['Unsupported content type', ERROR_CODES.unsupportedMediaType],
  429: ['Too many requests. Please wait a few minutes and try again.', ERROR_CODES.limitExceeded],
};

/**
 * Every error becomes `{ message, code?, fieldErrors? }` with a fitting status; client mistakes are
 * 4xx, only real faults are 500 (logged, never described to the client).
 * @example
 * installErrorHandler(app);
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError | Error, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.status).send(error.toBody());
    }
    const fastifyError = error as FastifyError;
    if (fastifyError.validation) {
      const where = fastifyError.validationContext === 'querystring' ? 'query' : (fastifyError.validationContext ?? 'body');
      const body: ErrorBody = {
        message: `Invalid ${where}`,
        code: ERROR_CODES.badRequest,
        fieldErrors: fieldErrorsOf(fastifyError.validation as ValidationIssue[]),
      };
      return reply.status(400).send(body);
    }
    const status = fastifyError.statusCode;
    if (status !== undefined && status >= 400 && status < 500) {
      const [message, code] = statusMessages[status] ?? [REFUSAL_TEXTS.invalidRequest, ERROR_CODES.badRequest];
      // Fastify's own messages (bad JSON, empty body) are safe and helpful; other plugins' are replaced.
      const detail = fastifyError.code?.startsWith('FST_') && status === 400 ? fastifyError.message : message;
      return reply.status(status).send({ message: detail, code });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'An internal error occurred', code: ERROR_CODES.internalError });
  });
}
