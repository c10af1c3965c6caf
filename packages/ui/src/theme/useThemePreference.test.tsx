import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { THEME_PREFERENCE_KEY, useThemePreference, type ThemePreference, type ThemePreferenceStore } from './useThemePreference';

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
  vi.restoreAllMocks();
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

  it("follows another tab's choice through the storage event", () => {
    fakeSystem(false);
    const { result } = renderHook(() => useThemePreference());
    window.localStorage.setItem(THEME_PREFERENCE_KEY, 'dark');
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: THEME_PREFERENCE_KEY, newValue: 'dark' })));
    expect(result.current.preference).toBe('dark');
  });

  it('keeps a choice until reload when storage refuses the write', () => {
    fakeSystem(false);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    const { result } = renderHook(() => useThemePreference());
    act(() => result.current.setPreference('dark'));
    expect(result.current).toMatchObject({ preference: 'dark', mode: 'dark' });
    vi.restoreAllMocks();
    // The next write that storage takes ends the stand-in.
    act(() => result.current.setPreference('system'));
    expect(result.current.preference).toBe('system');
  });

  it('keeps the choice in the store it is given (methods of a class instance), not in localStorage', () => {
    fakeSystem(false);
    class MemoryStore implements ThemePreferenceStore {
      private value: ThemePreference = 'dark';
      private listeners = new Set<() => void>();
      read() {
        return this.value;
      }
      write(next: ThemePreference) {
        this.value = next;
        this.listeners.forEach((listener) => listener());
      }
      subscribe(listener: () => void) {
        this.listeners.add(listener);
        return () => void this.listeners.delete(listener);
      }
    }
    const store = new MemoryStore();
    const first = renderHook(() => useThemePreference({ store }));
    const second = renderHook(() => useThemePreference({ store }));
    const other = renderHook(() => useThemePreference());
    expect(first.result.current).toMatchObject({ preference: 'dark', mode: 'dark' });
    act(() => first.result.current.setPreference('light'));
    expect(second.result.current.preference).toBe('light');
    expect(store.read()).toBe('light');
    expect(other.result.current.preference).toBe('system');
    expect(window.localStorage.getItem(THEME_PREFERENCE_KEY)).toBeNull();
  });
});
