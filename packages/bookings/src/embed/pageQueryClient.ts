import { createPortalQueryClient } from '@greenroom/core';
import type { QueryClient } from '@tanstack/react-query';

/** The cache every panel mounted on this page shares unless given its own, and how many use it. */
let shared: { client: QueryClient; users: number } | undefined;

/**
 * The page's shared query cache for one more mounted panel: panels on one page see each other's
 * changes (a guest added in the Guest List shows in the Overview's counts). Release it on unmount.
 * @example const client = takePageQueryClient(); … releasePageQueryClient(client);
 */
export function takePageQueryClient(): QueryClient {
  shared ??= { client: createPortalQueryClient(), users: 0 };
  shared.users += 1;
  return shared.client;
}

/**
 * One panel less on the shared cache; the last one drops the cached data and its timers (the
 * mutation cache's clear() leaves each mutation's timer running, so each is destroyed first).
 * @example releasePageQueryClient(client);
 */
export function releasePageQueryClient(client: QueryClient): void {
  if (!shared || shared.client !== client) return;
  shared.users -= 1;
  if (shared.users > 0) return;
  shared = undefined;
  client.getMutationCache().getAll().forEach((mutation) => mutation.destroy());
  client.clear();
}
