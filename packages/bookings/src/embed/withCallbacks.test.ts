// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { isOffered, notOffered } from '@greenroom/core';
import { withCallbacks } from './withCallbacks';

const domain = {
  get: async ({ id }: { id: string }) => ({ id, version: 1 }),
  fail: async (): Promise<never> => Promise.reject(new Error('down')),
  abort: async (): Promise<never> => Promise.reject(Object.assign(new Error('gone'), { name: 'AbortError' })),
};

describe('withCallbacks', () => {
  it("passes each resolved value to its method's callback with the call's arguments, unchanged", async () => {
    const onGet = vi.fn();
    const watched = withCallbacks(domain, 'things', {}, { get: onGet });
    expect(await watched.get({ id: 'a' })).toEqual({ id: 'a', version: 1 });
    expect(onGet).toHaveBeenCalledWith({ id: 'a', version: 1 }, { id: 'a' });
  });

  it('names a failed call in onError and still rejects with the same error; an aborted call is no error', async () => {
    const onError = vi.fn();
    const watched = withCallbacks(domain, 'things', { onError });
    await expect(watched.fail()).rejects.toThrow('down');
    await expect(watched.abort()).rejects.toThrow('gone');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'down' }), 'things.fail');
  });
});

describe('withCallbacks and calls a backend does not offer', () => {
  it('passes a notOffered call through unwrapped, so the panel can still tell', () => {
    const watched = withCallbacks({ list: async () => [1], bulk: notOffered('registrations.bulk') }, 'registrations', {});
    expect(isOffered(watched.list)).toBe(true);
    expect(isOffered(watched.bulk)).toBe(false);
  });
});
