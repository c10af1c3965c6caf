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
});
