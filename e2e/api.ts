// Calls the e2e journeys make straight to the server, as a super-admin would with curl: setting
// up records the journey then sees in the browser, and reading what only the server knows (the
// outbox, the calendar feeds).

/** The admin's password once the temporary one has been replaced. */
export const ADMIN_NEW_PASSWORD = 'Greenroom2026';

export interface ApiSession {
  idToken: string;
  producerID: string;
  role: number;
}

async function postJson(url: string, body: unknown): Promise<{ status: number; json: unknown }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text === '' ? undefined : (JSON.parse(text) as unknown) };
}

/**
 * Signs in through the user pool; completes the new-password challenge with `newPassword` when
 * the account still has its temporary password.
 */
export async function apiSignIn(baseUrl: string, username: string, password: string, newPassword?: string): Promise<ApiSession> {
  const first = await postJson(`${baseUrl}/api/auth/sign-in`, { username, password });
  const answer = first.json as { kind?: string; session?: ApiSession; challenge?: { session: string } };
  if (first.status === 200 && answer.kind === 'signedIn' && answer.session) return answer.session;
  if (first.status === 200 && answer.kind === 'newPasswordRequired' && answer.challenge && newPassword) {
    const done = await postJson(`${baseUrl}/api/auth/complete-new-password`, {
      session: answer.challenge.session,
      firstName: 'Ada',
      lastName: 'Admin',
      password: newPassword,
    });
    const completed = done.json as { session?: ApiSession };
    if (done.status === 200 && completed.session) return completed.session;
    throw new Error(`complete-new-password answered ${done.status}: ${JSON.stringify(done.json)}`);
  }
  throw new Error(`sign-in answered ${first.status}: ${JSON.stringify(first.json)}`);
}

/** A product API call with the session's bearer token; throws on any non-2xx answer. */
export async function apiCall<T>(baseUrl: string, session: ApiSession, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${session.idToken}`,
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return (text === '' ? undefined : JSON.parse(text)) as T;
}

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** The newest verification code mailed to `to`, read from the server's outbox (GET /api/outbox). */
export async function latestVerificationCode(baseUrl: string, admin: ApiSession, to: string): Promise<string> {
  const mails = await apiCall<OutboxMail[]>(baseUrl, admin, 'GET', '/outbox');
  const mail = mails.find((candidate) => candidate.to === to);
  const code = mail?.text.match(/verification code is (\S+?)\./)?.[1];
  if (!code) throw new Error(`no verification code mailed to ${to} in ${JSON.stringify(mails)}`);
  return code;
}
