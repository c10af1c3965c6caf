// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { takeSsoError } from './takeSsoError';

function at(href: string) {
  const history = { state: { idx: 0 }, replaceState: vi.fn() };
  return { code: takeSsoError({ href }, history), history };
}

describe('takeSsoError', () => {
  it("answers a refused single sign-on's code and takes it out of the address bar, keeping the rest", () => {
    const { code, history } = at('https://portal.test/?sso=denied&keep=1#top');
    expect(code).toBe('denied');
    expect(history.replaceState).toHaveBeenCalledExactlyOnceWith({ idx: 0 }, '', '/?keep=1#top');
  });

  it('leaves an address without one alone', () => {
    const { code, history } = at('https://portal.test/space/s1');
    expect(code).toBeUndefined();
    expect(history.replaceState).not.toHaveBeenCalled();
  });
});
