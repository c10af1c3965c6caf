import { useApi, type PortalApi } from '@greenroom/core';

/**
 * The adapter slice a booking hook uses: the `api` prop when given, otherwise the provider's.
 * @example
 * const { bookings } = useBookingsApi(props.api);
 */
export function useBookingsApi<T extends Partial<PortalApi>>(api?: T): T {
  return useApi(api);
}
