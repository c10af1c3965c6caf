import { notOffered, type Booking, type Calendar, type Space } from '@greenroom/core';
import type { OverviewSlice } from '@greenroom/bookings/overview';
import { partnerFormRules } from './eventForm';
import type { PartnerCall } from './partnerClient';
import type { PartnerCalendar, PartnerEvent, PartnerVenue } from './shapes';

const at = (time: string, timezone: string) => ({ time, timezone, timeValue: Date.parse(time) });

/** A partner event as the Greenroom Booking the panel reads. @example toBooking(event) */
export function toBooking(event: PartnerEvent): Booking {
  return {
    bookingID: event.id,
    spaceID: event.venueId,
    name: event.title,
    calendarID: event.calendarId,
    start: at(event.startsAt, event.tz),
    end: at(event.endsAt, event.tz),
    doorsOpen: event.doors.open,
    doorsClosed: event.doors.close,
    enableDoors: event.doors.enabled,
    accessTime: event.doors.open,
    capacity: event.seats,
    registrationCapacity: event.seats,
    useRegistrationCapacity: false,
    gracePeriodMinutes: 0,
    registrationCount: 0,
    sendEntryNotifications: false,
    showInRoomHelpButton: false,
    privateCloud: false,
    enableQA: event.qa,
    videoServer: '',
    videoServerAppID: '',
    gameServer: '',
    gamePort: 0,
    publicAppLoginCode: event.codes.public,
    signUpLoginCode: event.codes.signup,
    mobileHybridLoginCode: event.codes.mobile,
    // No templates: this partner offers no mail through Greenroom (emailTemplates is not offered).
    emailTemplates: {},
    intakeFields: partnerFormRules.intakeFields.map((field) => ({ ...field })),
    errorMessages: { public: '', signUp: '', attendee: '', presenter: '' },
    supportMessage: '',
    enableSupport: false,
    hangUpURL: '',
    registrationNotificationEmailAddress: '',
    version: event.revision,
  };
}

/** The PATCH body for a Booking the panel saved: only the fields the partner stores. @example toEventPatch(booking) */
export function toEventPatch(booking: Booking) {
  return {
    revision: booking.version,
    title: booking.name,
    tz: booking.start.timezone,
    startsAt: booking.start.time,
    endsAt: booking.end.time,
    doors: { enabled: booking.enableDoors, open: booking.doorsOpen, close: booking.doorsClosed },
    seats: booking.capacity,
    qa: booking.enableQA,
    calendarId: booking.calendarID,
  };
}

function toSpace(venue: PartnerVenue): Space {
  return {
    spaceID: venue.id,
    spaceName: venue.name,
    projectID: venue.id,
    bookings: {},
    presentations: {},
    startDate: { date: venue.opens, timezone: venue.tz },
    endDate: { date: venue.closes, timezone: venue.tz },
    maximumUserHours: 0,
    uiSkin: {},
    worldSkin: {},
    avatarSkin: {},
    emailSkin: {},
  };
}

const toCalendar = (calendar: PartnerCalendar): Calendar => ({
  calendarID: calendar.id,
  calendarName: calendar.name,
  loginCode: calendar.feedCode,
  bookings: calendar.eventIds,
  spaceID: calendar.venueId,
});


/**
 * The partner's adapter: the Overview panel's api slice (bookings, spaces, calendars) on top of
 * the partner's own REST API. Greenroom's whole-booking save becomes a PATCH carrying the
 * revision that was read.
 * @example
 * const api = createOverviewAdapter(createPartnerClient({ baseUrl: '/partner/v1', getKey }));
 * mountOverview(element, { api, auth, bookingID: 'evt-1' });
 */
export function createOverviewAdapter(call: PartnerCall): OverviewSlice {
  const regenerate = (kind: keyof PartnerEvent['codes']) => async ({ bookingID, signal }: { bookingID: string; signal?: AbortSignal }) =>
    (await call<{ code: string }>('POST', `/events/${bookingID}/codes/${kind}`, {}, signal)).code;
  return {
    bookings: {
      get: async ({ bookingID, signal }) => toBooking(await call<PartnerEvent>('GET', `/events/${bookingID}`, undefined, signal)),
      update: async ({ booking, signal }) => toBooking(await call<PartnerEvent>('PATCH', `/events/${booking.bookingID}`, toEventPatch(booking), signal)),
      usage: async ({ bookingID, signal }) => ({ usageSeconds: (await call<{ seconds: number }>('GET', `/events/${bookingID}/attendance`, undefined, signal)).seconds }),
      questions: async () => ({}),
      regeneratePublicCode: regenerate('public'),
      regenerateSignUpCode: regenerate('signup'),
      regenerateMobileHybridCode: regenerate('mobile'),
      listForSpace: notOffered('bookings.listForSpace'),
      create: notOffered('bookings.create'),
      delete: notOffered('bookings.delete'),
    },
    spaces: {
      get: async ({ spaceID, signal }) => toSpace(await call<PartnerVenue>('GET', `/venues/${spaceID}`, undefined, signal)),
      list: notOffered('spaces.list'),
      create: notOffered('spaces.create'),
      usage: notOffered('spaces.usage'),
      checkWorlds: notOffered('spaces.checkWorlds'),
      repairWorldSkin: notOffered('spaces.repairWorldSkin'),
      updateEndTimes: notOffered('spaces.updateEndTimes'),
    },
    calendars: {
      list: async ({ spaceID, signal }) => (await call<{ items: PartnerCalendar[] }>('GET', `/venues/${spaceID}/calendars`, undefined, signal)).items.map(toCalendar),
      get: notOffered('calendars.get'),
      create: notOffered('calendars.create'),
      update: notOffered('calendars.update'),
      delete: notOffered('calendars.delete'),
      regenerateLogin: notOffered('calendars.regenerateLogin'),
    },
  };
}
