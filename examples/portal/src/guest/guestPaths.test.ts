import { describe, expect, it } from 'vitest';
import { guestPageOf } from './guestPaths';

describe('guestPageOf', () => {
  it('names the join page and the sign-up form by the default link paths', () => {
    expect(guestPageOf('/guest/intake/AB12CD')).toEqual({ kind: 'join', code: 'AB12CD' });
    expect(guestPageOf('/guest/sign-up/XY%2099/')).toEqual({ kind: 'signUp', code: 'XY 99' });
  });

  it('leaves every other path to the portal', () => {
    for (const path of ['/', '/space/s1', '/guest/intake/', '/guest/bridge/AB12', '/guest/intake/a/b', '/guest/intake/%E0%A4%A']) expect(guestPageOf(path), path).toBeNull();
  });
});
