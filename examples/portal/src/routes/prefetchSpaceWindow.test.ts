import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createPortalQueryClient, queryKeys, type Booking, type Project } from '@greenroom/core';
import { PREFETCH_FRESH_MS, prefetchSpaceWindow, type SpaceWindowServices } from './prefetchSpaceWindow';

function services() {
  const listForSpace = vi.fn<(params: { spaceID: string }) => Promise<Booking[]>>(async () => []);
  const listWithSpaces = vi.fn(async (): Promise<Project[]> => []);
  const usage = vi.fn(async () => ({ usageSeconds: 60 }));
  const api = { bookings: { listForSpace }, projects: { listWithSpaces }, spaces: { usage } } as unknown as SpaceWindowServices['api'];
  return { services: { api, queryClient: createPortalQueryClient() }, listForSpace, listWithSpaces, usage };
}

/** A query of the window mounting (an observer with the window's own options: no staleTime). */
async function mount(queryClient: SpaceWindowServices['queryClient'], queryKey: readonly unknown[], queryFn: () => Promise<unknown>) {
  const observer = new QueryObserver(queryClient, { queryKey, queryFn });
  const unsubscribe = observer.subscribe(() => undefined);
  await vi.waitFor(() => expect(observer.getCurrentResult().isFetching).toBe(false));
  unsubscribe();
}

describe('prefetchSpaceWindow', () => {
  it("the window's bookings list and project picker mounting after the prefetch take its answers, not ask again", async () => {
    const { services: given, listForSpace, listWithSpaces } = services();
    prefetchSpaceWindow(given, 'space-1', 'producer-1');
    await vi.waitFor(() => expect(given.queryClient.getQueryData(queryKeys.projects.withSpaces('producer-1'))).toEqual([]));
    await mount(given.queryClient, queryKeys.bookings.list('space-1'), () => given.api.bookings.listForSpace({ spaceID: 'space-1' }));
    await mount(given.queryClient, queryKeys.projects.withSpaces('producer-1'), () => given.api.projects.listWithSpaces({ producerID: 'producer-1' }));
    expect(listForSpace).toHaveBeenCalledTimes(1);
    expect(listWithSpaces).toHaveBeenCalledTimes(1);
  });

  it("starts the space's usage beside the rest, marked fresh for the header (meta.freshUntil) for PREFETCH_FRESH_MS", async () => {
    const { services: given, usage } = services();
    const before = Date.now();
    prefetchSpaceWindow(given, 'space-1', 'producer-1');
    expect(usage).toHaveBeenCalledWith(expect.objectContaining({ spaceID: 'space-1' }));
    const meta = given.queryClient.getQueryDefaults(queryKeys.spaces.usage('space-1')).meta as { freshUntil: number };
    expect(meta.freshUntil).toBeGreaterThanOrEqual(before + PREFETCH_FRESH_MS);
    expect(meta.freshUntil).toBeLessThanOrEqual(Date.now() + PREFETCH_FRESH_MS);
    await vi.waitFor(() => expect(given.queryClient.getQueryData(queryKeys.spaces.usage('space-1'))).toEqual({ usageSeconds: 60 }));
  });

  it('another space mounting asks as before', async () => {
    const { services: given, listForSpace } = services();
    prefetchSpaceWindow(given, 'space-1', 'producer-1');
    await mount(given.queryClient, queryKeys.bookings.list('space-2'), () => given.api.bookings.listForSpace({ spaceID: 'space-2' }));
    expect(listForSpace.mock.calls.map(([params]) => params.spaceID)).toEqual(['space-1', 'space-2']);
  });
});
