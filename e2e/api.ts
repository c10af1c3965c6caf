import type { Booking } from '@greenroom/core';
// Calls the e2e journeys make straight to the server, as a super-admin would with curl: setting
// up records the journey then sees in the browser, and reading what only the server knows (the
// calendar feeds; verification codes, which it prints for the operator).

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

function codeIn(serverOutput: string, to: string): string | undefined {
  const mails = serverOutput.split(/^-{72}$/m).filter((block) => block.includes(`Mail to ${to} `));
  return mails.at(-1)?.match(/verification code is (\S+?)\./)?.[1];
}

/**
 * The newest verification code mailed to `to`. Without SMTP_URL the server hands the user pool's
 * mail to the operator in its terminal (never the outbox), so it is read from the server's output,
 * which reaches this process through a pipe: bounded wait, it either arrives or the test fails.
 */
export async function latestVerificationCode(serverOutput: () => string, to: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const code = codeIn(serverOutput(), to);
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no verification code mailed to ${to} in the server output:\n${serverOutput()}`);
}

/** A booking the journey creates in the first space: its name, times (ms) and when the room opens. */
export interface BookingSetup {
  name: string;
  start: number;
  end: number;
  /** When guests may enter (ms). Default: an hour before the start. */
  accessTime?: number;
}

/**
 * Creates a booking in the first space through the API, in America/Chicago with 20 seats and the
 * doors open from 30 minutes before the start to 30 minutes after the end.
 */
export async function apiCreateBooking(baseUrl: string, session: ApiSession, setup: BookingSetup): Promise<Booking> {
  const iso = (ms: number) => new Date(ms).toISOString();
  const { name, start, end, accessTime = start - 3_600_000 } = setup;
  const [space] = await apiCall<{ spaceID: string }[]>(baseUrl, session, 'GET', '/spaces/all/admin');
  const created = await apiCall<Booking | string>(baseUrl, session, 'POST', '/booking', {
    spaceID: space.spaceID,
    name,
    start: { time: iso(start), timezone: 'America/Chicago', timeValue: start },
    end: { time: iso(end), timezone: 'America/Chicago', timeValue: end },
    capacity: 20,
    gracePeriodMinutes: 0,
    accessTime: iso(accessTime),
    doorsOpen: iso(start - 1_800_000),
    doorsClosed: iso(end + 1_800_000),
  });
  // POST /booking answers the booking as a JSON string (docs/reference/bookings.md §7).
  return typeof created === 'string' ? (JSON.parse(created) as Booking) : created;
}
