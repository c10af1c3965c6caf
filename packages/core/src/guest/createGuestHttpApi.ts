import { HttpError } from '../api/HttpError';
import { parseBody, readObject, UnexpectedAnswer } from '../http/answers';
import type { FetchFunction } from '../http/createHttpApi';
import { defaultErrorMessage, errorFromBody } from '../http/errors';
import type { GuestApi, GuestPage, GuestSignUpForm, GuestSignUpResult } from './types';

/** Options of createGuestHttpApi. @example const options: GuestHttpApiOptions = { baseUrl: 'https://portal.example.com/api' }; */
export interface GuestHttpApiOptions {
  /** Prefix of the API paths, e.g. '/api' or 'https://portal.example.com/api'. */
  baseUrl: string;
  /** Defaults to the global fetch (looked up at call time); pass a fake in tests. */
  fetch?: FetchFunction;
}

/**
 * The guest calls over HTTP (no sign-in, no token): GET /guest/page, GET and POST /guest/sign-up,
 * and the .ics address. Refusals reject with core's HttpError (the body's message, code and
 * fieldErrors); a network failure with status 0; an aborted call with the signal's reason.
 * @example
 * const guestApi = createGuestHttpApi({ baseUrl: '/api' });
 * const page = await guestApi.page({ code: 'k3y' }); // GET /api/guest/page?code=k3y
 */
export function createGuestHttpApi(options: GuestHttpApiOptions): GuestApi {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch: FetchFunction = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const url = (path: string, code: string) => `${base}/guest/${path}?code=${encodeURIComponent(code)}`;

  async function call<T>(target: string, init: RequestInit, what: string): Promise<T> {
    let response: Response;
    try {
      response = await doFetch(target, { ...init, headers: { accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}) } });
    } catch (error) {
      if (init.signal?.aborted) throw init.signal.reason;
      throw new HttpError(0, defaultErrorMessage(0), error);
    }
    const body = parseBody(await response.text());
    if (!response.ok) throw errorFromBody(response.status, body);
    try {
      return readObject<T>(what)(body);
    } catch (error) {
      if (error instanceof UnexpectedAnswer) throw new HttpError(response.status, error.message, body);
      throw error;
    }
  }

  return {
    page: ({ code, signal }) => call<GuestPage>(url('page', code), { method: 'GET', signal }, 'guest page'),
    signUpForm: ({ code, signal }) => call<GuestSignUpForm>(url('sign-up', code), { method: 'GET', signal }, 'sign-up form'),
    signUp: ({ signal, ...request }) =>
      call<GuestSignUpResult>(`${base}/guest/sign-up`, { method: 'POST', body: JSON.stringify(request), signal }, 'sign-up answer'),
    claim: ({ code, signal }) => call<GuestPage>(`${base}/guest/claim`, { method: 'POST', body: JSON.stringify({ code }), signal }, 'guest page'),
    cancel: ({ code, signal }) => call<GuestPage>(`${base}/guest/cancel`, { method: 'POST', body: JSON.stringify({ code }), signal }, 'guest page'),
    icsUrl: (code) => url('ics', code),
  };
}
