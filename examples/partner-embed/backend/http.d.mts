import type { IncomingMessage } from 'node:http';

/** Most bytes a request body may have. */
export const MAX_BODY_BYTES: number;
/** A refusal with its HTTP status. */
export class HttpError extends Error {
  constructor(status: number, message: string, errors?: Record<string, string>);
  status: number;
  errors?: Record<string, string>;
}
export function readJson(request: IncomingMessage, limit?: number): Promise<Record<string, unknown>>;
export function errorAnswer(error: unknown): [number, { error: string; errors?: Record<string, string> }];
