// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readThemeCookie, themeCookieAssignment } from './themePreferenceCookie';

describe('readThemeCookie', () => {
  it('finds the named cookie among others, with or without spaces after the separators', () => {
    expect(readThemeCookie('greenroom.signedIn=1; greenroom.theme=dark', 'greenroom.theme')).toBe('dark');
    expect(readThemeCookie('a=b;greenroom.theme=light;c=d', 'greenroom.theme')).toBe('light');
    expect(readThemeCookie('portal.theme=dark', 'portal.theme')).toBe('dark');
  });

  it("answers 'system' without the cookie, for an unknown value, and for a name that only starts or ends alike", () => {
    expect(readThemeCookie('', 'greenroom.theme')).toBe('system');
    expect(readThemeCookie('greenroom.theme=purple', 'greenroom.theme')).toBe('system');
    expect(readThemeCookie('greenroom.themes=dark; old.greenroom.theme=light', 'greenroom.theme')).toBe('system');
  });
});

describe('themeCookieAssignment', () => {
  it('keeps light and dark for 400 days on the whole site, first-party only', () => {
    expect(themeCookieAssignment('greenroom.theme', 'dark')).toBe('greenroom.theme=dark; Max-Age=34560000; Path=/; SameSite=Strict');
    expect(themeCookieAssignment('portal.theme', 'light')).toBe('portal.theme=light; Max-Age=34560000; Path=/; SameSite=Strict');
  });

  it("clears the cookie for 'system'", () => {
    expect(themeCookieAssignment('greenroom.theme', 'system')).toBe('greenroom.theme=; Max-Age=0; Path=/; SameSite=Strict');
  });
});
