import { describe, expect, it } from 'vitest';
import { buildLink, exampleLinks } from './links';

describe('buildLink', () => {
  it('joins a host and a code with exactly one slash, encoding the code', () => {
    expect(buildLink('https://x/ical/', 'abc')).toBe('https://x/ical/abc');
    expect(buildLink('https://x/ical//', 'abc')).toBe('https://x/ical/abc');
    expect(buildLink('https://x/ical', 'a b')).toBe('https://x/ical/a%20b');
  });
});

describe('exampleLinks', () => {
  it('names every link host, each an https base URL on the reserved example.com domain', () => {
    expect(Object.keys(exampleLinks).sort()).toEqual(
      ['attendeeJoin', 'bridge', 'calendar', 'intake', 'mobileHybrid', 'photoAlbum', 'qaDisplay', 'signUp'].sort(),
    );
    for (const host of Object.values(exampleLinks)) {
      expect(new URL(host).protocol).toBe('https:');
      expect(new URL(host).hostname.endsWith('example.com')).toBe(true);
      expect(host.endsWith('/')).toBe(true);
    }
  });

  it('builds the calendar link of a login code', () => {
    expect(buildLink(exampleLinks.calendar, 'k3y')).toBe('https://portal.example.com/api/ical/k3y');
  });
});
