import { queryKeys, useApi } from '@greenroom/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { LoadingScreen } from '@greenroom/ui';

// The keys screen's code is fetched when the screen opens (the admin chunk stays as it was).
const ApiKeysPanel = lazy(() => import('@greenroom/integrations/api-keys').then((module) => ({ default: module.ApiKeysPanel })));

/**
 * API KEYS for super-admins (issue 28): every key of the install, and new keys for any projects or
 * every project; the projects are named from the admin project list (ids until it has loaded).
 * @example case '/api-keys-admin': return <AdminApiKeys />;
 */
export function AdminApiKeys() {
  const api = useApi();
  const projects = useQuery({ queryKey: queryKeys.projects.list(), queryFn: ({ signal }) => api.projects.list({ signal }) });
  const refs = (projects.data ?? []).map((project) => ({ projectID: project.projectID, projectName: project.projectName }));
  return (
    <Suspense fallback={<LoadingScreen fullScreen={false} />}>
      <ApiKeysPanel projects={refs} />
    </Suspense>
  );
}
