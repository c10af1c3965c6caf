import { QueryClient } from '@tanstack/react-query';
import { HttpError } from '../api/HttpError';

/** Only transient failures are worth another try: no answer (status 0) or a server error (5xx). */
export function isRetryable(error: unknown): boolean {
  return error instanceof HttpError && (error.status === 0 || error.status >= 500);
}

/**
 * The QueryClient PortalProvider creates when the host passes none: queries retry once, after
 * 500 ms, and only on a network or server error (never on 4xx or on a non-HTTP error); mutations
 * never retry.
 * @example
 * const queryClient = createPortalQueryClient();
 * <PortalProvider queryClient={queryClient} ... />
 */
export function createPortalQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: (failureCount, error) => failureCount < 1 && isRetryable(error), retryDelay: 500 },
      mutations: { retry: false },
    },
  });
}
