import type { Booking, RegistrationData } from '../entities';
import { buildLink, exampleLinks, type PortalLinks } from '../links';
import { createResponder, refused } from '../memory/respond';
import { addressTypeOf, normalizeIntakeFields } from '../rules/intakeFields';
import { bookingDoors } from '../rules/bookingTimes';
import { registrationLimit } from '../rules/bookingRules';
import { capacityRefusal } from '../rules/registrationCapacity';
import { badRequestRefusal } from '../rules/refusals';
import { roomWindow, type RoomTimes } from '../rules/guestWindow';
import { DEFAULT_INTAKE_FIELDS } from '../validation/registration';
import { toIsoSeconds } from '../time/instant';
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
> & { inRoom?: number };

/** A guest with a personal link. */
export interface MemoryGuest {
  loginCode: string;
  bookingID: string;
  registrationData: RegistrationData;
  /** IANA zone, '' when unknown. */
  timeZone: string;
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
    const room = { registrationCount: guests.filter((guest) => guest.bookingID === booking.bookingID).length, limit: registrationLimit(booking) };
    return { booking, intakeFields, room };
  };

  const api: MemoryGuestApi = {
    get guests() {
      return guests;
    },
    page: ({ code, signal }) =>
      respond(signal, (): GuestPage => {
        const guest = guests.find((candidate) => candidate.loginCode === code.trim());
        const booking = guest && bookings.get(guest.bookingID);
        if (!guest || !booking) throw refused(guestLinkRefusal('attendee', null));
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
        };
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
        };
      }),
    signUp: ({ code, registrationData, timeZone, signal }) =>
      respond(signal, () => {
        const { booking, intakeFields, room } = signUpBooking(code);
        const checked = checkSignUp(registrationData, timeZone, { intakeFields, addressType: addressTypeOf(intakeFields) });
        if (!checked.ok) throw refused(badRequestRefusal(checked.fieldErrors));
        const full = capacityRefusal(room, 1);
        if (full) throw refused(full);
        issued += 1;
        const guest: MemoryGuest = { loginCode: `guest-${issued}`, bookingID: booking.bookingID, registrationData: checked.data, timeZone: checked.timeZone ?? '' };
        guests.push(guest);
        return { loginCode: guest.loginCode, intakeUrl: buildLink(links.intake, guest.loginCode) };
      }),
    icsUrl: (code) => `${seed.icsUrl ?? EXAMPLE_ICS_URL}?code=${encodeURIComponent(code)}`,
  };
  return api;
}
