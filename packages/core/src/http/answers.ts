/**
 * Readers that turn a parsed response body into the value a PortalApi method resolves. They accept
 * the shapes the specs allow (a value, a JSON string of it, or an object holding it) and throw
 * `UnexpectedAnswer` for anything else, which the adapter reports as an HttpError.
 */

/** Thrown by a reader when the server answered something it cannot use. */
export class UnexpectedAnswer extends Error {
  constructor(what: string) {
    super(`The server answered an unexpected ${what}.`);
    this.name = 'UnexpectedAnswer';
  }
}

/** Body text → JSON value when it parses, the text itself otherwise, undefined when empty. */
export function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A JSON string holding the value (POST /booking), or the value already parsed. */
export function unwrapJsonString(answer: unknown): unknown {
  if (typeof answer !== 'string') return answer;
  try {
    return JSON.parse(answer) as unknown;
  } catch {
    throw new UnexpectedAnswer('JSON string');
  }
}

/** An object answer, possibly sent as a JSON string. */
export function readObject<T>(what: string): (answer: unknown) => T {
  return (answer) => {
    const value = unwrapJsonString(answer);
    if (!isRecord(value)) throw new UnexpectedAnswer(what);
    return value as T;
  };
}

/** A list answer; `null`/empty body counts as an empty list. */
export function readList<T>(what: string): (answer: unknown) => T[] {
  return (answer) => {
    if (answer === undefined || answer === null || answer === '') return [];
    const value = unwrapJsonString(answer);
    if (!Array.isArray(value)) throw new UnexpectedAnswer(what);
    return value as T[];
  };
}

/** A bare string (new codes): `"abc"`, or `{loginCode}` / `{code}` / one of `keys`. */
export function readCode(...keys: string[]): (answer: unknown) => string {
  const accepted = [...keys, 'loginCode', 'code'];
  return (answer) => {
    if (typeof answer === 'string' && answer !== '') return answer;
    if (typeof answer === 'number') return String(answer);
    if (isRecord(answer)) {
      for (const key of accepted) {
        const value = answer[key];
        if (typeof value === 'string' && value !== '') return value;
      }
    }
    throw new UnexpectedAnswer('code');
  };
}

/** A bare number (the role): `0`, `"0"`, or `{role: 0}`. */
export function readRole(answer: unknown): number {
  const value = isRecord(answer) ? answer.role : answer;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) return Number(value.trim());
  throw new UnexpectedAnswer('role');
}

/** `{usageSeconds}` or a bare number of seconds. */
export function readUsage(answer: unknown): { usageSeconds: number } {
  const value = isRecord(answer) ? answer.usageSeconds : answer;
  const seconds = typeof value === 'string' ? Number(value) : value;
  if (typeof seconds === 'number' && Number.isFinite(seconds)) return { usageSeconds: seconds };
  throw new UnexpectedAnswer('usage');
}

/** `{bookingID}` or the bare booking id. */
export function readBookingRef(answer: unknown): { bookingID: string } {
  if (typeof answer === 'string' && answer !== '') return { bookingID: answer };
  if (isRecord(answer) && typeof answer.bookingID === 'string') return { bookingID: answer.bookingID };
  throw new UnexpectedAnswer('login code answer');
}

/** Calls whose answer is not used. */
export function readNothing(): void {
  return undefined;
}
