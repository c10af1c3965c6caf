import { afterEach, describe, expect, it, vi } from 'vitest';
import { withBootGets } from './bootRequests';

const early = (body: string) => Promise.resolve(new Response(body));

afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
});

describe('withBootGets', () => {
  it('answers a GET with the call index.html started for the same address and token, once; anything else goes out', async () => {
    (globalThis as { window?: unknown }).window = {
      __greenroomBoot: { gets: [{ url: '/api/space?spaceID=space+1&producerID=p1', authorization: 'Bearer tok', response: early('early') }] },
    };
    const fetchImpl = vi.fn(async () => new Response('own'));
    const fetch = withBootGets(fetchImpl);
    const get = (url: string, token: string) => fetch(url, { method: 'GET', headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } });

    expect(await (await get('/api/space?spaceID=space%201&producerID=p1', 'other')).text()).toBe('own');
    expect(await (await get('/api/space?producerID=p1&spaceID=space%201', 'tok')).text()).toBe('early');
    expect(await (await get('/api/space?spaceID=space%201&producerID=p1', 'tok')).text()).toBe('own');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it("answers with a call made with the stored token once the app is signed in as that call's producer, under its new token", async () => {
    (globalThis as { window?: unknown }).window = {
      __greenroomBoot: { gets: [{ url: '/api/space/usage?spaceID=s1', authorization: 'Bearer stored', producerID: 'p1', response: early('early') }] },
    };
    const fetchImpl = vi.fn(async () => new Response('own'));
    let signedInAs: string | undefined = 'p2';
    const fetch = withBootGets(fetchImpl, () => signedInAs);
    const get = () => fetch('/api/space/usage?spaceID=s1', { method: 'GET', headers: { Authorization: 'Bearer refreshed' } });

    expect(await (await get()).text()).toBe('own');
    signedInAs = 'p1';
    expect(await (await get()).text()).toBe('early');
    expect(await (await get()).text()).toBe('own');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('never answers a PUT or POST from them', async () => {
    (globalThis as { window?: unknown }).window = { __greenroomBoot: { gets: [{ url: '/api/booking?bookingID=b1', authorization: 'Bearer tok', response: early('early') }] } };
    const fetchImpl = vi.fn(async () => new Response('own'));
    const answer = await withBootGets(fetchImpl)('/api/booking?bookingID=b1', { method: 'PUT', headers: { Authorization: 'Bearer tok' } });
    expect(await answer.text()).toBe('own');
  });
});
