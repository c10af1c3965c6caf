import { queryKeys, removeDetail, removeFromList, setDetail, upsertInList, type Booking } from '@greenroom/core';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Writes a saved booking into its own cache entry and into the cached list of its space.
 * @example storeBooking(client, saved);
 */
export function storeBooking(client: QueryClient, booking: Booking): void {
  setDetail(client, queryKeys.bookings.detail(booking.bookingID), booking);
  upsertInList(client, queryKeys.bookings.list(booking.spaceID), booking, 'bookingID');
}

/**
 * After a booking's guests changed in number (added, deleted, imported): its own entry and the
 * cached booking lists are read again, so their counts ('Reg Count') are right in every panel on
 * the same cache — the bookings list beside the editor, an Overview mounted beside the Guest List.
 * @example await refreshGuestCounts(client, 'b1');
 */
export async function refreshGuestCounts(client: QueryClient, bookingID: string): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.bookings.detail(bookingID) }),
    client.invalidateQueries({ queryKey: queryKeys.bookings.lists() }),
  ]);
}

/**
 * Drops a deleted booking from its space's list and forgets its own entry.
 * @example forgetBooking(client, booking);
 */
export function forgetBooking(client: QueryClient, booking: Pick<Booking, 'bookingID' | 'spaceID'>): void {
  removeFromList<Booking, 'bookingID'>(client, queryKeys.bookings.list(booking.spaceID), booking.bookingID, 'bookingID');
  removeDetail(client, queryKeys.bookings.detail(booking.bookingID));
}
