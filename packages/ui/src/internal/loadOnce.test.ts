// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './loadOnce';

describe('loadOnce', () => {
  it('fetches once for every caller and answers synchronously once the value is here', async () => {
    const fetch = vi.fn(async () => 'code');
    const code = loadOnce(fetch);
    expect(code.loaded()).toBeNull();
    const [first, second] = await Promise.all([code.load(), code.load()]);
    expect([first, second, code.loaded()]).toEqual(['code', 'code', 'code']);
    await code.load();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps no failure: the next load fetches again', async () => {
    const fetch = vi.fn().mockRejectedValueOnce(new Error('chunk missing')).mockResolvedValueOnce('code');
    const code = loadOnce<string>(fetch);
    await expect(code.load()).rejects.toThrow('chunk missing');
    expect(code.loaded()).toBeNull();
    await expect(code.load()).resolves.toBe('code');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('reset forgets the value and, given one, fetches another way from then on', async () => {
    const code = loadOnce(async () => 'real');
    await code.load();
    code.reset(async () => 'held');
    expect(code.loaded()).toBeNull();
    await expect(code.load()).resolves.toBe('held');
  });
});
