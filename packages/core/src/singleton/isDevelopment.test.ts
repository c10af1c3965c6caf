// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isDevelopment } from './isDevelopment';

afterEach(() => vi.unstubAllEnvs());

describe('isDevelopment', () => {
  it('is true unless NODE_ENV is production', () => {
    vi.stubEnv('NODE_ENV', 'development');
    expect(isDevelopment()).toBe(true);
    vi.stubEnv('NODE_ENV', 'production');
    expect(isDevelopment()).toBe(false);
  });

  it('is false where there is no process at all', () => {
    vi.stubGlobal('process', undefined);
    try {
      expect(isDevelopment()).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
