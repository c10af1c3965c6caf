import type { MemorySeed, Registration } from '@greenroom/core';
import { bookingStorySeed, STORY_BOOKING_ID } from '../stories/BookingStoryPortal';

/** The registration-capacity maximum (4 digits). */
export const MANY_GUESTS = 9_999;

/**
 * The demo world with booking-1 holding {@link MANY_GUESTS} guests: its own four plus numbered
 * ones ('Guest 00001 Many', …), for the stories and tests of lists that must stay fast.
 * @example <BookingStoryPortal seed={manyGuestsSeed()}>…</BookingStoryPortal>
 */
export function manyGuestsSeed(): MemorySeed {
  const seed = bookingStorySeed();
  const own = seed.registrations ?? [];
  const template = own.find((r) => r.bookingID === STORY_BOOKING_ID) as Registration;
  const count = MANY_GUESTS - own.filter((r) => r.bookingID === STORY_BOOKING_ID).length;
  const more = Array.from({ length: count }, (_, i): Registration => {
    const n = String(i + 1).padStart(5, '0');
    return {
      ...template,
      registrationID: `many-${n}`,
      loginCode: `many-code-${n}`,
      brand: i % 10 === 0,
      emails: [],
      registrationData: { ...template.registrationData, firstName: `Guest ${n}`, lastName: 'Many', emailAddress: `guest${n}@example.com` },
    };
  });
  return { ...seed, registrations: [...own, ...more] };
}
