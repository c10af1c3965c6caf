import type { Booking, BookingTime, EmailTemplateSummary, GuestFlow, IntakeField, LinkErrorMessages } from '@greenroom/core';
import { defaultGuestFlow, PLACE_HOLDING_STATUSES, type NewBooking } from '@greenroom/core/rules';
import type { Kysely } from 'kysely';
import { flag, fromJson, isSet, toJson } from '../../platform/db/json';
import type { BookingsTable } from '../tables';
import type { Database } from '../../platform/db/database';

/** Stored booking fields: the Booking entity minus the derived registrationCount. */
export type StoredBooking = NewBooking;

/**
 * A bookings row → the Booking entity (registrationCount is the number of attendee registrations,
 * counted by the caller).
 * @example bookingFromRow(row, 12).start.timezone
 */
export function bookingFromRow(row: BookingsTable, registrationCount: number): Booking {
  return {
    bookingID: row.booking_id,
    spaceID: row.space_id,
    name: row.name,
    calendarID: row.calendar_id ?? '',
    start: fromJson<BookingTime>(row.start_time),
    end: fromJson<BookingTime>(row.end_time),
    doorsOpen: row.doors_open,
    doorsClosed: row.doors_closed,
    enableDoors: isSet(row.enable_doors),
    accessTime: row.access_time,
    capacity: row.capacity,
    registrationCapacity: row.registration_capacity,
    useRegistrationCapacity: isSet(row.use_registration_capacity),
    gracePeriodMinutes: row.grace_period_minutes,
    registrationCount,
    sendEntryNotifications: isSet(row.send_entry_notifications),
    showInRoomHelpButton: isSet(row.show_in_room_help_button),
    privateCloud: isSet(row.private_cloud),
    enableQA: isSet(row.enable_qa),
    videoServer: row.video_server,
    videoServerAppID: row.video_server_app_id,
    gameServer: row.game_server,
    gamePort: row.game_port,
    publicAppLoginCode: row.public_app_login_code,
    signUpLoginCode: row.sign_up_login_code,
    mobileHybridLoginCode: row.mobile_hybrid_login_code ?? '',
    emailTemplates: fromJson<Record<string, EmailTemplateSummary>>(row.email_templates),
    intakeFields: fromJson<IntakeField[]>(row.intake_fields),
    errorMessages: fromJson<LinkErrorMessages>(row.error_messages),
    supportMessage: row.support_message,
    enableSupport: isSet(row.enable_support),
    hangUpURL: row.hang_up_url,
    registrationNotificationEmailAddress: row.registration_notification_email_address,
    version: row.version,
    guestFlow: guestFlowOf(row),
  };
}

/**
 * The booking's guest flow: the stored one, or core's defaults when never saved.
 * @example guestFlowOf(row).claimWindowHours // 24
 */
export function guestFlowOf(row: Pick<BookingsTable, 'guest_flow'>): GuestFlow {
  return row.guest_flow === null ? defaultGuestFlow() : fromJson<GuestFlow>(row.guest_flow);
}

/**
 * The Booking entity → row columns (without created_at/updated_at). start_value/end_value come
 * from the times' timeValue.
 * @example await db.insertInto('bookings').values({ ...bookingColumns(b), created_at: now, updated_at: now })
 */
export function bookingColumns(booking: StoredBooking): Omit<BookingsTable, 'created_at' | 'updated_at'> {
  return {
    booking_id: booking.bookingID,
    space_id: booking.spaceID,
    name: booking.name,
    calendar_id: booking.calendarID === '' ? null : booking.calendarID,
    start_time: toJson(booking.start),
    end_time: toJson(booking.end),
    start_value: booking.start.timeValue,
    end_value: booking.end.timeValue,
    doors_open: booking.doorsOpen,
    doors_closed: booking.doorsClosed,
    enable_doors: flag(booking.enableDoors),
    access_time: booking.accessTime,
    capacity: booking.capacity,
    registration_capacity: booking.registrationCapacity,
    use_registration_capacity: flag(booking.useRegistrationCapacity),
    grace_period_minutes: booking.gracePeriodMinutes,
    send_entry_notifications: flag(booking.sendEntryNotifications),
    show_in_room_help_button: flag(booking.showInRoomHelpButton),
    private_cloud: flag(booking.privateCloud),
    enable_qa: flag(booking.enableQA),
    video_server: booking.videoServer,
    video_server_app_id: booking.videoServerAppID,
    game_server: booking.gameServer,
    game_port: booking.gamePort,
    public_app_login_code: booking.publicAppLoginCode,
    sign_up_login_code: booking.signUpLoginCode,
    mobile_hybrid_login_code: booking.mobileHybridLoginCode === '' ? null : booking.mobileHybridLoginCode,
    email_templates: toJson(booking.emailTemplates),
    intake_fields: toJson(booking.intakeFields),
    error_messages: toJson(booking.errorMessages),
    support_message: booking.supportMessage,
    enable_support: flag(booking.enableSupport),
    hang_up_url: booking.hangUpURL,
    registration_notification_email_address: booking.registrationNotificationEmailAddress,
    version: booking.version,
    guest_flow: booking.guestFlow ? toJson(booking.guestFlow) : null,
  };
}

/** Number of attendees holding a place (approved or offered: core's PLACE_HOLDING_STATUSES). @example await registrationCount(db, 'b1') */
export async function registrationCount(db: Kysely<Database>, bookingID: string): Promise<number> {
  const row = await db
    .selectFrom('registrations')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('booking_id', '=', bookingID)
    .where('kind', '=', 'attendee')
    .where('status', 'in', PLACE_HOLDING_STATUSES)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** One booking as the API answers it, or null. @example await loadBooking(db, 'b1') */
export async function loadBooking(db: Kysely<Database>, bookingID: string): Promise<Booking | null> {
  const row = await db.selectFrom('bookings').selectAll().where('booking_id', '=', bookingID).executeTakeFirst();
  if (!row) return null;
  return bookingFromRow(row, await registrationCount(db, bookingID));
}

/**
 * Drop the compiled room configuration of bookings so the next read rebuilds it. Call after any
 * change to what the cache holds: the booking, its space's skins, its presenters.
 * @example await invalidateBookingCaches(trx, { spaceID: 's1' });
 */
export async function invalidateBookingCaches(
  db: Kysely<Database>,
  scope: { bookingID: string } | { spaceID: string },
): Promise<void> {
  if ('bookingID' in scope) {
    await db.deleteFrom('booking_caches').where('booking_id', '=', scope.bookingID).execute();
    return;
  }
  await db
    .deleteFrom('booking_caches')
    .where('booking_id', 'in', db.selectFrom('bookings').select('booking_id').where('space_id', '=', scope.spaceID))
    .execute();
}
