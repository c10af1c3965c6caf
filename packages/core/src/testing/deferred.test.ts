import { describe, expect, it } from 'vitest';
import { deferred } from './deferred';

describe('deferred', () => {
  it('stays pending until resolved, then fulfils with the value', async () => {
    const answer = deferred<string>();
    let settled = false;
    void answer.promise.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    answer.resolve('done');
    await expect(answer.promise).resolves.toBe('done');
    expect(settled).toBe(true);
  });

  it('rejects with the given reason', async () => {
    const answer = deferred<void>();
    answer.reject(new Error('HTTP 503'));
    await expect(answer.promise).rejects.toThrow('HTTP 503');
  });
});
