// The guest pages' contract (issue 27): the GuestApi, its HTTP and memory adapters, the rules both
// backends decide by, and the pure helpers of the join page.
export type { GuestApi, GuestCallOptions, GuestPage, GuestRoomState, GuestSignUpForm, GuestSignUpRequest, GuestSignUpResult } from './types';
export { createGuestHttpApi, type GuestHttpApiOptions } from './createGuestHttpApi';
export { createMemoryGuestApi, type MemoryGuest, type MemoryGuestApi, type MemoryGuestBooking, type MemoryGuestOptions, type MemoryGuestSeed } from './createMemoryGuestApi';
export { calendarLinks, type CalendarLinkEvent, type CalendarLinks } from './calendarLinks';
export { countdownMinutes, countdownTo, type Countdown } from './countdown';
export { checkSignUp, guestLinkRefusal, guestRoomState, isSignUpOpen, signUpCapacity, signUpPerson } from './rules';
