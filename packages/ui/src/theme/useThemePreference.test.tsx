import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { THEME_PREFERENCE_KEY, useThemePreference } from './useThemePreference';

/** A controllable prefers-color-scheme: dark query, as a browser has. */
function fakeSystem(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return dark;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  const matchMedia = vi.fn(() => query as unknown as MediaQueryList);
  window.matchMedia = matchMedia;
  return {
    matchMedia,
    listeners,
    set(next: boolean) {
      dark = next;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

const original = window.matchMedia;
beforeEach(() => window.localStorage.clear());
afterEach(() => {
  window.matchMedia = original;
  window.localStorage.clear();
});

describe('useThemePreference', () => {
  it("follows the system setting by default, and its changes", () => {
    const system = fakeSystem(false);
    const { result } = renderHook(() => useThemePreference());
    expect(result.current.preference).toBe('system');
    expect(result.current.mode).toBe('light');
    expect(system.matchMedia).toHaveBeenCalledWith('(prefers-color-scheme: dark)');
    system.set(true);
    expect(result.current.mode).toBe('dark');
  });

  it('remembers a choice in localStorage, overriding the system, and forgets it for system', () => {
    const system = fakeSystem(true);
    const { result } = renderHook(() => useThemePreference());
    act(() => result.current.setPreference('light'));
    expect(result.current).toMatchObject({ preference: 'light', mode: 'light' });
    expect(window.localStorage.getItem(THEME_PREFERENCE_KEY)).toBe('light');
    system.set(true);
    expect(result.current.mode).toBe('light');
    act(() => result.current.setPreference('system'));
    expect(result.current).toMatchObject({ preference: 'system', mode: 'dark' });
    expect(window.localStorage.getItem(THEME_PREFERENCE_KEY)).toBeNull();
  });

  it('starts from the stored choice, and keeps every instance in step', () => {
    fakeSystem(false);
    window.localStorage.setItem(THEME_PREFERENCE_KEY, 'dark');
    const first = renderHook(() => useThemePreference());
    const second = renderHook(() => useThemePreference());
    expect(first.result.current.mode).toBe('dark');
    act(() => first.result.current.setPreference('light'));
    expect(second.result.current.mode).toBe('light');
  });

  it('ignores an unknown stored value, and treats a browser without matchMedia as light', () => {
    // @ts-expect-error jsdom has no matchMedia; some embedding pages neither.
    window.matchMedia = undefined;
    window.localStorage.setItem(THEME_PREFERENCE_KEY, 'purple');
    const { result } = renderHook(() => useThemePreference());
    expect(result.current).toMatchObject({ preference: 'system', mode: 'light' });
  });
});
