import { loadBookingAreaOptions } from './areaOptions';
import { currentVideoOption, GAME_SERVER_OPTIONS, resolveGameServer, resolveVideoServer, VIDEO_SERVER_OPTIONS } from '@greenroom/core/rules';
import { loadServerOptions, ServerOptionsError } from './serverOptions';

describe('loadServerOptions', () => {
  it('has defaults for every option, with the spec ports', () => {
    const options = loadServerOptions({});
    expect(Object.keys(options.video)).toEqual([...VIDEO_SERVER_OPTIONS]);
    expect(Object.keys(options.game)).toEqual([...GAME_SERVER_OPTIONS]);
    expect(options.game['Public Server'].port).toBe(443);
    expect(options.game['Development Server'].port).toBe(3777);
    expect(options.game['Europe Server'].port).toBe(443);
    const urls = new Set(Object.values(options.video).map((v) => v.url));
    expect(urls.size).toBe(3);
  });

  it('takes addresses from the environment', () => {
    const options = loadServerOptions({
      GREENROOM_VIDEO_US_PRIVATE_CLOUD_URL: 'https://us.video.example.com/',
      GREENROOM_VIDEO_US_PRIVATE_CLOUD_APP_ID: 'us-app',
      GREENROOM_GAME_EUROPE_SERVER_URL: 'wss://eu.game.example.com',
    });
    expect(options.video['US Private Cloud']).toEqual({ url: 'https://us.video.example.com', appID: 'us-app' });
    expect(options.game['Europe Server']).toEqual({ url: 'wss://eu.game.example.com', port: 443 });
  });

  it('names the variable at fault', () => {
    expect(() => loadServerOptions({ GREENROOM_GAME_PUBLIC_SERVER_URL: 'not a url' })).toThrow(ServerOptionsError);
    expect(() => loadServerOptions({ GREENROOM_GAME_PUBLIC_SERVER_URL: 'ftp://x' })).toThrow(/^GREENROOM_GAME_PUBLIC_SERVER_URL: /);
    expect(() => loadServerOptions({ GREENROOM_VIDEO_PUBLIC_CLOUD_APP_ID: 'a b' })).toThrow(/^GREENROOM_VIDEO_PUBLIC_CLOUD_APP_ID: /);
  });
});

describe('resolving a choice', () => {
  const options = loadServerOptions({});

  it('accepts option names and configured addresses only', () => {
    expect(resolveVideoServer(options, 'Europe Private Cloud')).toBe('Europe Private Cloud');
    expect(resolveVideoServer(options, options.video['US Private Cloud'])).toBe('US Private Cloud');
    expect(resolveVideoServer(options, { url: 'https://evil.test', appID: 'x' })).toBeNull();
    expect(resolveVideoServer(options, 'Moon Cloud' as never)).toBeNull();
    expect(resolveGameServer(options, 'Development Server')).toBe('Development Server');
    expect(resolveGameServer(options, { url: options.game['Europe Server'].url, port: 443 })).toBe('Europe Server');
    expect(resolveGameServer(options, { url: options.game['Europe Server'].url, port: 3777 })).toBeNull();
  });

  it('finds the option a booking is on', () => {
    const { url, appID } = options.video['Public Cloud'];
    expect(currentVideoOption(options, url, appID)).toBe('Public Cloud');
    expect(currentVideoOption(options, url, 'other')).toBeNull();
  });
});

describe('loadBookingAreaOptions', () => {
  it('reads the guest rate limit with a default of 120 per minute', () => {
    expect(loadBookingAreaOptions({}).guestRateLimit).toBe(120);
    expect(loadBookingAreaOptions({ GREENROOM_GUEST_RATE_LIMIT: '30' }).guestRateLimit).toBe(30);
    expect(() => loadBookingAreaOptions({ GREENROOM_GUEST_RATE_LIMIT: '0' })).toThrow(/^GREENROOM_GUEST_RATE_LIMIT: /);
  });
});
