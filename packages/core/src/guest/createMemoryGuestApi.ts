import type { Booking, GuestFlow, RegistrationData, RegistrationStatus } from '../entities';
import { buildLink, exampleLinks, type PortalLinks } from '../links';
import { createResponder, refused } from '../memory/respond';
import { addressTypeOf, normalizeIntakeFields } from '../rules/intakeFields';
import { bookingDoors } from '../rules/bookingTimes';
import { registrationLimit } from '../rules/bookingRules';
import { defaultGuestFlow } from '../rules/guestFlow';
import { cancelRefusal, claimRefusal, holdsPlace, isRefusal, newRegistrationPlace, statusOf } from '../rules/registrationStatus';
import { offerExpiry, promotionsDue, renumberWaitlist } from '../rules/waitlist';

import { badRequestRefusal } from '../rules/refusals';
import { languageCodeOf } from '../rules/templateTranslations';
import { roomWindow, type RoomTimes } from '../rules/guestWindow';
import { DEFAULT_INTAKE_FIELDS } from '../validation/registration';
import { toEpochMs, toIsoSeconds } from '../time/instant';
import { checkSignUp, guestLinkRefusal, guestRoomState, isSignUpOpen, signUpCapacity } from './rules';
import type { GuestApi, GuestPage, GuestSignUpForm } from './types';

/** A booking as the memory guest api reads it; `inRoom` is how many guests are in its room now. */
export type MemoryGuestBooking = Pick<
  Booking,
  | 'bookingID'
  | 'name'
  | 'start'
  | 'end'
  | 'enableDoors'
  | 'doorsOpen'
  | 'doorsClosed'
  | 'accessTime'
  | 'gracePeriodMinutes'
  | 'capacity'
  | 'registrationCapacity'
  | 'useRegistrationCapacity'
  | 'intakeFields'
  | 'errorMessages'
  | 'supportMessage'
  | 'enableSupport'
  | 'signUpLoginCode'
> & { inRoom?: number; guestFlow?: GuestFlow };

/** A guest with a personal link. */
export interface MemoryGuest {
  loginCode: string;
  bookingID: string;
  registrationData: RegistrationData;
  /** IANA zone, '' when unknown. */
  timeZone: string;
  /** The guest's language code ('' = the booking's; languageCodeOf of the browser's tag). */
  language?: string;
  /** Where the registration stands (issue 27); absent = approved. */
  status?: RegistrationStatus;
  waitlistPosition?: number | null;
  /** While offered: when the offer lapses (ISO). */
  offerExpiresAt?: string | null;
}

/** What the memory guest api starts with. @example const seed: MemoryGuestSeed = { bookings: [booking], guests: [guest] }; */
export interface MemoryGuestSeed {
  bookings: MemoryGuestBooking[];
  guests?: MemoryGuest[];
  /** Link hosts of the personal and join links; default core's exampleLinks. */
  links?: Pick<PortalLinks, 'intake' | 'attendeeJoin'>;
  /** Address of the .ics download (memory serves no file); default the example portal's. */
  icsUrl?: string;
}

const EXAMPLE_ICS_URL = 'https://portal.example.com/api/guest/ics';

/** Options of createMemoryGuestApi. @example const options: MemoryGuestOptions = { now: () => new Date('2026-11-21T20:00:00Z') }; */
export interface MemoryGuestOptions {
  /** The clock the room state is decided by (default the real one). */
  now?: () => Date;
  /** Milliseconds before each answer (stories); 0 answers at once (tests). */
  delay?: number;
}

/** The memory guest api, plus the guests it holds (sign-ups included) for tests to read. */
export type MemoryGuestApi = GuestApi & { readonly guests: readonly MemoryGuest[] };

const timesOf = (booking: MemoryGuestBooking): RoomTimes => ({
  enableDoors: booking.enableDoors,
  doorsOpen: booking.doorsOpen,
  doorsClosed: booking.doorsClosed,
  start: booking.start,
  end: booking.end,
});

/**
 * The guest calls answered from memory, for stories, tests and demos, deciding with the same
 * rules as the reference server (guestRoomState, guestLinkRefusal, signUpCapacity, checkSignUp,
 * normalizeIntakeFields). New login codes are `guest-1`, `guest-2`, …
 * @example
 * const guestApi = createMemoryGuestApi({ bookings: [booking], guests: [guest] }, { now: () => new Date('2026-11-21T20:00:00Z') });
 * (await guestApi.page({ code: guest.loginCode })).roomState // 'notOpenYet'
 */
export function createMemoryGuestApi(seed: MemoryGuestSeed, options: MemoryGuestOptions = {}): MemoryGuestApi {
  const respond = createResponder(options.delay ?? 0);
  const now = () => (options.now ?? (() => new Date()))().getTime();
  const links = seed.links ?? exampleLinks;
  const bookings = new Map(seed.bookings.map((booking) => [booking.bookingID, structuredClone(booking)]));
  const guests: MemoryGuest[] = (seed.guests ?? []).map((guest) => structuredClone(guest));
  let issued = 0;

  const signUpBooking = (code: string) => {
    const booking = [...bookings.values()].find((candidate) => candidate.signUpLoginCode === code.trim());
    if (!booking) throw refused(guestLinkRefusal('signUp', null));
    if (!isSignUpOpen(timesOf(booking), now())) throw refused(guestLinkRefusal('signUp', booking.errorMessages));
    const intakeFields = normalizeIntakeFields(booking.intakeFields) ?? DEFAULT_INTAKE_FIELDS.map((field) => ({ ...field }));
    return { booking, intakeFields, room: roomOf(booking) };
  };

  /** The guests holding a place now, and the limit. */
  const roomOf = (booking: MemoryGuestBooking) => ({
    registrationCount: guests.filter((guest) => guest.bookingID === booking.bookingID && holdsPlace(guest.status)).length,
    limit: registrationLimit(booking),
  });
  const flowOf = (booking: MemoryGuestBooking) => booking.guestFlow ?? defaultGuestFlow();

  /** After a place was freed: offer it to the next in line, and number the line again (the server's settleWaitlist). */
  const settle = (booking: MemoryGuestBooking) => {
    const entries = guests
      .filter((guest) => guest.bookingID === booking.bookingID)
      .map((guest) => ({ registrationID: guest.loginCode, status: statusOf(guest), waitlistPosition: guest.waitlistPosition ?? null, guest }));
    for (const { guest } of promotionsDue(roomOf(booking), entries)) {
      Object.assign(guest, { status: 'offered', waitlistPosition: null, offerExpiresAt: toIsoSeconds(offerExpiry(flowOf(booking), now())) });
    }
    for (const { registrationID, waitlistPosition } of renumberWaitlist(entries.map((entry) => ({ ...entry, status: statusOf(entry.guest) })))) {
      const guest = guests.find((candidate) => candidate.loginCode === registrationID);
      if (guest) guest.waitlistPosition = waitlistPosition;
    }
  };

  const personal = (code: string) => {
    const guest = guests.find((candidate) => candidate.loginCode === code.trim());
    const booking = guest && bookings.get(guest.bookingID);
    if (!guest || !booking) throw refused(guestLinkRefusal('attendee', null));
    return { guest, booking };
  };

  /** The join page of a personal link (issue 27: with where the registration stands). */
  const pageOf = (code: string): GuestPage => {
    const { guest, booking } = personal(code);
    const times = timesOf(booking);
    const { opens, closes } = roomWindow(times);
    return {
      bookingName: booking.name,
      start: booking.start,
      end: booking.end,
      enableDoors: booking.enableDoors,
      ...bookingDoors(booking),
      accessTime: booking.accessTime,
      gracePeriodMinutes: booking.gracePeriodMinutes,
      roomOpens: opens === null ? '' : toIsoSeconds(opens),
      roomCloses: closes === null ? '' : toIsoSeconds(closes),
      roomState: guestRoomState(times, now(), { inRoom: booking.inRoom ?? 0, capacity: booking.capacity }),
      linkMessage: booking.errorMessages.attendee,
      firstName: guest.registrationData.firstName,
      timeZone: guest.timeZone,
      supportMessage: booking.enableSupport ? booking.supportMessage : '',
      intakeUrl: buildLink(links.intake, guest.loginCode),
      joinUrl: buildLink(links.attendeeJoin, guest.loginCode),
      status: statusOf(guest),
      waitlistPosition: guest.waitlistPosition ?? null,
      offerExpiresAt: guest.offerExpiresAt ?? null,
    };
  };

  const api: MemoryGuestApi = {
    get guests() {
      return guests;
    },
    page: ({ code, signal }) => respond(signal, () => pageOf(code)),
    claim: ({ code, signal }) =>
      respond(signal, () => {
        const { guest } = personal(code);
        const refusal = claimRefusal(statusOf(guest), guest.offerExpiresAt ? toEpochMs(guest.offerExpiresAt) : null, now());
        if (refusal) throw refused(refusal);
        Object.assign(guest, { status: 'approved', offerExpiresAt: null });
        return pageOf(code);
      }),
    cancel: ({ code, signal }) =>
      respond(signal, () => {
        const { guest, booking } = personal(code);
        const refusal = cancelRefusal(statusOf(guest));
        if (refusal) throw refused(refusal);
        Object.assign(guest, { status: 'cancelled', waitlistPosition: null, offerExpiresAt: null });
        settle(booking);
        return pageOf(code);
      }),
    signUpForm: ({ code, signal }) =>
      respond(signal, (): GuestSignUpForm => {
        const { booking, intakeFields, room } = signUpBooking(code);
        return {
          bookingName: booking.name,
          start: booking.start,
          end: booking.end,
          intakeFields,
          addressType: addressTypeOf(intakeFields),
          ...signUpCapacity(room),
          supportMessage: booking.enableSupport ? booking.supportMessage : '',
          waitlist: flowOf(booking).waitlist,
        };
      }),
    signUp: ({ code, registrationData, timeZone, language, signal }) =>
      respond(signal, () => {
        const { booking, intakeFields, room } = signUpBooking(code);
        const checked = checkSignUp(registrationData, timeZone, { intakeFields, addressType: addressTypeOf(intakeFields) });
        if (!checked.ok) throw refused(badRequestRefusal(checked.fieldErrors));
        const waiting = guests.filter((guest) => guest.bookingID === booking.bookingID && guest.status === 'waitlisted').length;
        const place = newRegistrationPlace(flowOf(booking), room, waiting);
        if (isRefusal(place)) throw refused(place);
        issued += 1;
        const guest: MemoryGuest = {
          loginCode: `guest-${issued}`,
          bookingID: booking.bookingID,
          registrationData: checked.data,
          timeZone: checked.timeZone ?? '',
          language: languageCodeOf(language),
          status: place.status,
          waitlistPosition: place.waitlistPosition,
          offerExpiresAt: null,
        };
        guests.push(guest);
        return { loginCode: guest.loginCode, intakeUrl: buildLink(links.intake, guest.loginCode), status: place.status };
      }),
    icsUrl: (code) => `${seed.icsUrl ?? EXAMPLE_ICS_URL}?code=${encodeURIComponent(code)}`,
  };
  return api;
}
