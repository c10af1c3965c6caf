import type { Booking } from '../entities';
import { findRecord } from './respond';
import type { MemoryStore } from './store';

/** The booking or a 404 (a leaf every memory domain may import). @example const booking = findBooking(store, 'booking-1'); */
export function findBooking(store: MemoryStore, bookingID: string): Booking {
  return findRecord(store.bookings, bookingID, 'Booking');
}
