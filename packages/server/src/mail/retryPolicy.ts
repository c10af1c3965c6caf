/** How often and how long the worker tries a delivery. */
export interface RetryPolicy {
  /** Attempts before a temporary failure becomes 'failed'. */
  maxAttempts: number;
  /** Wait after the first failure; doubled after each further one, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
}

/** Five attempts over about 15 minutes (30 s, 1, 2, 4 min...). */
export const DEFAULT_RETRY: RetryPolicy = { maxAttempts: 5, baseDelayMs: 30_000, maxDelayMs: 15 * 60_000 };

/** Why an attempt failed, and whether trying again can help. */
export interface AttemptFailure {
  permanent: boolean;
  reason: string;
}

/**
 * Classify a transport error: an SMTP 5xx reply is final (the server refused the message), a 4xx
 * reply or a connection problem is temporary.
 * @example classifyFailure(Object.assign(new Error('x'), { responseCode: 550, response: '550 Mailbox unavailable' }))
 * // { permanent: true, reason: 'The mail server refused this message: 550 Mailbox unavailable' }
 */
export function classifyFailure(error: unknown): AttemptFailure {
  const detail = error as { responseCode?: number; response?: string; message?: string };
  if (typeof detail.responseCode === 'number') {
    const reply = (detail.response ?? detail.message ?? '').split(/\r?\n/)[0];
    if (detail.responseCode >= 500) return { permanent: true, reason: `The mail server refused this message: ${reply}` };
    return { permanent: false, reason: `The mail server deferred this message: ${reply}` };
  }
  return { permanent: false, reason: `The mail server could not be reached: ${detail.message ?? String(error)}` };
}

/**
 * When to try again after attempt number `attempts` failed, or null to give up.
 * @example nextAttemptAt(DEFAULT_RETRY, 2, 0) // 60000
 */
export function nextAttemptAt(policy: RetryPolicy, attempts: number, now: number): number | null {
  if (attempts >= policy.maxAttempts) return null;
  return now + Math.min(policy.baseDelayMs * 2 ** (attempts - 1), policy.maxDelayMs);
}
