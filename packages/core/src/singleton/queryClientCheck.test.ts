// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { checkQueryClient, foreignQueryClientMessage } from './queryClientCheck';

/** A QueryClient as a second copy of @tanstack/react-query makes it: same shape, another class. */
class ForeignQueryClient {
  getQueryCache() {}
  mount() {}
}

describe('checkQueryClient', () => {
  it('accepts a client of the copy Greenroom uses', () => {
    const report = vi.fn();
    expect(checkQueryClient(new QueryClient(), { report, enabled: true })).toBe(true);
    expect(report).not.toHaveBeenCalled();
  });

  it('reports a client of another copy once, saying what to do', () => {
    const report = vi.fn();
    const client = new ForeignQueryClient();
    expect(checkQueryClient(client, { report, enabled: true })).toBe(false);
    expect(checkQueryClient(client, { report, enabled: true })).toBe(false);
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith(foreignQueryClientMessage);
    expect(foreignQueryClientMessage).toContain('npm dedupe');
  });

  it('reports nothing in production, and nothing for a value that is no client at all', () => {
    const report = vi.fn();
    expect(checkQueryClient(new ForeignQueryClient(), { report, enabled: false })).toBe(false);
    expect(checkQueryClient(undefined, { report, enabled: true })).toBe(false);
    expect(report).not.toHaveBeenCalled();
  });
});
