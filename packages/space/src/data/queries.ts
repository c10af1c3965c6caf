import { queryKeys, type PortalApi, type Project, type Space, type Usage } from '@greenroom/core';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';

/** The slice of PortalApi the space window uses. @example const api: SpaceWindowApi = { spaces, projects } */
export type SpaceWindowApi = Pick<PortalApi, 'spaces' | 'projects'>;

/**
 * The selected space (GET /space?spaceID&producerID); idle without a spaceID. Shared by the window
 * and its header through the query cache.
 */
export function useSpaceQuery(api: SpaceWindowApi, spaceID: string | undefined, producerID: string): UseQueryResult<Space> {
  return useQuery({
    queryKey: queryKeys.spaces.detail(spaceID ?? ''),
    queryFn: ({ signal }) => api.spaces.get({ spaceID: spaceID ?? '', producerID, signal }),
    enabled: Boolean(spaceID),
  });
}

/** The producer's projects with their spaces (GET /projects-and-spaces). */
export function useProjectsWithSpaces(api: SpaceWindowApi, producerID: string): UseQueryResult<Project[]> {
  return useQuery({
    queryKey: queryKeys.projects.withSpaces(producerID),
    queryFn: ({ signal }) => api.projects.listWithSpaces({ producerID, signal }),
    enabled: producerID !== '',
    retry: false,
  });
}

/**
 * The space's usage (GET /space/usage). Never retried (a failure shows 0 silently) and always
 * re-fetched when a space is shown again, so the header is current whenever the space changes.
 */
export function useSpaceUsage(api: SpaceWindowApi, spaceID: string | undefined): UseQueryResult<Usage> {
  return useQuery({
    queryKey: queryKeys.spaces.usage(spaceID ?? ''),
    queryFn: ({ signal }) => api.spaces.usage({ spaceID: spaceID ?? '', signal }),
    enabled: Boolean(spaceID),
    retry: false,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
