import { HttpError } from '../api/HttpError';
import { createGuestHttpApi } from './createGuestHttpApi';

function fakeFetch(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status });
  };
  return { fetch, calls };
}

describe('createGuestHttpApi', () => {
  it('sends the code in the query, the sign-up as a JSON body, and builds the .ics address', async () => {
    const { fetch, calls } = fakeFetch(201, { loginCode: 'k3y', intakeUrl: 'https://x/guest/intake/k3y' });
    const api = createGuestHttpApi({ baseUrl: 'https://x/api/', fetch });
    await expect(api.signUp({ code: 's 1', registrationData: { firstName: 'Ada' } as never, timeZone: 'UTC' })).resolves.toEqual({
      loginCode: 'k3y',
      intakeUrl: 'https://x/guest/intake/k3y',
    });
    await api.page({ code: 'a/b' });
    expect(calls.map((call) => [call.init.method, call.url, call.init.body])).toEqual([
      ['POST', 'https://x/api/guest/sign-up', JSON.stringify({ code: 's 1', registrationData: { firstName: 'Ada' }, timeZone: 'UTC' })],
      ['GET', 'https://x/api/guest/page?code=a%2Fb', undefined],
    ]);
    expect(api.icsUrl('k3y')).toBe('https://x/api/guest/ics?code=k3y');
  });

  it("rejects a refusal with core's HttpError: message, code and field errors", async () => {
    const { fetch } = fakeFetch(400, { message: 'Invalid request', code: 'BadRequest', fieldErrors: { firstName: 'Required' } });
    const error = await createGuestHttpApi({ baseUrl: '/api', fetch }).signUpForm({ code: 'x' }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 400, message: 'Invalid request', fieldErrors: { firstName: 'Required' } });
  });

  it('rejects a network failure with status 0', async () => {
    const api = createGuestHttpApi({ baseUrl: '/api', fetch: () => Promise.reject(new TypeError('offline')) });
    await expect(api.page({ code: 'x' })).rejects.toMatchObject({ status: 0, message: 'Unable to reach the server. Please check your connection and try again.' });
  });
});
