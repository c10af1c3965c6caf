import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createPortalQueryClient, queryKeys, type Booking, type Project } from '@greenroom/core';
import { prefetchSpaceWindow, type SpaceWindowServices } from './prefetchSpaceWindow';

function services() {
  const listForSpace = vi.fn<(params: { spaceID: string }) => Promise<Booking[]>>(async () => []);
  const listWithSpaces = vi.fn(async (): Promise<Project[]> => []);
  const api = { bookings: { listForSpace }, projects: { listWithSpaces } } as unknown as SpaceWindowServices['api'];
  return { services: { api, queryClient: createPortalQueryClient() }, listForSpace, listWithSpaces };
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

  it('another space mounting asks as before', async () => {
    const { services: given, listForSpace } = services();
    prefetchSpaceWindow(given, 'space-1', 'producer-1');
    await mount(given.queryClient, queryKeys.bookings.list('space-2'), () => given.api.bookings.listForSpace({ spaceID: 'space-2' }));
    expect(listForSpace.mock.calls.map(([params]) => params.spaceID)).toEqual(['space-1', 'space-2']);
  });
});
