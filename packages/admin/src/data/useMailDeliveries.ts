import { queryKeys, type EmailDeliveryState } from '@greenroom/core';
import { useQuery } from '@tanstack/react-query';
import type { AdminSlice } from '../types';
import { useAdminApi } from './useAdminApi';

/** The prefix of every mail-deliveries cache key (invalidate it to read every filter again). */
export const MAIL_DELIVERIES_KEY = [...queryKeys.maintenance.all, 'mailDeliveries'] as const;

/**
 * The cache key of the mail deliveries of one state ('all' without one).
 * @example mailDeliveriesKey('failed') // ['maintenance', 'mailDeliveries', 'failed']
 */
export const mailDeliveriesKey = (state?: EmailDeliveryState) => [...MAIL_DELIVERIES_KEY, state ?? 'all'] as const;

/**
 * Template deliveries across all bookings, newest first, optionally of one state (GET /mail-deliveries/admin).
 * @example const { data: failed } = useMailDeliveries('failed');
 */
export function useMailDeliveries(state?: EmailDeliveryState, api?: AdminSlice) {
  const { maintenance } = useAdminApi(api);
  return useQuery({
    queryKey: mailDeliveriesKey(state),
    queryFn: ({ signal }) => maintenance.mailDeliveries({ state, signal }),
    staleTime: 0,
  });
}
