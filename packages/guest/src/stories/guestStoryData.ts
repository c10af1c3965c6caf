import {
  createMemoryGuestApi,
  DEFAULT_ERROR_MESSAGES,
  defaultIntakeFields,
  type GuestApi,
  type MemoryGuest,
  type MemoryGuestApi,
  type MemoryGuestBooking,
} from '@greenroom/core';

/** The stories' moment: 45 minutes before the room opens. */
export const STORY_NOW = new Date('2026-11-21T20:15:00Z');

/** Ada's personal code and the booking's sign-up code in every story. */
export const STORY_GUEST_CODE = 'ada-k3y';
export const STORY_SIGN_UP_CODE = 'sign-up-k3y';

/** The stories' booking: 3–4 PM in Chicago, room opening at the start, support on. */
export const storyBooking: MemoryGuestBooking = {
  bookingID: 'booking-1',
  name: 'Launch Night',
  start: { time: '2026-11-21T21:00:00Z', timezone: 'America/Chicago', timeValue: Date.UTC(2026, 10, 21, 21) },
  end: { time: '2026-11-21T22:00:00Z', timezone: 'America/Chicago', timeValue: Date.UTC(2026, 10, 21, 22) },
  enableDoors: false,
  doorsOpen: '2026-11-21T20:30:00Z',
  doorsClosed: '2026-11-21T22:30:00Z',
  accessTime: '2026-11-21T21:00:00Z',
  gracePeriodMinutes: 0,
  capacity: 20,
  registrationCapacity: 100,
  useRegistrationCapacity: true,
  intakeFields: defaultIntakeFields(),
  errorMessages: { ...DEFAULT_ERROR_MESSAGES, attendee: 'This event has ended. Thank you for joining us!' },
  supportMessage: 'Questions? Write to help@example.com.',
  enableSupport: true,
  signUpLoginCode: STORY_SIGN_UP_CODE,
};

/** What a story changes: the clock, the booking, who is in the room. */
export interface StoryApiOptions {
  now?: () => Date;
  booking?: Partial<MemoryGuestBooking>;
  /** Where Ada's registration stands (issue 27); default approved. */
  ada?: Pick<MemoryGuest, 'status' | 'waitlistPosition' | 'offerExpiresAt'>;
}

/**
 * The memory guest api of the stories: the booking above and Ada (registered, zone Europe/Berlin).
 * @example const api = storyGuestApi({ booking: { inRoom: 20 } }); // the room is full once open
 */
export function storyGuestApi({ now = () => STORY_NOW, booking = {}, ada = {} }: StoryApiOptions = {}): MemoryGuestApi {
  return createMemoryGuestApi(
    {
      bookings: [{ ...storyBooking, ...booking }],
      guests: [
        {
          loginCode: STORY_GUEST_CODE,
          bookingID: storyBooking.bookingID,
          timeZone: 'Europe/Berlin',
          registrationData: {
            firstName: 'Ada',
            lastName: 'Lovelace',
            company: '',
            emailAddress: 'ada@example.com',
            phone: '',
            address: { addressLine1: '', addressLine2: '', city: '', state: '', zipCode: '' },
          },
          ...ada,
        },
      ],
    },
    { now },
  );
}

/** A guest api whose reads never answer (the Loading stories). */
export function pendingGuestApi(): GuestApi {
  const never = () => new Promise<never>(() => {});
  return { page: never, signUpForm: never, signUp: never, claim: never, cancel: never, icsUrl: (code) => `https://portal.example.com/api/guest/ics?code=${code}` };
}

/** The international address form's booking fields. */
export const internationalFields = defaultIntakeFields().map((field) => (field.name === 'Address' ? { ...field, type: 'international' as const, mandatory: true } : field));
