import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cookieThemeStore } from './cookieThemeStore';
import { readThemeCookie } from './themePreferenceCookie';
import { THEME_PREFERENCE_KEY, useThemePreference } from './useThemePreference';

// A store lives as long as the page (one per name); each test takes a cookie name of its own.
let count = 0;
let name = '';
const cookie = () => readThemeCookie(document.cookie, name);
const setCookie = (value: string) => void (document.cookie = `${name}=${value}; Path=/`);
const useCookieTheme = () => useThemePreference({ store: cookieThemeStore(name) });

beforeEach(() => {
  name = `test${++count}.theme`;
  vi.useFakeTimers();
  window.localStorage.clear();
});
afterEach(() => {
  document.cookie = `${name}=; Max-Age=0; Path=/`;
  window.localStorage.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('cookieThemeStore', () => {
  it('answers the same store for the same name, so every hook using it stays in step', () => {
    expect(cookieThemeStore(name)).toBe(cookieThemeStore(name));
    expect(cookieThemeStore(name)).not.toBe(cookieThemeStore(`${name}.other`));
    const first = renderHook(useCookieTheme);
    const second = renderHook(useCookieTheme);
    act(() => first.result.current.setPreference('dark'));
    expect(second.result.current).toMatchObject({ preference: 'dark', mode: 'dark' });
  });

  it("starts from the cookie, keeps a choice in it and clears it for 'system'", () => {
    setCookie('dark');
    const { result } = renderHook(useCookieTheme);
    expect(result.current).toMatchObject({ preference: 'dark', mode: 'dark' });
    act(() => result.current.setPreference('light'));
    expect(result.current.preference).toBe('light');
    expect(document.cookie).toContain(`${name}=light`);
    act(() => result.current.setPreference('system'));
    expect(result.current.preference).toBe('system');
    expect(document.cookie).not.toContain(`${name}=`);
  });

  it('reads no localStorage while rendering, and looks there once only after the first commit, when idle', () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    const { result, rerender } = renderHook(useCookieTheme);
    rerender();
    expect(result.current.preference).toBe('system');
    expect(getItem).not.toHaveBeenCalled();
    act(() => vi.runAllTimers());
    expect(getItem).toHaveBeenCalledExactlyOnceWith(THEME_PREFERENCE_KEY);
    // A second user of the store, once the first is subscribed, does not look again.
    renderHook(useCookieTheme);
    act(() => vi.runAllTimers());
    expect(getItem).toHaveBeenCalledTimes(1);
  });

  it('moves a choice the localStorage store kept into the cookie, and forgets it there', () => {
    window.localStorage.setItem(THEME_PREFERENCE_KEY, 'dark');
    const { result } = renderHook(useCookieTheme);
    expect(result.current.preference).toBe('system');
    act(() => vi.runAllTimers());
    expect(result.current).toMatchObject({ preference: 'dark', mode: 'dark' });
    expect(cookie()).toBe('dark');
    expect(window.localStorage.getItem(THEME_PREFERENCE_KEY)).toBeNull();
  });

  it('keeps the cookie over localStorage without reading it, and forgets an unknown stored value', () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    setCookie('light');
    window.localStorage.setItem(THEME_PREFERENCE_KEY, 'dark');
    const withCookie = renderHook(useCookieTheme);
    act(() => vi.runAllTimers());
    expect(withCookie.result.current.preference).toBe('light');
    expect(getItem).not.toHaveBeenCalled();
    withCookie.unmount();

    name = `${name}.unknown`;
    window.localStorage.setItem(THEME_PREFERENCE_KEY, 'purple');
    const unknown = renderHook(useCookieTheme);
    act(() => vi.runAllTimers());
    expect(unknown.result.current.preference).toBe('system');
    expect(window.localStorage.getItem(THEME_PREFERENCE_KEY)).toBeNull();
  });

  it("lets a choice made before the idle check win, and forgets the stored one on 'system'", () => {
    window.localStorage.setItem(THEME_PREFERENCE_KEY, 'dark');
    const { result } = renderHook(useCookieTheme);
    act(() => result.current.setPreference('system'));
    act(() => vi.runAllTimers());
    expect(result.current.preference).toBe('system');
    expect(cookie()).toBe('system');
    // Otherwise the next page, finding no cookie, would bring 'dark' back.
    expect(window.localStorage.getItem(THEME_PREFERENCE_KEY)).toBeNull();
  });

  it('skips the check when every user unmounts before the browser is idle', () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    renderHook(useCookieTheme).unmount();
    act(() => vi.runAllTimers());
    expect(getItem).not.toHaveBeenCalled();
  });

  it('waits for requestIdleCallback where the browser has it', () => {
    const idle: IdleRequestCallback[] = [];
    const requestIdleCallback = vi.fn((callback: IdleRequestCallback) => idle.push(callback));
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    try {
      window.localStorage.setItem(THEME_PREFERENCE_KEY, 'light');
      const { result } = renderHook(useCookieTheme);
      act(() => vi.runAllTimers());
      expect(result.current.preference).toBe('system');
      expect(requestIdleCallback).toHaveBeenCalledExactlyOnceWith(expect.any(Function), { timeout: 1000 });
      act(() => idle[0]({ didTimeout: false, timeRemaining: () => 50 }));
      expect(result.current.preference).toBe('light');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('keeps a choice until reload when the browser refuses the cookie', () => {
    vi.spyOn(Document.prototype, 'cookie', 'set').mockImplementation(() => undefined);
    const { result } = renderHook(useCookieTheme);
    act(() => result.current.setPreference('dark'));
    expect(result.current).toMatchObject({ preference: 'dark', mode: 'dark' });
    expect(cookie()).toBe('system');
  });

  it('shows the stored choice but leaves it in localStorage when the browser refuses the cookie', () => {
    vi.spyOn(Document.prototype, 'cookie', 'set').mockImplementation(() => undefined);
    window.localStorage.setItem(THEME_PREFERENCE_KEY, 'dark');
    const { result } = renderHook(useCookieTheme);
    act(() => vi.runAllTimers());
    expect(result.current.preference).toBe('dark');
    expect(window.localStorage.getItem(THEME_PREFERENCE_KEY)).toBe('dark');
  });

  it("shows another tab's choice when the window gets the focus", () => {
    const { result } = renderHook(useCookieTheme);
    setCookie('dark');
    act(() => void window.dispatchEvent(new FocusEvent('focus')));
    expect(result.current.preference).toBe('dark');
  });
});
