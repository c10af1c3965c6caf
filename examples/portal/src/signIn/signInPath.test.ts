// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { signInPathOf } from './signInPath';

describe('signInPathOf', () => {
  it('draws sign-in at / (no link notice) and on space and booking links (with it)', () => {
    expect(signInPathOf('/')).toEqual({});
    expect(signInPathOf('/space/space-1')).toEqual({ fromLink: 'space' });
    expect(signInPathOf('/booking/b-1/')).toEqual({ fromLink: 'booking' });
  });

  it('leaves every other address to the full app', () => {
    for (const path of ['/home', '/admin-menu', '/error', '/space', '/space/a/b', '/bookings/b-1', '/guest/x']) expect(signInPathOf(path)).toBeUndefined();
  });
});
