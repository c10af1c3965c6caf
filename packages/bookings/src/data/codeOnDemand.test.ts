import { afterEach, describe, expect, it, vi } from 'vitest';
import { codeOnDemand } from './codeOnDemand';

afterEach(() => vi.restoreAllMocks());

describe('codeOnDemand', () => {
  it('answers the module once it loads; preload settles with nothing', async () => {
    const module = { writeCsv: () => 'csv' };
    const importModule = vi.fn(async () => module);
    const code = codeOnDemand(importModule);
    await expect(code.preload()).resolves.toBeUndefined();
    await expect(code.load()).resolves.toBe(module);
    expect(importModule).toHaveBeenCalledTimes(2);
  });

  it('answers null (logged, never thrown) when the module cannot be loaded, and tries again on the next call', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const importModule = vi.fn<() => Promise<{ ok: true }>>().mockRejectedValueOnce(failure).mockRejectedValueOnce(failure).mockResolvedValueOnce({ ok: true });
    const code = codeOnDemand(importModule);
    await expect(code.preload()).resolves.toBeUndefined();
    await expect(code.load()).resolves.toBeNull();
    expect(logged).toHaveBeenCalledWith(failure);
    await expect(code.load()).resolves.toEqual({ ok: true });
  });
});
