import { QueryClient } from '@tanstack/react-query';
import { isDevelopment } from './isDevelopment';

/** The error for a QueryClient made by another copy of @tanstack/react-query than Greenroom's. */
export const foreignQueryClientMessage =
  '[Greenroom] The queryClient given to Greenroom was made by another copy of @tanstack/react-query than the one the ' +
  'Greenroom panels use, so the panels cannot see it ("No QueryClient set"). @tanstack/react-query is a peer dependency: ' +
  'install one version that satisfies every @greenroom/* package (`npm ls @tanstack/react-query`), then run `npm dedupe`.';

/**
 * True when `client` is a QueryClient of the @tanstack/react-query copy Greenroom uses. When it is
 * not (a second copy of the library is installed), reports it once through `report` in development.
 * @example if (!checkQueryClient(props.queryClient)) return null;
 */
export function checkQueryClient(
  client: unknown,
  { report = (message: string) => console.error(message), enabled = isDevelopment() }: { report?: (message: string) => void; enabled?: boolean } = {},
): boolean {
  if (client instanceof QueryClient) return true;
  const looksLikeOne = typeof client === 'object' && client !== null && 'getQueryCache' in client && 'mount' in client;
  if (looksLikeOne && enabled && !reported.has(client)) {
    reported.add(client);
    report(foreignQueryClientMessage);
  }
  return false;
}

const reported = new WeakSet<object>();
