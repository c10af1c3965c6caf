import { queryKeys, type PortalApi, type Project, type Space, type Usage } from '@greenroom/core';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';

/** The slice of PortalApi the space window uses. @example const api: SpaceWindowApi = { spaces, projects } */
export type SpaceWindowApi = Pick<PortalApi, 'spaces' | 'projects'>;

/** How long a fetched space counts as fresh: a window, header or host title mounting right after a link's fetch does not ask again. */
export const SPACE_FRESH_MS = 60_000;

/**
 * The selected space (GET /space?spaceID&producerID); idle without a spaceID. One query shared by
 * the window, its header and the host (through the query cache): one request per space load.
 * @example
 * const space = useSpaceQuery(api, spaceID, session.producerID);
 */
export function useSpaceQuery(api: SpaceWindowApi, spaceID: string | undefined, producerID: string): UseQueryResult<Space> {
  return useQuery({
    queryKey: queryKeys.spaces.detail(spaceID ?? ''),
    queryFn: ({ signal }) => api.spaces.get({ spaceID: spaceID ?? '', producerID, signal }),
    enabled: Boolean(spaceID),
    staleTime: SPACE_FRESH_MS,
  });
}

/**
 * The producer's projects with their spaces (GET /projects-and-spaces). A failure is not retried,
 * not even when the picker mounts again (the host's route change after the error alert): only a
 * user action (window focus) or a new session's fresh cache asks again.
 */
export function useProjectsWithSpaces(api: SpaceWindowApi, producerID: string): UseQueryResult<Project[]> {
  return useQuery({
    queryKey: queryKeys.projects.withSpaces(producerID),
    queryFn: ({ signal }) => api.projects.listWithSpaces({ producerID, signal }),
    enabled: producerID !== '',
    retry: false,
    retryOnMount: false,
  });
}

/** An answer the host fetched ahead and marked fresh until `meta.freshUntil` (epoch ms), which has not passed. */
function freshFromHost(query: { options: { meta?: Record<string, unknown> } }): boolean {
  return Number(query.options.meta?.freshUntil) > Date.now();
}

/**
 * The space's usage (GET /space/usage). Never retried (a failure shows 0 silently) and always
 * re-fetched when a space is shown again, so the header is current whenever the space changes;
 * except an answer a host fetched ahead of the window (issue 31) and marked fresh with
 * `meta.freshUntil` (a query default, epoch ms), taken as it is until then.
 */
export function useSpaceUsage(api: SpaceWindowApi, spaceID: string | undefined): UseQueryResult<Usage> {
  return useQuery({
    queryKey: queryKeys.spaces.usage(spaceID ?? ''),
    queryFn: ({ signal }) => api.spaces.usage({ spaceID: spaceID ?? '', signal }),
    enabled: Boolean(spaceID),
    retry: false,
    staleTime: (query) => (freshFromHost(query) ? Infinity : 0),
    refetchOnMount: (query) => (freshFromHost(query) ? false : 'always'),
  });
}
