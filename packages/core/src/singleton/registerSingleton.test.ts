// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { duplicateSingletonMessage, registerSingleton, type SingletonRegistry } from './registerSingleton';

describe('registerSingleton', () => {
  it('stays silent for one copy, however often it registers', () => {
    const registry: SingletonRegistry = new Map();
    const warn = vi.fn();
    const copy = {};
    expect(registerSingleton({ name: '@greenroom/core', copy, registry, warn, enabled: true })).toBe(1);
    expect(registerSingleton({ name: '@greenroom/core', copy, registry, warn, enabled: true })).toBe(1);
    expect(registerSingleton({ name: '@greenroom/ui', copy: {}, registry, warn, enabled: true })).toBe(1);
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns once, saying what to do, when a second copy registers', () => {
    const registry: SingletonRegistry = new Map();
    const warn = vi.fn();
    registerSingleton({ name: '@greenroom/core', copy: {}, registry, warn, enabled: true });
    expect(registerSingleton({ name: '@greenroom/core', copy: {}, registry, warn, enabled: true })).toBe(2);
    registerSingleton({ name: '@greenroom/core', copy: {}, registry, warn, enabled: true });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(duplicateSingletonMessage('@greenroom/core', 2));
    expect(warn.mock.calls[0][0]).toContain('npm dedupe');
    expect(warn.mock.calls[0][0]).toContain('npm ls @greenroom/core');
  });

  it('checks nothing in production', () => {
    const registry: SingletonRegistry = new Map();
    const warn = vi.fn();
    registerSingleton({ name: '@greenroom/core', copy: {}, registry, warn, enabled: false });
    expect(registerSingleton({ name: '@greenroom/core', copy: {}, registry, warn, enabled: false })).toBe(0);
    expect(registry.size).toBe(0);
    expect(warn).not.toHaveBeenCalled();
  });

  it('shares the page registry between copies through a global symbol', () => {
    const warn = vi.fn();
    const name = '@greenroom/probe-page-registry';
    registerSingleton({ name, copy: {}, warn, enabled: true });
    registerSingleton({ name, copy: {}, warn, enabled: true });
    registerSingleton({ name, copy: {}, warn, enabled: true });
    expect(warn).toHaveBeenCalledTimes(1);
    const page = (globalThis as Record<symbol, SingletonRegistry>)[Symbol.for('@greenroom/singletons')];
    expect(page.get(name)?.size).toBe(3);
  });
});
