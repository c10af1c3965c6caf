import type { AddressType, BookingTime, IntakeField, RegistrationData, RegistrationStatus } from '../entities';

/**
 * Where the room of a guest's event stands by the server's clock: before it opens, open, past its
 * close, or open but with every place taken.
 * @example const state: GuestRoomState = 'notOpenYet';
 */
export type GuestRoomState = 'notOpenYet' | 'open' | 'closed' | 'full';

/**
 * What the join page shows for a guest's personal link (GET /api/guest/page?code=…).
 * @example
 * const page: GuestPage = await guestApi.page({ code: 'k3y' });
 * page.roomState // 'notOpenYet'
 */
export interface GuestPage {
  bookingName: string;
  start: BookingTime;
  end: BookingTime;
  /** Doors Open Early: guests may enter from doorsOpen to doorsClosed instead of start to end. */
  enableDoors: boolean;
  /** Doors times, missing ones filled with core's defaults (bookingDoors). */
  doorsOpen: string;
  doorsClosed: string;
  accessTime: string;
  gracePeriodMinutes: number;
  /** When the room lets guests in and when it closes (roomWindow), ISO instants. */
  roomOpens: string;
  roomCloses: string;
  roomState: GuestRoomState;
  /** The booking's own text for this kind of link (Messages tab), '' when it has none. */
  linkMessage: string;
  /** The guest's first name and stored IANA zone ('' = unknown). */
  firstName: string;
  timeZone: string;
  /** The booking's support message while support is enabled, otherwise ''. */
  supportMessage: string;
  /** The guest's personal link (this page) and the room's entry link. */
  intakeUrl: string;
  joinUrl: string;
  /** Where the registration stands (issue 27): only an approved guest has a place in the room. */
  status: RegistrationStatus;
  /** 1 for the first in line while waitlisted; null otherwise. */
  waitlistPosition: number | null;
  /** While offered: when the offer lapses (ISO); null otherwise. */
  offerExpiresAt: string | null;
}

/**
 * What the registration form needs for a booking's sign-up link (GET /api/guest/sign-up?code=…).
 * @example
 * const form: GuestSignUpForm = await guestApi.signUpForm({ code: 's1gn' });
 * form.full // false
 */
export interface GuestSignUpForm {
  bookingName: string;
  start: BookingTime;
  end: BookingTime;
  /** The six intake fields in their fixed order (normalizeIntakeFields). */
  intakeFields: IntakeField[];
  addressType: AddressType;
  /** True when the registration capacity is reached; `capacityMessage` then says so in core's words. */
  full: boolean;
  capacityMessage: string;
  supportMessage: string;
  /** True when the booking has a waitlist: a full booking then still takes sign-ups, onto the waitlist (issue 27). */
  waitlist: boolean;
}

/**
 * A registration through a booking's sign-up link (POST /api/guest/sign-up).
 * @example const request: GuestSignUpRequest = { code: 's1gn', registrationData, timeZone: 'Europe/Berlin' };
 */
export interface GuestSignUpRequest {
  code: string;
  registrationData: RegistrationData;
  /** The guest's IANA zone, as the browser knows it. */
  timeZone?: string;
  /**
   * The guest's language as the browser tells it ('de-DE'): kept as core's languageCodeOf makes it,
   * so mail goes out in it when the booking's templates have it (else the booking's language).
   */
  language?: string;
}

/**
 * A stored sign-up: the guest's login code and personal link.
 * @example const { intakeUrl }: GuestSignUpResult = await guestApi.signUp(request);
 */
export interface GuestSignUpResult {
  loginCode: string;
  intakeUrl: string;
  /** Where the new registration stands: approved, pending (approval required) or waitlisted. */
  status: RegistrationStatus;
}

/** Options every guest call takes. @example const options: GuestCallOptions = { signal: controller.signal }; */
export interface GuestCallOptions {
  signal?: AbortSignal;
}

/**
 * The calls of the guest pages (public, no sign-in). `createGuestHttpApi` speaks to the reference
 * server; `createMemoryGuestApi` answers from memory for stories and tests. Rejections are
 * core's `HttpError` (404 with the booking's link text, 400 with `fieldErrors`, 409 when full).
 * @example
 * const api: GuestApi = createGuestHttpApi({ baseUrl: '/api' });
 * const page = await api.page({ code });
 */
export interface GuestApi {
  page(params: { code: string } & GuestCallOptions): Promise<GuestPage>;
  signUpForm(params: { code: string } & GuestCallOptions): Promise<GuestSignUpForm>;
  signUp(params: GuestSignUpRequest & GuestCallOptions): Promise<GuestSignUpResult>;
  /** Claim the place offered to the guest of this personal link (409 when there is no offer or it lapsed) → the page again. */
  claim(params: { code: string } & GuestCallOptions): Promise<GuestPage>;
  /** Give up the registration of this personal link (409 when already cancelled or not approved) → the page again. */
  cancel(params: { code: string } & GuestCallOptions): Promise<GuestPage>;
  /** The address of the guest's .ics download (GET /api/guest/ics?code=…). */
  icsUrl(code: string): string;
}
