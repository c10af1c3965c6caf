// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hasSessionHint, rememberSession, storedSession } from './sessionHint';

/** A document whose cookie setter records what was written and whose getter answers `jar`. */
function fakeDocument(jar = '') {
  const written: string[] = [];
  return {
    written,
    get cookie() {
      return jar;
    },
    set cookie(value: string) {
      written.push(value);
    },
  };
}

describe('the session hint cookie', () => {
  it('is read among other cookies, and only as exactly 1', () => {
    expect(hasSessionHint(fakeDocument('greenroom.theme=dark; greenroom.signedIn=1'))).toBe(true);
    expect(hasSessionHint(fakeDocument('greenroom.signedIn=0'))).toBe(false);
    expect(hasSessionHint(fakeDocument(''))).toBe(false);
  });

  it('is written for the whole site on sign-in and expired on sign-out', () => {
    const doc = fakeDocument();
    rememberSession(true, doc);
    rememberSession(false, doc);
    expect(doc.written).toEqual([
      'greenroom.signedIn=1; Max-Age=34560000; Path=/; SameSite=Strict',
      'greenroom.signedIn=; Max-Age=0; Path=/; SameSite=Strict',
      'greenroom.session=; Max-Age=0; Path=/; SameSite=Strict',
    ]);
  });

  it("keeps a session's token, producer and expiry in the token cookie exactly as long as the token lives", () => {
    const doc = fakeDocument();
    const session = { idToken: 'a.b;c', producerID: 'p 1', username: 'ada', role: 1, expiresAt: 1_000_000 + 3_600_000 };
    rememberSession(session, doc, 1_000_000);
    expect(doc.written[0]).toBe('greenroom.signedIn=1; Max-Age=34560000; Path=/; SameSite=Strict');
    const [pair, ...attributes] = doc.written[1].split('; ');
    expect(attributes).toEqual(['Max-Age=3600', 'Path=/', 'SameSite=Strict']);
    // Encoded, so a ';' in a token cannot end the cookie; the name and role stay out of it.
    expect(pair).not.toContain(';');
    expect(JSON.parse(decodeURIComponent(pair.slice('greenroom.session='.length)))).toEqual({ idToken: 'a.b;c', producerID: 'p 1', expiresAt: 4_600_000 });

    // A token already expired is not kept.
    rememberSession(session, doc, 5_000_000);
    expect(doc.written[3]).toBe('greenroom.session=; Max-Age=0; Path=/; SameSite=Strict');
  });

  it('asks anyway where cookies are refused (a sandboxed frame)', () => {
    const refusing = {
      get cookie(): string {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(hasSessionHint(refusing)).toBe(true);
  });
});

describe('the stored session a server-rendered page hydrates with', () => {
  const cookie = (value: object) => `greenroom.theme=dark; greenroom.session=${encodeURIComponent(JSON.stringify(value))}`;

  it('is the cookie token, producer and expiry while the token has not expired', () => {
    const stored = { idToken: 'eyJ.a.b', producerID: 'p1', expiresAt: 5_000 };
    expect(storedSession(fakeDocument(cookie(stored)), 4_999)).toEqual(stored);
    expect(storedSession(fakeDocument(cookie(stored)), 5_000)).toBeUndefined();
  });

  it('is nothing for a missing, unreadable or incomplete cookie', () => {
    expect(storedSession(fakeDocument('greenroom.signedIn=1'), 0)).toBeUndefined();
    expect(storedSession(fakeDocument('greenroom.session=%7B%22idToken'), 0)).toBeUndefined();
    expect(storedSession(fakeDocument(cookie({ idToken: 't', expiresAt: 5_000 })), 0)).toBeUndefined();
    expect(storedSession(fakeDocument(cookie({ idToken: 't', producerID: 'p1', expiresAt: '5000' })), 0)).toBeUndefined();
  });
});
