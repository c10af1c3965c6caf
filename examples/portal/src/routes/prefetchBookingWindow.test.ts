import { describe, expect, it, vi } from 'vitest';
import { emailDeliveriesKey } from '@greenroom/bookings/data/useEmailDeliveryList';
import { createPortalQueryClient, queryKeys, type Booking } from '@greenroom/core';
import { deliveriesKey, prefetchBookingByID, prefetchBookingWindow, type BookingWindowServices } from './prefetchBookingWindow';

function services(deliveriesOffered = true) {
  const calls: string[] = [];
  const answer = (name: string) => vi.fn(async (params: Record<string, unknown>) => calls.push(`${name} ${JSON.stringify(params, ['spaceID', 'bookingID', 'producerID'])}`) && []);
  const api = {
    spaces: { get: answer('space'), usage: answer('usage') },
    bookings: { usage: vi.fn(async () => Promise.reject(new Error('down'))) },
    registrations: { listAttendees: answer('attendees') },
    calendars: { list: answer('calendars') },
    emailTemplates: deliveriesOffered ? { deliveries: answer('deliveries') } : {},
  } as unknown as BookingWindowServices['api'];
  return { given: { api, queryClient: createPortalQueryClient() }, calls };
}

const booking = { bookingID: 'b-1', spaceID: 'space-1' } as Booking;

describe('prefetchBookingWindow', () => {
  it("starts the booking's space, its usage and calendars and the booking's deliveries together, under the window's keys", async () => {
    const { given, calls } = services();
    prefetchBookingWindow(given, booking, 'p-1');
    expect(calls).toEqual([
      'space {"spaceID":"space-1","producerID":"p-1"}',
      'usage {"spaceID":"space-1"}',
      'calendars {"spaceID":"space-1"}',
      'deliveries {"bookingID":"b-1"}',
    ]);
    await vi.waitFor(() => expect(given.queryClient.getQueryData(deliveriesKey('b-1'))).toEqual([]));
    for (const key of [queryKeys.spaces.detail('space-1'), queryKeys.spaces.usage('space-1'), queryKeys.calendars.list('space-1')]) {
      expect(given.queryClient.getQueryData(key), JSON.stringify(key)).toBeDefined();
    }
  });

  it("marks the booking (just fetched) and its space fresh for the editor's mount", () => {
    const { given } = services();
    prefetchBookingWindow(given, booking, 'p-1');
    for (const key of [queryKeys.bookings.detail('b-1'), queryKeys.spaces.detail('space-1')]) {
      expect(given.queryClient.getQueryDefaults(key).meta, JSON.stringify(key)).toEqual({ freshUntil: expect.any(Number) });
    }
  });

  it("prefetchBookingByID: the booking's usage (0 when it fails, as the editor keeps it) and its guest list", async () => {
    const { given, calls } = services();
    prefetchBookingByID(given, 'b-1');
    expect(calls).toEqual(['attendees {"bookingID":"b-1"}']);
    await vi.waitFor(() => expect(given.queryClient.getQueryData(queryKeys.bookings.usage('b-1'))).toBe(0));
    await vi.waitFor(() => expect(given.queryClient.getQueryData(queryKeys.registrations.list('b-1'))).toEqual([]));
  });

  it('asks nothing of a backend without deliveries', () => {
    const { given, calls } = services(false);
    prefetchBookingWindow(given, booking, 'p-1');
    expect(calls.map((call) => call.split(' ')[0])).toEqual(['space', 'usage', 'calendars']);
  });

  it("uses the bookings package's key for the deliveries", () => {
    expect(deliveriesKey('b-1')).toEqual(emailDeliveriesKey('b-1'));
  });
});
