import type { AttendanceApi, BookingsApi } from '../api/PortalApi';
import type { AttendanceRecord, Booking } from '../entities';
import {
  checkBookingRules,
  DEFAULT_SERVER_OPTIONS,
  notFoundMessage,
  STALE_BOOKING_REFUSAL,
  planBookingUpdate,
  sortBookingsNewestFirst,
  type BookingPutBody,
  type BookingRuleContext,
  type BookingRuleFields,
  inputTexts,
} from '../rules/index';
import { buildBooking, systemTemplates } from './builders';
import { badRequest, findRecord, notFound, randomCode, refused, refuseBadText, type Respond } from './respond';
import type { MemoryStore } from './store';
import { recordAudit } from './audit';
import { findBooking } from './lookup';
import { repairUsage } from './usageRepair';
import { bookingUpdateAudit } from '../rules/audit';
import { bookingUsageSeconds } from './usage';
import { queueWebhookEvent } from './webhookEvents';
import { settleWaitlist } from './guestFlow';

/** 400 with the errors of the booking rules, when there are any. */
function refuseBrokenRules(next: BookingRuleFields, context: BookingRuleContext): void {
  const errors = checkBookingRules(next, context);
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}

/** 400 for a bad text of a booking (create or whole-object update), as the server's schema answers: the support message alone may hold lines. */
function refuseBadBookingText(booking: Pick<Booking, 'start' | 'end' | 'accessTime' | 'doorsOpen' | 'doorsClosed'>): void {
  refuseBadText({
    singleLine: inputTexts(booking, ['start.time', 'end.time', 'accessTime', 'doorsOpen', 'doorsClosed', 'supportMessage']),
    instants: { 'start.time': booking.start.time, 'end.time': booking.end.time },
    optionalInstants: { accessTime: booking.accessTime, doorsOpen: booking.doorsOpen, doorsClosed: booking.doorsClosed },
  });
}

/** The space's open/close window, as the booking rules read it. */
function spaceWindow(store: MemoryStore, spaceID: string) {
  const space = findRecord(store.spaces, spaceID, 'Space');
  return { start: space.startDate.date, end: space.endDate.date };
}

/** Removes a booking and everything under it. */
function deleteBooking(store: MemoryStore, booking: Booking): void {
  store.bookings.delete(booking.bookingID);
  const space = store.spaces.get(booking.spaceID);
  if (space) delete space.bookings[booking.bookingID];
  for (const map of [store.registrations, store.presenters, store.emailTemplates, store.attendance]) {
    for (const [id, record] of map) if (record.bookingID === booking.bookingID) map.delete(id);
  }
  store.questions.delete(booking.bookingID);
  store.caches.delete(booking.bookingID);
}

/** Bookings: list, get, create, whole-object update with the 412 version check, links. */
export function memoryBookings(store: MemoryStore, respond: Respond): BookingsApi {
  const regenerate = (bookingID: string, field: 'signUpLoginCode' | 'publicAppLoginCode' | 'mobileHybridLoginCode') => {
    const booking = findBooking(store, bookingID);
    booking[field] = randomCode();
    return booking[field];
  };
  return {
    listForSpace: ({ spaceID, signal }) =>
      respond(signal, () =>
        sortBookingsNewestFirst([...store.bookings.values()].filter((b) => b.spaceID === spaceID)),
      ),
    get: ({ bookingID, signal }) => respond(signal, () => findBooking(store, bookingID)),
    create: ({ signal, ...payload }) =>
      respond(signal, () => {
        refuseBadBookingText(payload);
        const space = findRecord(store.spaces, payload.spaceID, 'Space');
        const bookingID = store.nextId('booking', store.bookings);
        const templates = systemTemplates(bookingID, () => store.nextId('template', store.emailTemplates));
        const booking = buildBooking(payload, {
          bookingID,
          codes: { publicAppLoginCode: randomCode(), signUpLoginCode: randomCode(), mobileHybridLoginCode: randomCode() },
          templates,
          space,
        });
        refuseBrokenRules(booking, { registrationCount: 0, spaceWindow: spaceWindow(store, space.spaceID) });
        for (const template of templates) store.emailTemplates.set(template.emailTemplateID, template);
        store.bookings.set(bookingID, booking);
        space.bookings[bookingID] = { bookingID, bookingName: booking.name };
        queueWebhookEvent(store, space.projectID, 'booking.created');
        return booking;
      }),
    update: ({ booking, signal }) =>
      respond(signal, () => {
        refuseBadBookingText(booking);
        const stored = findBooking(store, booking.bookingID);
        if (booking.version !== stored.version) {
          throw refused(STALE_BOOKING_REFUSAL);
        }
        // No authorization here: every caller may change what a super-admin may.
        const plan = planBookingUpdate(stored, booking as BookingPutBody, { superAdmin: true, serverOptions: DEFAULT_SERVER_OPTIONS });
        if (!plan.ok) throw badRequest(plan.kind === 'invalid' ? plan.fieldErrors : {});
        if (!plan.changed) return stored;
        refuseBrokenRules(plan.next, {
          registrationCount: stored.registrationCount,
          spaceWindow: spaceWindow(store, stored.spaceID),
          previous: stored,
        });
        const calendar = plan.next.calendarID === '' ? undefined : store.calendars.get(plan.next.calendarID);
        if (plan.next.calendarID !== stored.calendarID && plan.next.calendarID !== '' && calendar?.spaceID !== stored.spaceID) {
          throw badRequest({ calendarID: notFoundMessage('Calendar') });
        }
        const next: Booking = { ...stored, ...plan.next, version: stored.version + 1 };
        store.bookings.set(next.bookingID, next);
        // A raised capacity frees places: the waitlist moves up (issue 27).
        settleWaitlist(store, next.bookingID);
        // Every memory caller edits as a super-admin: audited as the server audits a super-admin's edit.
        const audit = bookingUpdateAudit(stored, plan.next);
        recordAudit(store, 'booking.adminUpdate', next.bookingID, audit.before, audit.after);
        const space = store.spaces.get(next.spaceID);
        if (space) space.bookings[next.bookingID] = { bookingID: next.bookingID, bookingName: next.name };
        if (space) queueWebhookEvent(store, space.projectID, 'booking.updated');
        return next;
      }),
    delete: ({ spaceID, bookingID, signal }) =>
      respond(signal, () => {
        const booking = findBooking(store, bookingID);
        if (booking.spaceID !== spaceID) throw notFound('Booking');
        deleteBooking(store, booking);
        const space = store.spaces.get(spaceID);
        if (space) queueWebhookEvent(store, space.projectID, 'booking.deleted');
      }),
    usage: ({ bookingID, signal }) =>
      respond(signal, () => {
        findBooking(store, bookingID);
        return { usageSeconds: bookingUsageSeconds(store, bookingID) };
      }),
    questions: ({ bookingID, signal }) =>
      respond(signal, () => {
        findBooking(store, bookingID);
        return store.questions.get(bookingID) ?? {};
      }),
    regenerateSignUpCode: ({ bookingID, signal }) => respond(signal, () => regenerate(bookingID, 'signUpLoginCode')),
    regeneratePublicCode: ({ bookingID, signal }) => respond(signal, () => regenerate(bookingID, 'publicAppLoginCode')),
    regenerateMobileHybridCode: ({ bookingID, create, signal }) =>
      respond(signal, () => {
        // create: true makes a missing code and leaves an existing one working, as the server does.
        const current = findBooking(store, bookingID).mobileHybridLoginCode;
        return create === true && current ? current : regenerate(bookingID, 'mobileHybridLoginCode');
      }),
  };
}

/** Attendance records and the usage repair. */
export function memoryAttendance(store: MemoryStore, respond: Respond): AttendanceApi {
  return {
    list: ({ bookingID, signal }) =>
      respond(signal, () =>
        [...store.attendance.values()]
          .filter((record) => record.bookingID === bookingID)
          .sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime))
          .map(({ bookingID: _bookingID, ...record }): AttendanceRecord => record),
      ),
    repairUsage: ({ signal, ...repair }) => respond(signal, () => repairUsage(store, repair)),
  };
}
