import { describe, expect, it } from 'vitest';
import { rememberView, VIEW_COOKIE, viewOf } from './viewCookie';

describe('the view cookie', () => {
  /** A cookie jar of one cookie at a time, as the browser keeps VIEW_COOKIE. */
  function jar() {
    const written: string[] = [];
    return {
      written,
      get cookie() {
        return written.length ? `greenroom.signedIn=1; ${written[written.length - 1].split('; ')[0]}` : '';
      },
      set cookie(value: string) {
        written.push(value);
      },
    };
  }
  const read = (doc: ReturnType<typeof jar>) => viewOf({ [VIEW_COOKIE]: decodeURIComponent(doc.cookie.split('; ')[1].slice(`${VIEW_COOKIE}=`.length)) });

  it('is written for the whole site, and what the server reads back is what was shown', () => {
    const doc = jar();
    rememberView({ mode: 'dark', viewerZone: 'America/Chicago' }, doc);
    expect(doc.written).toHaveLength(1);
    expect(doc.written[0].split('; ').slice(1)).toEqual(['Max-Age=34560000', 'Path=/', 'SameSite=Strict']);
    expect(read(doc)).toEqual({ mode: 'dark', viewerZone: 'America/Chicago' });
  });

  it('is written whole each time: the last theme and zone shown', () => {
    const doc = jar();
    rememberView({ mode: 'light', viewerZone: 'Asia/Tokyo' }, doc);
    rememberView({ mode: 'dark', viewerZone: 'Europe/Paris' }, doc);
    expect(read(doc)).toEqual({ mode: 'dark', viewerZone: 'Europe/Paris' });
  });

  it('draws light without a zone when the cookie is missing, unreadable or not a zone', () => {
    expect(viewOf({})).toEqual({ mode: 'light', viewerZone: null });
    expect(viewOf({ [VIEW_COOKIE]: '{"mode":' })).toEqual({ mode: 'light', viewerZone: null });
    expect(viewOf({ [VIEW_COOKIE]: '{"mode":"purple","viewerZone":"<b>Europe"}' })).toEqual({ mode: 'light', viewerZone: null });
    expect(viewOf({ [VIEW_COOKIE]: '{"mode":"dark","viewerZone":42}' })).toEqual({ mode: 'dark', viewerZone: null });
  });

  it("draws in the producer's chosen theme, else the system's as the hint tells it now, else as the cookie last saw it", () => {
    const sawDark = { [VIEW_COOKIE]: '{"mode":"dark","viewerZone":"Europe/Berlin"}' };
    // A first visit from a dark system: no cookie yet, the hint tells.
    expect(viewOf({}, 'dark')).toEqual({ mode: 'dark', viewerZone: null });
    // The system turned light since the cookie was written: the hint is the fresher.
    expect(viewOf(sawDark, 'light')).toEqual({ mode: 'light', viewerZone: 'Europe/Berlin' });
    // No hint (a browser without client hints): the cookie's.
    expect(viewOf(sawDark)).toEqual({ mode: 'dark', viewerZone: 'Europe/Berlin' });
    // A choice made with the theme switch wins over both.
    expect(viewOf({ ...sawDark, 'greenroom.theme': 'light' }, 'dark')).toEqual({ mode: 'light', viewerZone: 'Europe/Berlin' });
    expect(viewOf({ 'greenroom.theme': 'dark' }, 'light')).toEqual({ mode: 'dark', viewerZone: null });
    // Anything else in either is no choice.
    expect(viewOf({ 'greenroom.theme': 'system' }, 'dark').mode).toBe('dark');
    expect(viewOf({ 'greenroom.theme': 'purple' }, 'purple' as never).mode).toBe('light');
  });
});
