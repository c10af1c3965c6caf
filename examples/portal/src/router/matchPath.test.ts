// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { matchPath } from './matchPath';
import { createPath, decodePath, parsePath, resolveTo } from './path';

describe('matchPath', () => {
  it('matches static paths whole, ignoring case and trailing slashes', () => {
    expect(matchPath('/home', '/home')).toEqual({ params: {}, pathname: '/home' });
    expect(matchPath('/home', '/HOME/')).not.toBeNull();
    expect(matchPath('/home', '/home/more')).toBeNull();
    expect(matchPath('/home', '/homes')).toBeNull();
    expect(matchPath('/', '/')).not.toBeNull();
    expect(matchPath('/', '/home')).toBeNull();
  });

  it('reads params, one segment each', () => {
    expect(matchPath('/space/:spaceID', '/space/space-1')?.params).toEqual({ spaceID: 'space-1' });
    expect(matchPath('/booking/:bookingID', '/booking/b1/')?.params.bookingID).toBe('b1');
    expect(matchPath('/space/:spaceID', '/space/')).toBeNull();
    expect(matchPath('/space/:spaceID', '/space/a/b')).toBeNull();
    expect(matchPath('/a/:x/b/:y', '/a/1/b/2')?.params).toEqual({ x: '1', y: '2' });
  });

  it("matches anything with '*', the rest of the path being its param", () => {
    expect(matchPath('*', '/anything/at/all')?.params['*']).toBe('anything/at/all');
    expect(matchPath('/files/*', '/files/a/b')?.params['*']).toBe('a/b');
    expect(matchPath('/files/*', '/other')).toBeNull();
  });

  it('escapes the characters regular expressions treat specially', () => {
    expect(matchPath('/a.b', '/a.b')).not.toBeNull();
    expect(matchPath('/a.b', '/axb')).toBeNull();
  });

  it('matches the pathname as given; decodePath first gives decoded params, an encoded slash kept inside its param', () => {
    expect(matchPath('/booking/:bookingID', '/booking/a%20b')?.params.bookingID).toBe('a%20b');
    expect(matchPath('/booking/:bookingID', decodePath('/booking/a%20b%2Fc'))?.params.bookingID).toBe('a b/c');
    expect(decodePath('/booking/100%')).toBe('/booking/100%');
  });
});

describe('paths', () => {
  it('splits and joins an address', () => {
    expect(parsePath('/space/s1?x=1#top')).toEqual({ pathname: '/space/s1', search: '?x=1', hash: '#top' });
    expect(parsePath('?sso=denied')).toEqual({ pathname: '/', search: '?sso=denied', hash: '' });
    expect(createPath({ pathname: '/', search: '?sso=denied', hash: '' })).toBe('/?sso=denied');
    expect(createPath({ pathname: '/a', search: '?', hash: '#' })).toBe('/a');
  });

  it('resolves an object against the current pathname, clearing what it leaves out', () => {
    expect(resolveTo({ search: '' }, '/space/s1')).toEqual({ pathname: '/space/s1', search: '', hash: '' });
    expect(resolveTo({ search: 'a=1' }, '/')).toEqual({ pathname: '/', search: '?a=1', hash: '' });
    expect(resolveTo('/home#x', '/space/s1')).toEqual({ pathname: '/home', search: '', hash: '#x' });
  });
});
