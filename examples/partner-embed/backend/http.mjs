// Reading request bodies the way a real server must: a size limit, JSON that parses, an object at
// the top; every refusal is an HttpError with a status and a message of our own (never the
// parser's text), answered by server.mjs.

/** Most bytes a request body may have (a batch of 10,000 attendees fits). */
export const MAX_BODY_BYTES = 2 * 1024 * 1024;

/** A refusal with its HTTP status. @example throw new HttpError(400, 'The body is not valid JSON.') */
export class HttpError extends Error {
  constructor(status, message, errors) {
    super(message);
    this.status = status;
    if (errors) this.errors = errors;
  }
}

/**
 * The request's JSON object body ({} when empty). 413 past MAX_BODY_BYTES (reading stops there),
 * 400 for text that is not JSON or JSON that is not an object.
 * @example const body = await readJson(request);
 */
export async function readJson(request, limit = MAX_BODY_BYTES) {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > limit) throw new HttpError(413, `The body is larger than ${limit} bytes.`);
  const chunks = [];
  let size = 0;
  for await (const chunk of request) {
    size += chunk.length;
    if (size > limit) throw new HttpError(413, `The body is larger than ${limit} bytes.`);
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return {};
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The body is not valid JSON.');
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new HttpError(400, 'The body must be a JSON object.');
  return body;
}

/** The answer of a refusal thrown while handling a request (500 without details for anything else). @example send(response, ...errorAnswer(error)) */
export function errorAnswer(error) {
  if (error instanceof HttpError) return [error.status, { error: error.message, ...(error.errors ? { errors: error.errors } : {}) }];
  return [500, { error: 'Something went wrong.' }];
}
